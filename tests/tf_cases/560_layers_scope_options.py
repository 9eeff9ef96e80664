# tier: graph
# Layers under the options of their variable scope: a custom getter (its result is what the
# layer computes with), a partitioner (gamma and beta of a batch norm concatenated where they
# are cast, the moving averages never partitioned), a float64 batch norm on images (not fused:
# the fused op works in float32, so the decay is cast), dtype= on a layer (its input cast), a
# name with a slash, a dropout rate given as a tensor, a non-trainable conv2d.
x = tf.placeholder(tf.float32, [None, 3], name="x")


def doubled(getter, name, *args, **kwargs):
    return getter(name, *args, **kwargs) * 2.0


with tf.variable_scope("cg", custom_getter=doubled):
    a = tf.layers.dense(x, 2)
with tf.variable_scope("part", partitioner=tf.fixed_size_partitioner(2)):
    b = tf.layers.batch_normalization(tf.layers.dense(x, 4), training=True)
c = tf.layers.batch_normalization(tf.placeholder(tf.float64, [None, 4, 4, 2], name="x64"),
                                  axis=[3], epsilon=0.5, training=True)
d = tf.layers.Dense(2, dtype=tf.float64)(x)
e = tf.layers.dense(x, 2, name="a/b")
rate = tf.placeholder(tf.float32, [], name="rate")
f = tf.layers.dropout(x, rate, training=True)
g = tf.layers.conv2d(tf.zeros([1, 4, 4, 1]), 2, 2, activation=tf.nn.relu6, trainable=False)
emit("outputs", [a, b, c, d, e, f, g])
emit("variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("updates", tf.get_collection(tf.GraphKeys.UPDATE_OPS))
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    doubled_kernel = 2.0 * tf.matmul(x, tf.global_variables()[0])
    emit("custom_getter_doubles", sess.run(a - doubled_kernel, {x: [[1.0, 2.0, 3.0]]}))
    emit("dropout_rate_zero", sess.run(f, {x: [[1.0, 2.0, 3.0]], rate: 0.0}))
