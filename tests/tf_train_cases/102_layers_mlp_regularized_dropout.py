# tier: semantics
# An MLP in tf.layers with kernel regularizers, dropout switched by a bool placeholder and a
# batch norm on a matrix (tf.cond for its statistics and updates), trained with momentum on
# tf.losses.get_total_loss; gradients flow through the conds. Graph names of the gradients of
# the cond parts, the total loss's terms, and values after a few steps.
import numpy as np
tf.set_random_seed(3)
x = tf.placeholder(tf.float32, [None, 4], name="x")
y = tf.placeholder(tf.int64, [None], name="y")
training = tf.placeholder(tf.bool, [], name="training")
reg = lambda w: 0.01 * tf.nn.l2_loss(w)  # noqa: E731
h = tf.layers.dense(x, 8, kernel_regularizer=reg, use_bias=False, name="hidden")
h = tf.nn.relu(tf.layers.batch_normalization(h, training=training, momentum=0.8))
h = tf.layers.dropout(h, 0.3, training=training, seed=9)
logits = tf.layers.dense(h, 3, kernel_regularizer=reg, name="logits")
tf.losses.sparse_softmax_cross_entropy(y, logits)
total = tf.losses.get_total_loss()
emit("total_terms", [t.name for t in total.op.inputs])
with tf.control_dependencies(tf.get_collection(tf.GraphKeys.UPDATE_OPS)):
    train = tf.train.MomentumOptimizer(0.1, 0.9).minimize(total)
emit("cond_grad_ops", sorted(op.name for op in tf.get_default_graph().get_operations()
                             if op.name.startswith("gradients/") and "cond" in op.name)[:40])
rng = np.random.RandomState(8)
data = rng.randn(10, 4).astype(np.float32)
labels = (data[:, 0] > data[:, 1]).astype(np.int64) + (data[:, 2] > 1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    history = []
    for _ in range(5):
        history.append(sess.run(total, {x: data, y: labels, training: True}))
        sess.run(train, {x: data, y: labels, training: True})
    emit("history", history)
    emit("eval", sess.run([total, logits], {x: data, y: labels, training: False}))
    emit("variables", sess.run(tf.global_variables()))
