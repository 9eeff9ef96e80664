# tier: graph
# Dense layers node for node: an activation, no bias, a truncated-normal kernel initializer with
# a seed, the scope's initializer, a float64 input (float64 variables), inputs of rank 3 with a
# known and an unknown batch (Tensordot), a numpy input (a Const outside the layer), one layer
# object called twice (dense/MatMul_1) and a layer first called inside a name scope.
import numpy as np
x = tf.placeholder(tf.float32, [None, 3], name="x")
a = tf.layers.dense(x, 2, activation=tf.nn.relu, use_bias=False,
                    kernel_initializer=tf.truncated_normal_initializer(stddev=0.1, seed=4))
with tf.variable_scope("init", initializer=tf.random_normal_initializer(seed=2)):
    b = tf.layers.dense(x, 2, bias_initializer=tf.constant_initializer(0.5))
d = tf.layers.dense(tf.placeholder(tf.float64, [4, 2], name="x64"), 3, name="wide")
r3 = tf.layers.dense(tf.placeholder(tf.float32, [None, 5, 3], name="seq"), 2)
k3 = tf.layers.dense(tf.placeholder(tf.float32, [4, 5, 3], name="seq4"), 2)
n = tf.layers.dense(np.ones((2, 3), np.float32), 1)
layer = tf.layers.Dense(4, activation=tf.tanh, name="shared")
with tf.name_scope("outer"):
    o1 = layer(x)
o2 = layer(x)
emit("outputs", [a, b, d, r3, k3, n, o1, o2])
emit("shapes", [str(t.shape) for t in (a, b, d, r3, k3, n, o1, o2)])
emit("dtypes", [d.dtype, tf.global_variables()[2].dtype])
emit("nodes", graph_nodes())
