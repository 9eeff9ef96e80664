# tier: graph
# tf.nn.moments (moments/mean, StopGradient, SquaredDifference, variance, Squeeze),
# tf.nn.batch_normalization (batchnorm/Rsqrt, mul, sub, add_1; Neg without offset) and
# tf.nn.fused_batch_norm (one FusedBatchNormV3; Python inputs converted before its scope), with
# their gradient graphs: FusedBatchNormGradV3 reads outputs 3-5 in training, the given mean and
# variance in inference (transposed to NHWC for NCHW data), and zeros_like for unused outputs.
x = tf.placeholder(tf.float32, [4, 3, 3, 2], name="x")
v = tf.placeholder(tf.float32, [5, 3], name="v")
s = tf.get_variable("s", [2], initializer=tf.ones_initializer())
o = tf.get_variable("o", [2], initializer=tf.zeros_initializer())
mean, var = tf.nn.moments(x, [0, 1, 2])
bn = tf.nn.batch_normalization(x, mean, var, o, s, 0.001)
m2, v2 = tf.nn.moments(v, axes=[0], keep_dims=True, name="stats")
bn2 = tf.nn.batch_normalization(v, m2, v2, None, None, 1e-5, name="plain")
y, bm, bv = tf.nn.fused_batch_norm(x, s, o)
yi, _, _ = tf.nn.fused_batch_norm(x, s, o, mean=[0.0, 0.0], variance=[1.0, 1.0], epsilon=0.01,
                                  is_training=False, name="infer")
xc = tf.placeholder(tf.float32, [4, 2, 3, 3], name="xc")
yc, _, _ = tf.nn.fused_batch_norm(xc, s, o, mean=tf.zeros([2]), variance=tf.ones([2]),
                                  data_format="NCHW", is_training=False)
emit("shapes", [str(t.shape) for t in (mean, var, bn, m2, v2, bn2, y, bm, bv, yi, yc)])
g1 = tf.gradients(bn, [x, s, o])
g2 = tf.gradients(bn2, v)
g3 = tf.gradients(y, [x, s, o])
g4 = tf.gradients([yi, yc], [x, xc, s, o])
r = tf.rsqrt(v)
g5 = tf.gradients(tf.gradients(r, v)[0], v)
emit("nodes", graph_nodes())
emit("attrs", [[t.op.get_attr(k) for k in ("epsilon", "data_format", "is_training")]
               for t in (y, yi, yc, g3[0], g4[0])])
