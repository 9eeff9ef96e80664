# tier: semantics
# MaxPool3DGrad's near-ties: TF's CPU kernel gives a window's gradient to every tap less
# than 1e-5 below its maximum, whatever the values' scale (4e-6 apart at 1e-3 both take it;
# 1e-5 apart do not), while MaxPool3D's value and 2-D MaxPoolGrad stay exact. Found by a
# conv3d program whose tiny AdagradDA weights made neighbouring activations that close.
import numpy as np

pairs = [(0.0012451, 0.00124915), (1.0, 1.0 + 2e-6), (1.0, 1.0 + 2e-5), (0.0, 1e-5),
         (0.0, 9.9e-6), (100.0, 100.0 + 7.7e-6), (-3.0, -3.0 - 8e-6), (5.0, 5.0 - 0.5)]
values = np.array(pairs, np.float32).reshape(1, 1, len(pairs), 2, 1)
x = tf.constant(values)
upstream = tf.constant(np.arange(1, len(pairs) + 1, dtype=np.float32).reshape(1, 1, -1, 1, 1))
pooled = tf.nn.max_pool3d(x, [1, 1, 1, 2, 1], [1, 1, 1, 2, 1], "VALID")
grad3d = tf.gradients(pooled, x, upstream)[0]
x2 = tf.reshape(x, [1, len(pairs), 2, 1])
pooled2 = tf.nn.max_pool(x2, [1, 1, 2, 1], [1, 1, 2, 1], "VALID")
grad2d = tf.gradients(pooled2, x2, tf.reshape(upstream, [1, -1, 1, 1]))[0]
# SAME padding: the window hanging over the border still compares only real voxels.
same = tf.nn.max_pool3d(x, [1, 1, 3, 2, 1], [1, 1, 2, 2, 1], "SAME")
grad_same = tf.gradients(tf.reduce_sum(same * same), x)[0]
with tf.Session() as sess:
    emit("pooled", sess.run(pooled))
    emit("grad3d", sess.run(grad3d))
    emit("grad2d", sess.run(grad2d))
    emit("grad_same", sess.run(grad_same))
