# tier: semantics
# Variant of 125: close() inside the with-block, running an op on a closed session, and a
# session that is never entered but closed twice.
v = tf.Variable(2.0, name='v')
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("inside", sess.run(v))
    sess.close()
    expect_error(lambda: sess.run(v), "closed_inside_with")
expect_error(lambda: sess.run(v.initializer), "op_after_with")
s2 = tf.Session()
s2.run(v.initializer)
emit("s2", s2.run(v * 2.0))
s2.close()
s2.close()
expect_error(lambda: s2.run([v]), "list_after_close")
emit("ok", True)
