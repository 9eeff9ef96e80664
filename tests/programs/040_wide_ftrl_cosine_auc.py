# A wide linear model on categorical features, as the TF wide & deep tutorial's linear part:
# each categorical column one-hot encoded with tf.one_hot and crossed into one sparse-ish
# input, a linear layer trained by FtrlOptimizer with L1 and L2 regularisation (which drives
# many weights to exactly zero), the learning rate following tf.train.cosine_decay, the loss
# tf.losses.log_loss on a sigmoid plus a hinge loss for comparison, evaluated with
# tf.metrics.auc and tf.metrics.mean.
import numpy as np

rng = np.random.RandomState(40)
n_examples, vocab_sizes = 160, [6, 4, 5]
columns = np.stack([rng.randint(0, v, n_examples) for v in vocab_sizes], axis=1)
true_weights = [rng.randn(v) for v in vocab_sizes]
score = sum(true_weights[i][columns[:, i]] for i in range(len(vocab_sizes)))
clicks = (score + 0.5 * rng.randn(n_examples) > 0).astype(np.float32)

tf.set_random_seed(40)
categorical = tf.placeholder(tf.int32, [None, len(vocab_sizes)], name="categorical")
label = tf.placeholder(tf.float32, [None], name="label")

with tf.name_scope("features"):
    one_hots = [tf.one_hot(categorical[:, i], depth, name="column_%d" % i)
                for i, depth in enumerate(vocab_sizes)]
    wide = tf.concat(one_hots, axis=1, name="wide")

with tf.variable_scope("linear"):
    weights = tf.get_variable("weights", [sum(vocab_sizes), 1],
                              initializer=tf.zeros_initializer())
    bias = tf.get_variable("bias", [1], initializer=tf.zeros_initializer())
    logits = tf.squeeze(tf.matmul(wide, weights) + bias, axis=1, name="logits")
probability = tf.sigmoid(logits)

loss = tf.losses.log_loss(labels=label, predictions=probability)
hinge = tf.losses.hinge_loss(labels=label, logits=logits,
                             reduction=tf.losses.Reduction.MEAN)

global_step = tf.train.get_or_create_global_step()
learning_rate = tf.train.cosine_decay(0.5, global_step, decay_steps=30, alpha=0.1)
optimizer = tf.train.FtrlOptimizer(learning_rate, l1_regularization_strength=0.8,
                                   l2_regularization_strength=0.01)
train_op = optimizer.minimize(loss, global_step=global_step)

auc, auc_update = tf.metrics.auc(labels=label, predictions=probability, num_thresholds=50)
mean_loss, mean_loss_update = tf.metrics.mean(loss)

emit("losses_collection", tf.get_collection(tf.GraphKeys.LOSSES))
emit("ftrl_slots", [optimizer.get_slot(weights, name) for name in sorted(optimizer.get_slot_names())])
emit("local_variables", tf.local_variables())
emit("names", [wide, logits, learning_rate, auc, auc_update])

with tf.Session() as sess:
    sess.run([tf.global_variables_initializer(), tf.local_variables_initializer()])
    history = []
    for step in range(30):
        start = (step * 32) % n_examples
        feed = {categorical: columns[start:start + 32], label: clicks[start:start + 32]}
        lr, l, h, _ = sess.run([learning_rate, loss, hinge, train_op], feed)
        if step % 5 == 0:
            history.append([lr, l, h])
    emit("history", history)
    w = sess.run(weights)
    emit("weights", w.ravel())
    emit("zero_weights", int(np.sum(w == 0)))
    for start in range(0, n_examples, 40):
        sess.run([auc_update, mean_loss_update],
                 {categorical: columns[start:start + 40], label: clicks[start:start + 40]})
    emit("auc", sess.run(auc))
    emit("mean_loss", sess.run(mean_loss))
    emit("final_lr", sess.run(learning_rate))
