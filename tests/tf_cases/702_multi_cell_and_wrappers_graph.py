# tier: graph
# MultiRNNCell runs its cells under cell_0/, cell_1/ inside multi_rnn_cell/ and collects their
# variables; its zero state nests each cell's under MultiRNNCellZeroState/. DropoutWrapper
# makes its keep probabilities under DropoutWrapperInit/, drops input, output and (by
# default only h of) the state with seeds derived from its own seed; ResidualWrapper adds the
# input to the output; wrappers keep the wrapped cell's variable names. A second call reuses.
tf.set_random_seed(1)
x = tf.placeholder(tf.float32, [2, 4], name="x")
keep = tf.placeholder_with_default(0.75, [], name="keep")
lstm = tf.nn.rnn_cell.BasicLSTMCell(4)
dropped = tf.nn.rnn_cell.DropoutWrapper(lstm, input_keep_prob=0.5, output_keep_prob=keep,
                                        state_keep_prob=0.9, seed=5)
residual = tf.nn.rnn_cell.ResidualWrapper(tf.nn.rnn_cell.GRUCell(4))
stack = tf.nn.rnn_cell.MultiRNNCell([dropped, residual])
emit("sizes", [str(stack.state_size), stack.output_size, str(dropped.state_size),
               residual.output_size])
state = stack.zero_state(2, tf.float32)
out, new_state = stack(x, state)
out2, new_state2 = stack(out, new_state)
emit("names", [stack.name, dropped.name, residual.name, str(out2), str(new_state2)])
emit("variables", [v.name for v in stack.variables])
emit("weights", [[v.name for v in c.weights] for c in (lstm, dropped, residual, stack)])
emit("trainable", [v.name for v in tf.trainable_variables()])
emit("nodes", graph_nodes())
