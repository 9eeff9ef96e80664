# tier: graph
# tf.Variable with a callable initial value (built under V/Initializer), an explicit dtype that
# converts a Python value, and a numpy array.
import numpy as np

a = tf.Variable(lambda: tf.zeros([2]), name='a')
b = tf.Variable(1, dtype=tf.float32, name='b')
c = tf.Variable(np.arange(3, dtype=np.int64), name='c')
with tf.variable_scope('s'):
    d = tf.Variable(lambda: tf.ones([1]) * 3.0, name='d')
emit("nodes", graph_nodes())
emit("dtypes", [v.dtype for v in (a, b, c, d)])
emit("colocation", [v.initializer.inputs[1].op.colocation_groups() for v in (a, b, c, d)])
expect_error(lambda: tf.Variable(1.0, collections='notalist'), "collections_not_list")
