# tier: semantics
# Variant of 121: deeper nestings of lists and tuples, one-element tuples, fetches mixing ops.
x = tf.constant(2, name='x')
y = x * 3
nop = tf.no_op()
with tf.Session() as sess:
    one = sess.run((x,))
    deep = sess.run([[x, [y]], ((y,), x)])
    with_op = sess.run([nop, x, (nop,)])
    empty_tuple = sess.run(())
emit("one_type", type(one).__name__)
emit("one", one)
emit("deep_types", [type(deep[0][1]).__name__, type(deep[1]).__name__, type(deep[1][0]).__name__])
emit("deep", deep)
emit("with_op", with_op)
emit("empty_tuple", [type(empty_tuple).__name__, empty_tuple])
