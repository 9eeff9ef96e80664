# tier: semantics
# Second derivatives through fused batch norm (training and inference, NHWC): the gradient of
# FusedBatchNormGradV3 writes the batch-norm gradient out as ordinary ops and differentiates
# them. TF's first ops under FusedBatchNormGradV3_grad are those ops, named as here; values of
# the second derivatives for x, scale and offset.
import numpy as np
x = tf.constant((np.arange(24, dtype=np.float32).reshape(2, 2, 3, 2) % 7) / 3.0, name='x')
scale = tf.constant([1.5, -0.5], name='scale')
offset = tf.constant([0.1, 0.2], name='offset')
y, m, v = tf.nn.fused_batch_norm(x, scale, offset, is_training=True)
dx, dscale = tf.gradients(tf.reduce_sum(y * y * x), [x, scale])
before = {n[0] for n in graph_nodes()}
second = tf.gradients(tf.reduce_sum(dx * dx) + tf.reduce_sum(dscale * x[0, 0, 0]), [x, scale])
new = [n for n in graph_nodes() if n[0] not in before]
emit("first_ops_under_grad_grad", [n[:2] for n in new if 'FusedBatchNormGradV3_grad/' in n[0]
                                   and '/gradients' not in n[0].split('FusedBatchNormGradV3_grad')[1]
                                   and '/sub' not in n[0]][:12])
y2, _, _ = tf.nn.fused_batch_norm(x, scale, offset, mean=[0.5, 1.0], variance=[2.0, 0.5],
                                  is_training=False)
dx2, = tf.gradients(tf.reduce_sum(y2 * y2), x)
second2 = tf.gradients(tf.reduce_sum(dx2 * x), [x, scale])
with tf.Session() as sess:
    emit("training", sess.run(second))
    emit("inference", sess.run(second2))
