# tier: opnames
# Variant of 014: op names inside a dotted scope: sub, repeated mul, neg, matmul, reduce_sum.
with tf.variable_scope("foo.1-x"):
    with tf.variable_scope("bar"):
        v = tf.get_variable("v", [2], dtype=tf.float64)
        a = 1.0 - v
        b = v - 1.0
        c = v * 2.0
        d = 3.0 * v
        e = -v
        s = tf.reduce_sum(v)
        m = tf.get_variable("m", [2, 2], dtype=tf.float64)
        z = tf.matmul(m, m)
        q = v / 2.0
emit("ops", [a, b, c, d, e, s, z, q])
emit("types", [t.op.type for t in (a, b, c, d, e, s, z, q)])
emit("sum_inputs", [t.name for t in s.op.inputs])
