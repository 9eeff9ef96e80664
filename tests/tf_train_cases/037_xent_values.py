# tier: semantics
# Values and gradients of the cross-entropy ops: huge logits stay finite (no exp overflow),
# labels broadcast along the batch, float64 and float16 logits, Python lists as arguments.
import numpy as np
logits = np.array([[1000.0, -1000.0, 0.0], [-3.0, 2.0, 0.5]], np.float32)
soft = np.array([[0.1, 0.2, 0.7], [0.0, 1.0, 0.0]], np.float32)
x = tf.constant(logits, name='x')
y = tf.constant(soft, name='y')
sig = tf.nn.sigmoid_cross_entropy_with_logits(labels=y, logits=x)
v2 = tf.nn.softmax_cross_entropy_with_logits_v2(labels=y, logits=x)
v1 = tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=x)
sparse = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[2, 1], logits=x)
row = tf.nn.softmax_cross_entropy_with_logits_v2(labels=[[0.0, 1.0, 0.0]], logits=x)
grads = tf.gradients(tf.reduce_sum(sig) + tf.reduce_sum(v2) + tf.reduce_sum(sparse), [x, y])
# The labels' gradient of a broadcast row has the batch's shape, not the row's: TF fails.
expect_error(lambda: tf.gradients(row, [x]), "broadcast_labels_gradient")
with tf.Session() as sess:
    emit("values", sess.run([sig, v2, v1, sparse, row]))
    emit("grads", sess.run(grads))
    emit("shapes", [t.shape for t in (sig, v2, v1, sparse, row)])
x64 = tf.constant([[0.5, 1.5, -2.0]], tf.float64)
f64 = tf.nn.softmax_cross_entropy_with_logits_v2(labels=[[0.0, 0.0, 1.0]], logits=x64)
s64 = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[0], logits=x64)
b64 = tf.nn.sigmoid_cross_entropy_with_logits(labels=tf.ones_like(x64), logits=x64)
x16 = tf.constant([[0.5, 1.5, -2.0]], tf.float16)
f16 = tf.nn.softmax_cross_entropy_with_logits_v2(labels=[[0.0, 0.0, 1.0]], logits=x16)
s16 = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[0], logits=x16)
emit("dtypes", [t.dtype for t in (f64, s64, b64, f16, s16)])
emit("f16_nodes", [f16.op.type, f16.op.inputs[0].op.type, s16.op.type])
with tf.Session() as sess:
    emit("values64", sess.run([f64, s64, b64]))
    emit("values16", [float(v) for v in np.ravel(sess.run([f16, s16]))])
