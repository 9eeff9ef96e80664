# tier: semantics
# Integer FloorDiv and FloorMod (tf.floordiv, //, %, tf.mod) by a zero fed at run time fail with
# TF's InvalidArgumentError "Integer division by zero"; float division gives inf and nan.
a = tf.constant([7, -7])
b = tf.placeholder(tf.int32, [2])
sess = tf.Session()
emit("floordiv", sess.run(tf.floordiv(a, b), {b: [2, -2]}))
emit("mod", sess.run(a % b, {b: [2, -3]}))
for key, t in [("floordiv_zero", tf.floordiv(a, b)), ("op_floordiv_zero", a // b),
               ("mod_zero", a % b), ("tf_mod_zero", tf.mod(a, b))]:
    expect_error(lambda t=t: sess.run(t, {b: [2, 0]}), key)
f = tf.placeholder(tf.float32, [2])
emit("float_floordiv", sess.run(tf.floordiv(tf.constant([7.0, -7.0]), f), {f: [0.0, 2.0]}))
# An empty dividend divides nothing, so a zero divisor is no error (a scalar's Sum gradient
# takes its axes mod a rank of 0).
e = tf.placeholder(tf.int32, [None])
z = tf.placeholder(tf.int32, [])
for key, fn in [("floordiv", tf.floordiv), ("floormod", tf.floormod),
                ("truncatediv", tf.truncatediv), ("truncatemod", tf.truncatemod)]:
    emit("empty_" + key, sess.run(fn(e, z), {e: [], z: 0}))
