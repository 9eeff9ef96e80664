# tier: semantics
# Combining tensors and variables from two graphs raises ValueError at build time; the
# message's first line names both.
def expect_graph_error(fn, key):
    # The full message ends with the two graphs' memory addresses: keep what precedes them.
    try:
        fn()
    except Exception as e:  # noqa: BLE001
        emit(key, [type(e).__name__, str(e).split("\n")[0].split(" (graphs are")[0]])
    else:
        emit(key, None)


g1 = tf.Graph()
g2 = tf.Graph()
with g1.as_default():
    a = tf.constant(1.0, name="a")
    v = tf.Variable(1.0, name="v")
with g2.as_default():
    b = tf.constant(2.0, name="b")
    expect_graph_error(lambda: a + b, "add_across")
    expect_graph_error(lambda: tf.add(b, a), "tf_add_across")
    expect_graph_error(lambda: tf.matmul([[b]], v), "matmul_variable_across")
    expect_graph_error(lambda: tf.assign(v, b), "assign_across")
    expect_graph_error(lambda: tf.group(a.op, b.op), "group_across")
emit("default_ops", len(tf.get_default_graph().get_operations()))
