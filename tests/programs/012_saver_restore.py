# Checkpointing as the tutorials taught it: a non-trainable global_step variable passed to
# minimize, tf.train.Saver().save(sess, path, global_step=global_step) every few steps, then a
# fresh session that restores the latest checkpoint (tf.train.latest_checkpoint) and carries
# on training from the step it had reached. The checkpoints go to a temporary folder.
import os
import shutil
import tempfile

import numpy as np

rng = np.random.RandomState(12)
train_X = rng.rand(100, 3).astype(np.float32)
train_Y = (train_X.dot(np.array([[2.0], [-3.0], [0.5]])) + 1.0
           + 0.1 * rng.randn(100, 1)).astype(np.float32)
ckpt_dir = tempfile.mkdtemp(prefix="ckpt_")

tf.set_random_seed(12)
X = tf.placeholder(tf.float32, [None, 3], name="X")
Y = tf.placeholder(tf.float32, [None, 1], name="Y")
W = tf.Variable(tf.random_normal([3, 1]), name="weights")
b = tf.Variable(tf.zeros([1]), name="bias")
pred = tf.matmul(X, W) + b
cost = tf.reduce_mean(tf.square(pred - Y))
global_step = tf.Variable(0, name='global_step', trainable=False)
optimizer = tf.train.MomentumOptimizer(0.1, 0.9).minimize(cost, global_step=global_step)

saver = tf.train.Saver(max_to_keep=2)
emit("variables", tf.global_variables())
emit("op_count", len(tf.get_default_graph().get_operations()))

losses = []
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for i in range(12):
        _, c = sess.run([optimizer, cost], feed_dict={X: train_X, Y: train_Y})
        if (i + 1) % 4 == 0:
            losses.append(c)
            path = saver.save(sess, os.path.join(ckpt_dir, 'model.ckpt'),
                              global_step=global_step)
            print("Saved to", path, "loss", c)
    emit("last_saved", os.path.basename(path))
    emit("weights_at_save", sess.run(W))
emit("losses", losses)
emit("checkpoint_files", sorted(f for f in os.listdir(ckpt_dir) if f.endswith('.index')))

with tf.Session() as sess:
    latest = tf.train.latest_checkpoint(ckpt_dir)
    emit("latest", os.path.basename(latest))
    saver.restore(sess, latest)
    emit("restored_step", sess.run(global_step))
    emit("restored_weights", sess.run(W))
    more = []
    for i in range(6):
        _, c, step = sess.run([optimizer, cost, global_step], feed_dict={X: train_X, Y: train_Y})
        more.append(c)
    emit("continued_losses", more)
    emit("final_step", sess.run(global_step))
    emit("final_weights", sess.run([W, b]))
shutil.rmtree(ckpt_dir)
