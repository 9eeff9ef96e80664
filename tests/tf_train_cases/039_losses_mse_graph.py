# tier: graph
# tf.losses.mean_squared_error with the default reduction, SUM_BY_NONZERO_WEIGHTS: the
# static weights check (a NoOp every later op depends on), num_present (Equal, Select, a
# broadcast to the losses' shape, Sum), a Sum of the scalar sum and DivNoNan named "value".
# Its gradient: DivNoNan's, the Sum of a scalar (Reshape to [], two shape Consts), and
# SquaredDifference's.
import numpy as np
x = tf.placeholder(tf.float32, [None, 3], name='x')
y = tf.placeholder(tf.float32, [None, 3], name='y')
loss = tf.losses.mean_squared_error(labels=y, predictions=x)
emit("loss", [loss, loss.shape])
emit("forward", graph_nodes()[2:])
emit("collection", tf.get_collection(tf.GraphKeys.LOSSES))
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2, 2], initializer=tf.constant_initializer([[1.0, 2.0], [3.0, 4.0]]))
n = len(graph_nodes())
known = tf.losses.mean_squared_error([[0.0, 1.0], [1.0, 1.0]], w)
emit("known", graph_nodes()[n:])
n = len(graph_nodes())
dw, = tf.gradients(known, [w])
emit("backward", [dw, graph_nodes()[n:]])
n = len(graph_nodes())
ad = tf.losses.absolute_difference(y, x, scope='l1')
emit("absolute_difference", [ad, graph_nodes()[n:]])
emit("losses", tf.losses.get_losses())
feed = {x: np.array([[1.0, 2.0, 3.0], [0.0, -1.0, 0.5]], np.float32),
        y: np.array([[1.5, 2.0, 1.0], [0.0, 1.0, 0.0]], np.float32)}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([loss, known, dw, ad], feed))
    emit("empty_batch", sess.run(loss, {x: np.zeros([0, 3], np.float32),
                                        y: np.zeros([0, 3], np.float32)}))
