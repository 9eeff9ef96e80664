# tier: opnames
# A failed op call uses up the names of the scopes it opened, as in TF: the next op of the same
# kind is numbered after it. A bad scope name fails before any conversion; a name ending in "/"
# that is already a node fails with the duplicate-node error before shape inference (a Const
# made for it stays); a shape clash in x + y leaves no node but takes the name "add".
f = tf.constant([1.0, 2.0], name='f')
f3 = tf.constant([1.0, 2.0, 3.0], name='f3')
i = tf.constant([1, 2], name='i')
with tf.name_scope('s'):
    expect_error(lambda: tf.multiply(i, f), "mul_clash")
    emit("next_mul", tf.multiply(f, f))
    expect_error(lambda: tf.add(i, f), "add_clash")
    emit("next_add", tf.add(f, f))
    expect_error(lambda: i + f, "operator_clash")
    expect_error(lambda: f + f3, "operator_shape_clash")
    emit("next_operator", f + f)
    expect_error(lambda: tf.multiply(i, f, name='bad name'), "bad_name_first")
    expect_error(lambda: tf.multiply(i, 2.5, name='bad name'), "bad_name_python")
    expect_error(lambda: tf.add(i, f, name=''), "add_empty_clash")
    emit("next_root_add", tf.add(f, f, name=''))
out = tf.multiply(f, 2.0, name='o/')
emit("first_o", out)
before = len(graph_nodes())
expect_error(lambda: tf.multiply(f, 2.0, name='o/'), "o_twice")
expect_error(lambda: tf.add(f3, [1.0, 2.0], name='o/'), "o_taken_before_shape")
expect_error(lambda: f3 * f, "shape_clash_mul")
emit("left_after_o", [n[:2] for n in graph_nodes()[before:]])
expect_error(lambda: tf.identity(f, name='o'), "plain_o_not_yet_counted")
emit("then", [f * f, tf.identity(f, name='o'), tf.add(f, f, name='o')])
