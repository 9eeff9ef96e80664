# tier: semantics
# Variant of 065: values from graph g2 while g1 is the default pick g2; name_scope(values=...)
# does the same; values from two graphs are rejected.
g1 = tf.Graph()
g2 = tf.Graph()
with g2.as_default():
    x = tf.constant([1.0, 2.0], name='x')
with g1.as_default():
    y = tf.constant(1.0, name='y')
    with tf.variable_scope('s-2', values=[x]):
        v = tf.get_variable('v', [2], dtype=tf.float64)
        emit("inside_default_is_g2", tf.get_default_graph() is g2)
    emit("back_to_g1", tf.get_default_graph() is g1)
    with tf.name_scope('ns', values=[x]) as ns:
        emit("name_scope_picks_g2", tf.get_default_graph() is g2)
        emit("ns", ns)
    try:
        tf.variable_scope('mixed', values=[x, y]).__enter__()
        emit("mixed_graphs", None)
    except Exception as e:  # the message names graph objects by address: keep its start only
        emit("mixed_graphs", [type(e).__name__, str(e).split(" (graphs are")[0]])
    emit("after_mixed", [tf.get_default_graph() is g1, tf.get_variable_scope().name])
emit("default_graph_vars", tf.global_variables())
with g2.as_default():
    emit("g2_vars", tf.global_variables())
with g1.as_default():
    emit("g1_vars", tf.global_variables())
emit("v", v.name)
