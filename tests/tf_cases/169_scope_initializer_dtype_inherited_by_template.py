# tier: semantics
# A template first called inside a variable scope with an initializer and dtype inherits
# them; a later call from another scope with other defaults does not change the variables.
def fn():
    return tf.get_variable("w", [2])


t = tf.make_template("t", fn)
with tf.variable_scope("s", initializer=tf.constant_initializer(3.0), dtype=tf.float64):
    w = t()
with tf.variable_scope("r", initializer=tf.constant_initializer(5.0), dtype=tf.float32):
    w2 = t()
emit("same", w is w2)
emit("w", [w, w.dtype])
with tf.variable_scope("s", dtype=tf.float64):
    with tf.variable_scope("inner"):
        emit("nested_dtype", tf.get_variable_scope().dtype)
        n = tf.get_variable("n", [1], initializer=tf.zeros_initializer())
emit("n_dtype", n.dtype)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([w, n]))
