# tier: graph
# Second derivatives: tf.gradients of a gradient differentiates the *Grad ops. ReluGrad,
# Relu6Grad and LeakyReluGrad are linear in the incoming gradient (zeros for the other input);
# TanhGrad, SigmoidGrad, SqrtGrad and ReciprocalGrad get both partial derivatives, built under
# a control dependency on the incoming gradient.
import numpy as np
a = tf.placeholder(tf.float32, [2, 3], name="a")
out = {}
for key, f in [("relu", tf.nn.relu), ("relu6", tf.nn.relu6),
               ("leaky", lambda x: tf.nn.leaky_relu(x, 0.3)), ("tanh", tf.tanh),
               ("sigmoid", tf.sigmoid), ("sqrt", lambda x: tf.sqrt(x * x + 1.0)),
               ("reciprocal", lambda x: tf.reciprocal(x + 3.0))]:
    first = tf.gradients(f(a) * f(a), [a])[0]
    out[key] = tf.gradients(first, [a])
emit("grads", out)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(out, {a: [[-1.0, 0.5, 2.0], [7.0, -0.25, 1.5]]}))
