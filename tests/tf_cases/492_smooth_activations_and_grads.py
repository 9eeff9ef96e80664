# tier: graph
# tf.nn.softplus, softsign, elu, selu and tf.log_sigmoid: one node each (log_sigmoid is
# Neg/Softplus/Neg in its scope), float types only; their gradients: softplus's is
# grad * sigmoid(x), the others EluGrad/SeluGrad (through the output) and SoftsignGrad.
import numpy as np
x = tf.placeholder(tf.float32, [5], name="x")
acts = [tf.nn.softplus(x), tf.nn.softsign(x), tf.nn.elu(x), tf.nn.selu(x), tf.log_sigmoid(x),
        tf.nn.softplus([1.0, -1.0], name="sp"), tf.nn.elu(tf.constant([-1.0, 1.0], tf.float64)),
        tf.log_sigmoid([0.0], name="ls")]
grads = tf.gradients(tf.add_n([tf.reduce_sum(a) for a in acts[:5]]), x)
per_act = [tf.gradients(a, x)[0] for a in acts[:5]]
emit("nodes", graph_nodes())
emit("grads", grads + per_act)
feed = {x: [-20.0, -1.5, 0.0, 0.5, 20.0]}
with tf.Session() as sess:
    emit("values", sess.run(acts, feed))
    emit("grad_values", sess.run(grads + per_act, feed))
    wide = tf.constant([-40.0, -16.0, -13.0, 0.0, 13.0, 16.0, 40.0])
    emit("softplus_float32_edges", sess.run(tf.nn.softplus(wide)))
    emit("softplus_float64_edges", sess.run(tf.nn.softplus(tf.cast(wide, tf.float64))))
    emit("softplus_half", sess.run(tf.nn.softplus(tf.constant([-10.0, -3.0, 0.0, 3.0, 10.0],
                                                              tf.float16))))
    emit("selu_half", sess.run(tf.nn.selu(np.array([-1.0, 2.0], np.float16))))
for i, f in enumerate([tf.nn.softplus, tf.nn.softsign, tf.nn.elu, tf.nn.selu, tf.log_sigmoid]):
    expect_error(lambda: f(tf.constant([1, 2])), "int_refused_%d" % i)
emit("after_errors", graph_nodes()[-6:])
