# tier: semantics
# TF1 spellings of reduction arguments: reduction_indices and keep_dims still work.
x = tf.constant([[1.0, 2.0], [3.0, 4.0]], name='x')
a = tf.reduce_sum(x, reduction_indices=[1])
b = tf.reduce_mean(x, 0, keep_dims=True)
c = tf.reduce_sum(x, axis=1, keepdims=True)
emit("shapes", [a.shape, b.shape, c.shape])
emit("names", [a, b, c])
with tf.Session() as sess:
    emit("values", sess.run([a, b, c]))
