# tier: graph
# tf.nn.sigmoid_cross_entropy_with_logits: zeros_like, GreaterEqual, two Selects, Log1p(Exp) in
# scope logistic_loss; its gradient (Select and Log1p gradients, an AddN of four for the logits).
import numpy as np
x = tf.placeholder(tf.float32, [None, 3], name='x')
z = tf.placeholder(tf.float32, [None, 3], name='z')
loss = tf.nn.sigmoid_cross_entropy_with_logits(labels=z, logits=x)
emit("loss", [loss, loss.shape])
emit("forward", graph_nodes()[2:])
n = len(graph_nodes())
dx, dz = tf.gradients(loss, [x, z])
emit("grads", [dx, dz, dx.shape])
emit("backward", graph_nodes()[n:])
# Known shapes: zeros_like is a Const; a name replaces the logistic_loss scope.
k = tf.constant([[-30.0, 0.0, 2.5]], name='k')
n = len(graph_nodes())
named = tf.nn.sigmoid_cross_entropy_with_logits(labels=[[1.0, 0.0, 1.0]], logits=k, name='bce')
emit("named", graph_nodes()[n:])
feed = {x: np.array([[-2.0, 0.0, 40.0], [1e-3, -50.0, 3.0]], np.float32),
        z: np.array([[0.0, 1.0, 1.0], [0.5, 0.0, 0.25]], np.float32)}
with tf.Session() as sess:
    emit("values", sess.run([loss, dx, dz, named], feed))
