# tier: semantics
# Variant of 005: get_variable int64 [2, 3] in a dotted/dashed nested scope given with a slash.
with tf.variable_scope("foo.bar-1/baz"):
    v = tf.get_variable("v-0.x", [2, 3], dtype=tf.int64, initializer=tf.zeros_initializer())
    f = tf.get_variable("f", [], dtype=tf.float64)
emit("name", v.name)
emit("op_name", v.op.name)
emit("op_type", v.op.type)
emit("shape", v.shape)
emit("dtype", v.dtype)
emit("base_dtype", v.dtype.base_dtype)
emit("in_globals", v in tf.global_variables())
emit("in_trainables", v in tf.trainable_variables())
emit("f", [f.name, f.shape, f.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("value", sess.run(v))
