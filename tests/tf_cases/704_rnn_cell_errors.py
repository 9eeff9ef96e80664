# tier: semantics
# The errors TF1 users meet with cells: a second static_rnn with a new cell in the default
# scope ("Variable rnn/basic_lstm_cell/kernel already exists"), fixed by its own scope or by
# reuse=True; one cell object over two scopes keeps its first scope's variables; a reused cell
# given a wider input; integer inputs; a wrapper around something that is no cell; an empty
# MultiRNNCell; a tuple state to a MultiRNNCell without state_is_tuple; static_rnn without
# dtype or initial state, with a tensor for inputs, with no inputs; scope_name before use.
xs = [tf.placeholder(tf.float32, [2, 3], name="x%d" % i) for i in range(2)]
tf.nn.static_rnn(tf.nn.rnn_cell.BasicLSTMCell(4), xs, dtype=tf.float32)
expect_error(lambda: tf.nn.static_rnn(tf.nn.rnn_cell.BasicLSTMCell(4), xs, dtype=tf.float32),
             "second_rnn")
outs, _ = tf.nn.static_rnn(tf.nn.rnn_cell.BasicLSTMCell(4), xs, dtype=tf.float32,
                           scope="decoder")
emit("own_scope", outs[-1].name)
with tf.variable_scope("rnn", reuse=True) as rnn_scope:
    pass
shared, _ = tf.nn.static_rnn(tf.nn.rnn_cell.BasicLSTMCell(4), xs, dtype=tf.float32,
                             scope=rnn_scope)
emit("reused", [shared[-1].name, len(tf.global_variables())])
with tf.variable_scope("", reuse=True):
    shared2, _ = tf.nn.static_rnn(tf.nn.rnn_cell.BasicLSTMCell(4), xs, dtype=tf.float32)
emit("reused_root", [shared2[-1].name, len(tf.global_variables())])
cell = tf.nn.rnn_cell.GRUCell(3)
with tf.variable_scope("first"):
    a, _ = tf.nn.static_rnn(cell, xs, dtype=tf.float32)
with tf.variable_scope("second"):
    b, _ = tf.nn.static_rnn(cell, xs, dtype=tf.float32)
emit("one_cell_two_scopes", [a[0].name, b[0].name, [v.name for v in cell.variables]])
wide = tf.placeholder(tf.float32, [2, 5])
expect_error(lambda: cell(wide, cell.zero_state(2, tf.float32)), "wider_input")
expect_error(lambda: tf.nn.rnn_cell.BasicRNNCell(2)(tf.zeros([2, 3], tf.int32),
                                                     tf.zeros([2, 2], tf.int32)), "int_input")
expect_error(lambda: tf.nn.rnn_cell.DropoutWrapper("cell"), "not_a_cell")
expect_error(lambda: tf.nn.rnn_cell.MultiRNNCell([]), "empty_multi")
expect_error(lambda: tf.nn.rnn_cell.MultiRNNCell([tf.nn.rnn_cell.BasicLSTMCell(2)],
                                                 state_is_tuple=False), "multi_not_tuple")
expect_error(lambda: tf.nn.static_rnn(tf.nn.rnn_cell.BasicRNNCell(2), xs), "no_dtype")
expect_error(lambda: tf.nn.static_rnn(tf.nn.rnn_cell.BasicRNNCell(2), xs[0],
                                      dtype=tf.float32), "tensor_inputs")
expect_error(lambda: tf.nn.static_rnn(tf.nn.rnn_cell.BasicRNNCell(2), [],
                                      dtype=tf.float32), "no_inputs")
expect_error(lambda: tf.nn.rnn_cell.BasicRNNCell(2).scope_name, "scope_name")
expect_error(lambda: tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicRNNCell(2),
                                                   output_keep_prob=1.5), "keep_range")
expect_error(lambda: tf.nn.rnn_cell.DropoutWrapper(tf.nn.rnn_cell.BasicRNNCell(2),
                                                   variational_recurrent=True), "var_dtype")
expect_error(lambda: tf.nn.rnn_cell.LSTMStateTuple(tf.zeros([1]), tf.zeros([1], tf.float64))
             .dtype, "state_dtypes")
emit("variables", [v.name for v in tf.global_variables()])
