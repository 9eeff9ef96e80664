# tier: semantics
# Values of batch normalization layers: training normalizes by the batch and, when the update
# ops run, moves the averages (fused: by the unbiased variance); inference uses the averages;
# a placeholder picks per run; gradients of a loss through both kinds.
import numpy as np
rng = np.random.RandomState(11)
img = tf.placeholder(tf.float32, [None, 3, 3, 2], name="img")
vec = tf.placeholder(tf.float32, [None, 3], name="vec")
flag = tf.placeholder(tf.bool, [], name="flag")
a = tf.layers.batch_normalization(img, training=flag, momentum=0.5, name="fused")
b = tf.layers.batch_normalization(vec, training=flag, momentum=0.8, epsilon=0.1, name="plain")
updates = tf.get_collection(tf.GraphKeys.UPDATE_OPS)
w = tf.constant(rng.randn(4, 3, 3, 2).astype(np.float32))
grads = tf.gradients(tf.reduce_sum(a * w) + tf.reduce_sum(tf.square(b)),
                     [img, vec] + tf.trainable_variables())
feed = {img: rng.randn(4, 3, 3, 2) * 2 + 1, vec: rng.randn(5, 3) * 3 - 1}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("train_outputs", sess.run([a, b], {flag: True, **feed}))
    for _ in range(2):
        sess.run(updates, {flag: True, **feed})
    emit("moving", sess.run([v for v in tf.global_variables() if "moving" in v.name]))
    emit("inference_outputs", sess.run([a, b], {flag: False, **feed}))
    sess.run(updates, {flag: False, **feed})
    emit("moving_after_inference_updates",
         sess.run([v for v in tf.global_variables() if "moving" in v.name]))
    emit("train_grads", sess.run(grads, {flag: True, **feed}))
    emit("inference_grads", sess.run(grads, {flag: False, **feed}))
