# tier: opnames
# S000-18: the same shared cell written with one scope and reuse_variables() after the first time step.
import numpy as np


def rnn_cell(x, h):
    W = tf.get_variable("W", [3, 2], initializer=tf.constant_initializer(0.1))
    b = tf.get_variable("b", [2], initializer=tf.constant_initializer(0.0))
    return tf.tanh(tf.matmul(tf.concat([x, h], 1), W) + b)


inputs = [tf.constant([[1.0]], name="x%d" % t) for t in range(3)]
h = tf.zeros([1, 2], name="h0")
outputs = []
with tf.variable_scope("rnn") as scope:
    for t, x in enumerate(inputs):
        if t > 0:
            scope.reuse_variables()
        h = rnn_cell(x, h)
        outputs.append(h)
emit("variables", tf.global_variables())
emit("outputs", outputs)
emit("tanh_ops", [op.name for op in tf.get_default_graph().get_operations() if op.type == 'Tanh'])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    vals = sess.run(outputs)
emit("values", [np.round(v, 5) for v in vals])
