# tier: semantics
# tf.uint16: an unsigned integer type (is_integer, is_unsigned, limits), found from its name, its
# enum number and numpy's uint16; get_variable defaults it to zeros; constants, casts and true
# division (to float32) work with it.
import numpy as np
u = tf.uint16
emit("properties", [u.name, u.is_integer, u.is_unsigned, u.is_floating, u.min, u.max, u.size,
                    u.as_datatype_enum, repr(u), u._as_ref.name])
emit("as_dtype", [tf.as_dtype('uint16') is u, tf.as_dtype(np.uint16) is u, tf.as_dtype(17) is u,
                  tf.as_dtype(np.dtype('uint16')) is u])
v = tf.get_variable('v', [2, 2], dtype=tf.uint16)
c = tf.constant([1, 65535], dtype=tf.uint16, name='c')
s = tf.cast([3.7, 70000.0], tf.uint16)
d = c / tf.constant([2, 5], dtype=tf.uint16)
emit("dtypes", [v.dtype, c.dtype, s.dtype, d.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([v, c, d]))
expect_error(lambda: tf.constant(-1, dtype=tf.uint16), "negative")
