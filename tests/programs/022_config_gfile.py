# Session configuration and file handling with tf.gfile: a tf.ConfigProto with
# log_device_placement=False and allow_soft_placement=True for the Session, the training data
# written as CSV lines with tf.gfile.GFile into a folder made by tf.gfile.MakeDirs, checked
# with tf.gfile.Exists / ListDirectory, read back line by line, and a logistic model of two
# classes trained on what was read. The folder is a temporary one removed at the end.
import os
import tempfile

import numpy as np

rng = np.random.RandomState(22)
points = rng.randn(120, 2).astype(np.float32)
classes = (points[:, 0] + 0.5 * points[:, 1] > 0.2).astype(np.float32)

data_dir = os.path.join(tempfile.mkdtemp(prefix="gfile_"), "data")
emit("exists_before", tf.gfile.Exists(data_dir))
tf.gfile.MakeDirs(data_dir)
csv_path = os.path.join(data_dir, "train.csv")
with tf.gfile.GFile(csv_path, "w") as f:
    for (a, b), c in zip(points, classes):
        f.write("%.6f,%.6f,%d\n" % (a, b, c))
emit("listing", tf.gfile.ListDirectory(data_dir))
emit("exists_after", tf.gfile.Exists(csv_path))

rows = []
with tf.gfile.GFile(csv_path, "r") as f:
    for line in f:
        rows.append([float(v) for v in line.strip().split(",")])
rows = np.array(rows, dtype=np.float32)
x_data, y_data = rows[:, :2], rows[:, 2:]
emit("rows_read", len(rows))

tf.set_random_seed(22)
X = tf.placeholder(tf.float32, shape=[None, 2])
Y = tf.placeholder(tf.float32, shape=[None, 1])
W = tf.Variable(tf.random_normal([2, 1]), name='weight')
b = tf.Variable(tf.random_normal([1]), name='bias')
hypothesis = tf.sigmoid(tf.matmul(X, W) + b)
cost = -tf.reduce_mean(Y * tf.log(hypothesis) + (1 - Y) * tf.log(1 - hypothesis))
train = tf.train.GradientDescentOptimizer(learning_rate=0.5).minimize(cost)
predicted = tf.cast(hypothesis > 0.5, dtype=tf.float32)
accuracy = tf.reduce_mean(tf.cast(tf.equal(predicted, Y), dtype=tf.float32))

config = tf.ConfigProto(log_device_placement=False, allow_soft_placement=True)
config.gpu_options.allow_growth = True
with tf.Session(config=config) as sess:
    sess.run(tf.global_variables_initializer())
    costs = []
    for step in range(30):
        cost_val, _ = sess.run([cost, train], feed_dict={X: x_data, Y: y_data})
        if step % 10 == 0:
            print(step, cost_val)
            costs.append(cost_val)
    emit("costs", costs)
    h, acc = sess.run([hypothesis, accuracy], feed_dict={X: x_data, Y: y_data})
    emit("hypothesis", h[:4, 0])
    emit("accuracy", acc)
tf.gfile.DeleteRecursively(os.path.dirname(data_dir))
emit("exists_at_end", tf.gfile.Exists(data_dir))
