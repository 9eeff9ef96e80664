# tier: opnames
# S003-01: the linear model: placeholder x [None, 784], W [784, 10] and b [10] zeros, y = matmul(x, W) + b.
import numpy as np

x  = tf.placeholder(tf.float32, [None, 784])
W = tf.Variable(tf.zeros([784,10]), name='W')
b = tf.Variable(tf.zeros([10]), name='b')
y = tf.matmul(x, W) + b
emit("tensors", [x, W, b, y])
emit("shapes", [x.shape, W.shape, b.shape, y.shape])
emit("y_op", [y.op.name, y.op.type, [t.name for t in y.op.inputs]])
emit("matmul_inputs", [t.name for t in y.op.inputs[0].op.inputs])
init = tf.global_variables_initializer()
with tf.Session() as sess:
    sess.run(init)
    out = sess.run(y, feed_dict={x: np.ones([2, 784], np.float32)})
emit("y_value", out)
