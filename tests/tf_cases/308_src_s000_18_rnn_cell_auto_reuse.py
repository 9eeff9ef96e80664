# tier: opnames
# S000-18: RNN cells are big users of variable scopes: one cell's weights shared across time steps via variable_scope(..., reuse=tf.AUTO_REUSE).
import numpy as np


def rnn_cell(x, h):
    with tf.variable_scope("rnn_cell", reuse=tf.AUTO_REUSE):
        W = tf.get_variable("W", [3, 2], initializer=tf.constant_initializer(0.1))
        b = tf.get_variable("b", [2], initializer=tf.constant_initializer(0.0))
        return tf.tanh(tf.matmul(tf.concat([x, h], 1), W) + b)


inputs = [tf.constant([[1.0]], name="x%d" % t) for t in range(3)]
h = tf.zeros([1, 2], name="h0")
outputs = []
for x in inputs:
    h = rnn_cell(x, h)
    outputs.append(h)
emit("variables", tf.global_variables())
emit("outputs", outputs)
emit("matmul_inputs", [[op.name, [t.name for t in op.inputs]]
                       for op in tf.get_default_graph().get_operations() if op.type == 'MatMul'])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    vals = sess.run(outputs)
emit("values", [np.round(v, 5) for v in vals])
