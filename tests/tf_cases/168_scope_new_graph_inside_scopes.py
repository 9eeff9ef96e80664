# tier: semantics
# Variable and name scopes belong to a graph: a new graph entered inside scopes starts at
# the root; returning to the old graph restores its scopes; reset_default_graph inside a
# graph context is an error.
with tf.variable_scope("outer"):
    with tf.name_scope("ns"):
        g2 = tf.Graph()
        with g2.as_default():
            v = tf.get_variable("v", [])
            c = tf.constant(1.0, name="c")
            emit("inner_scope", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
            expect_error(tf.reset_default_graph, "reset_nested")
        emit("back", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
        w = tf.get_variable("w", [])
emit("names", [v, c, w])
emit("v_graph", v.graph is g2)
emit("default_vars", tf.global_variables())
with g2.as_default():
    emit("g2_vars", tf.global_variables())
