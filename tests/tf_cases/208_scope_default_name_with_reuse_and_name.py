# tier: opnames
# default_name scopes: reuse=True without a name is an error, a given name beats the default,
# default-name scopes inherit reuse and uniquify inside re-entered scopes.
expect_error(lambda: tf.variable_scope(None, default_name="d", reuse=True).__enter__(),
             "default_with_reuse")
with tf.variable_scope("given", default_name="d") as s:
    emit("given", s.name)
with tf.variable_scope("top"):
    with tf.variable_scope(None, default_name="blk") as b1:
        v1 = tf.get_variable("v", [1])
    with tf.variable_scope(None, default_name="blk") as b2:
        v2 = tf.get_variable("v", [1])
with tf.variable_scope("top", reuse=True):
    with tf.variable_scope(None, default_name="blk") as b3:
        emit("b3", [b3.name, b3.reuse])
        v3 = tf.get_variable("v", [1])
    with tf.variable_scope(None, default_name="blk") as b4:
        v4 = tf.get_variable("v", [1])
emit("scopes", [b1.name, b2.name, b4.name])
emit("vars", [v1, v2, v3, v4])
emit("shared", [v3 is v1, v4 is v2])
emit("ops", [op.name for op in tf.get_default_graph().get_operations() if op.type == "NoOp"])
with tf.variable_scope("top", reuse=True):
    with tf.variable_scope(None, default_name="blk"):
        with tf.variable_scope(None, default_name="blk") as b5:
            emit("nested_default", b5.name)
