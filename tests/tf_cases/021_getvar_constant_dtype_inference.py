# tier: semantics
# Dtypes TF infers for constants and initial values: Python floats float32, ints int32, big ints
# int64, bools, numpy arrays keep their dtype; mixed lists.
import numpy as np

vals = [tf.constant(1.0), tf.constant(1), tf.constant(2 ** 40), tf.constant(True),
        tf.constant([1, 2.5]), tf.constant(np.array([1.0, 2.0])), tf.constant(np.int16(3)),
        tf.constant([[1, 2], [3, 4]], dtype=tf.float32)]
emit("dtypes", [t.dtype for t in vals])
emit("shapes", [t.shape for t in vals])
emit("names", vals)
v = tf.Variable(np.zeros([2], dtype=np.float64), name='v')
i = tf.Variable(3, name='i')
emit("var_dtypes", [v.dtype, i.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(vals + [v, i]))
