# tier: opnames
# Auto-packing in tf.Variable initial values, tf.constant-like helpers and math with lists of
# tensors; values and the Pack ops' names.
import numpy as np

a = tf.constant(1.0, name="a")
b = tf.constant(2.0, name="b")
v = tf.Variable([a, b, 3.0], name="v")
s = tf.add(tf.constant([1.0, 1.0], name="c"), [a, b], name="s")
m = tf.stack([[a, b], [b, a]], name="m")
x = tf.placeholder(tf.float32, [None, 3], name="x")
r = tf.reshape(x, [-1, tf.shape(x)[1] * 1])
emit("v", [v.initial_value.name, v.initial_value.op.type, v.dtype, v.shape])
emit("s_inputs", [t.name for t in s.op.inputs])
emit("m", [m.shape, [t.name for t in m.op.inputs]])
emit("r_shape", r.shape)
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("vals", sess.run([v, s, m]))
    emit("r", sess.run(r, {x: np.ones([2, 3], np.float32)}).shape)
