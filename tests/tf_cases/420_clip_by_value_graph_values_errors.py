# tier: graph
# tf.clip_by_value: a Minimum then a Maximum named after the scope; Python bounds become
# Consts inside it (clip_by_value/Minimum/y, clip_by_value/y), tensor bounds are used as they
# are, a list t becomes clip_by_value/t. Bounds may broadcast but not grow the result.
x = tf.placeholder(tf.float32, [2, 3], name="x")
a = tf.clip_by_value(x, -1.0, 2.0)
lo, hi = tf.constant(-0.5, name="lo"), tf.constant(0.5, name="hi")
b = tf.clip_by_value(x, lo, hi, name="clip")
c = tf.clip_by_value([1.0, 5.0, -3.0], 0, 2)
d = tf.clip_by_value(x, [[0.0, 0.0, 0.0]], [[1.0], [5.0]])
emit("nodes", graph_nodes())
emit("outputs", [a, b, c, d, a.shape, c.shape])
feed = {x: [[-1.5, 0.25, 7.0], [3.0, -4.0, 0.0]]}
with tf.Session() as sess:
    emit("values", sess.run([a, b, c, d], feed))
expect_error(lambda: tf.clip_by_value(x, -1.0, tf.zeros([2, 2, 3])), "grows")
expect_error(lambda: tf.clip_by_value(x, -1.0, tf.zeros([4])), "bad_max")
expect_error(lambda: tf.clip_by_value(x, [[-1.0] * 3] * 4, 1.0), "bad_min")
expect_error(lambda: tf.clip_by_value(x, tf.constant(-1), 1.0), "int_min")
