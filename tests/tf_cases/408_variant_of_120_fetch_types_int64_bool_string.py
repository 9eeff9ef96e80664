# tier: semantics
# Variant of 120: single fetches of int64, bool, float64 scalar, string and int32 variable values.
a = tf.constant(7, dtype=tf.int64)
b = tf.constant([True, False])
c = tf.constant(1.25, dtype=tf.float64)
s = tf.constant("hi")
v = tf.Variable([1, 2], name='v')
with tf.Session() as sess:
    init_result = sess.run(tf.global_variables_initializer())
    for key, t in [('a', a), ('b', b), ('c', c), ('s', s), ('v', v)]:
        r = sess.run(t)
        emit(key, r)
        emit(key + "_type", type(r).__name__)
    emit("op_fetch", init_result)
    emit("int_sum", sess.run(a + 3))
    emit("logical", sess.run(tf.logical_not(b)))
