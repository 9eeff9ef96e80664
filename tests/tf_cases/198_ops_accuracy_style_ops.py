# tier: opnames
# Ops a shared classifier's evaluation uses: argmax, equal, cast, reduce_mean, softmax,
# expand_dims; op names, types, shapes and values.
logits = tf.constant([[1.0, 3.0, 2.0], [4.0, 0.0, 1.0]], name="logits")
labels = tf.constant([1, 2], name="labels", dtype=tf.int64)
pred = tf.argmax(logits, axis=1)
correct = tf.equal(pred, labels)
acc = tf.reduce_mean(tf.cast(correct, tf.float32), name="accuracy")
probs = tf.nn.softmax(logits)
ex = tf.expand_dims(labels, -1)
for k, t in [("pred", pred), ("correct", correct), ("acc", acc), ("probs", probs), ("ex", ex)]:
    emit(k, [t.name, t.op.type, t.dtype, t.shape])
with tf.Session() as sess:
    emit("vals", sess.run([pred, correct, acc, ex]))
    emit("probs_row_sums", sess.run(tf.reduce_sum(probs, axis=1)))
