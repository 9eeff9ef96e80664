# tier: semantics
# Values of moments, batch_normalization and fused_batch_norm (training: batch mean, unbiased
# variance; exponential_avg_factor blends them into the given moving averages; inference) and
# of their gradients; float64 and NCHW; errors for missing statistics and wrong ranks.
import numpy as np
rng = np.random.RandomState(7)
xv = rng.randn(3, 4, 2, 3).astype(np.float32)
# A placeholder: TF's graph optimizer fails on a FusedBatchNormV3 of constants.
x = tf.placeholder(tf.float32, [3, 4, 2, 3], name="x")
feed = {x: xv}
wv = tf.constant(rng.randn(3, 4, 2, 3).astype(np.float32))
s = tf.constant([1.5, 0.5, -1.0])
o = tf.constant([0.1, -0.2, 0.3])
mean, var = tf.nn.moments(x, [0, 1, 2])
bn = tf.nn.batch_normalization(x, mean, var, o, s, 0.001)
y, bm, bv = tf.nn.fused_batch_norm(x, s, o)
ya, am, av = tf.nn.fused_batch_norm(x, s, o, mean=[0.5, 0.0, 1.0], variance=[2.0, 1.0, 0.5],
                                    exponential_avg_factor=0.25)
yi, im, iv = tf.nn.fused_batch_norm(x, s, o, mean=[0.5, 0.0, 1.0], variance=[2.0, 1.0, 0.5],
                                    is_training=False)
xc = tf.transpose(x, [0, 3, 1, 2])
yc, cm, cv = tf.nn.fused_batch_norm(xc, s, o, data_format="NCHW")
grads = [tf.gradients(tf.reduce_sum(t * wv), [x, s, o]) for t in (bn, y, yi)]
gc = tf.gradients(tf.reduce_sum(tf.transpose(yc, [0, 2, 3, 1]) * wv), [x, s, o])
x64 = tf.constant(xv.astype(np.float64))
m64, v64 = tf.nn.moments(x64, [0, 1, 2], keepdims=True)
with tf.Session() as sess:
    emit("moments", sess.run([mean, var], feed))
    emit("batch_normalization", sess.run(bn, feed))
    emit("fused_train", sess.run([y, bm, bv], feed))
    emit("fused_avg_factor", sess.run([ya, am, av], feed))
    # (TF's graph optimizer fails fetching outputs 1 and 2 of an inference op here.)
    emit("fused_inference", sess.run(yi, feed))
    emit("fused_nchw", sess.run([yc, cm, cv], feed))
    emit("grads", sess.run(grads, feed))
    emit("nchw_grads", sess.run(gc, feed))
    emit("float64_moments", sess.run([m64, v64]))
    emit("rsqrt", sess.run(tf.rsqrt([4.0, 0.25])))
expect_error(lambda: tf.nn.fused_batch_norm(x, s, o, is_training=False), "inference_no_stats")
expect_error(lambda: tf.nn.fused_batch_norm(tf.zeros([2, 3]), s, o), "rank_2")
emit("names", [tf.nn.fused_batch_norm(x, s, o)[0].name, tf.nn.moments(x, [0])[0].name])
