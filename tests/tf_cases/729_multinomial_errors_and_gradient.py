# tier: semantics
# tf.multinomial's errors and its gradient: logits of rank 1 and a num_samples of rank 1 fail
# in the shape function, an output dtype other than int32/int64 is refused, a negative
# num_samples and zero classes fail when run; Multinomial is NotDifferentiable, so
# tf.gradients gives None through it.
import numpy as np
expect_error(lambda: tf.multinomial([1.0, 2.0], 3), "rank1_logits")
expect_error(lambda: tf.multinomial([[1.0, 2.0]], [3]), "rank1_num_samples")
expect_error(lambda: tf.random.categorical([[1.0, 2.0]], 3, dtype=tf.float32), "bad_dtype")
expect_error(lambda: tf.multinomial([[1.0, 2.0]], 3, output_dtype=tf.int16), "bad_output_dtype")
logits = tf.placeholder(tf.float32, [None, None], name="logits")
n = tf.placeholder(tf.int32, [], name="n")
s = tf.multinomial(logits, n, seed=5)
emit("shape", str(s.shape))
w = tf.Variable([[1.0, 2.0]])
emit("grad", tf.gradients(tf.reduce_sum(tf.cast(tf.multinomial(w, 2), tf.float32)), w))
with tf.Session() as sess:
    expect_error(lambda: sess.run(s, {logits: [[1.0, 2.0]], n: -1}), "negative_samples")
    expect_error(lambda: sess.run(s, {logits: np.zeros((1, 0)), n: 2}), "no_classes")
    emit("no_rows", sess.run(s, {logits: np.zeros((0, 3)), n: 2}).shape)
