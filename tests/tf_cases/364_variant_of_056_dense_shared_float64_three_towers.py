# tier: semantics
# Variant of 056: a float64 template (truncated normal / glorot weights) shared by three towers.
import numpy as np


def dense(x):
    w = tf.get_variable('w', [3, 5], dtype=tf.float64,
                        initializer=tf.truncated_normal_initializer(stddev=1.0))
    v = tf.get_variable('v', [5, 2], dtype=tf.float64,
                        initializer=tf.glorot_uniform_initializer())
    return tf.matmul(tf.nn.relu(tf.matmul(x, w)), v)


layer = tf.make_template('mlp', dense)
xs = [tf.placeholder(tf.float64, [None, 3], name='x%d' % i) for i in range(3)]
ys = [layer(x) for x in xs]
data = np.arange(12, dtype=np.float64).reshape(4, 3) - 5.0
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    r = sess.run(ys, {xs[0]: data, xs[1]: data, xs[2]: data[:2]})
emit("equal", bool(np.array_equal(r[0], r[1])))
emit("prefix_equal", bool(np.allclose(r[2], r[0][:2])))
emit("dtype", r[0].dtype.name)
emit("shapes", [list(a.shape) for a in r])
emit("count", len(tf.trainable_variables()))
emit("ys", ys)
