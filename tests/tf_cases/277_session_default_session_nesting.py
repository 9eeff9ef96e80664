# tier: semantics
# Nested default sessions: Tensor.eval / Operation.run pick the innermost; after leaving the
# inner block the outer one is back; get_default_session identity.
v = tf.Variable(1.0, name='v')
inc = tf.assign_add(v, 1.0)
s1 = tf.Session()
s2 = tf.Session()
s1.run(v.initializer)
s2.run(v.initializer)
with s1.as_default():
    inc.op.run()
    emit("s1_default", tf.get_default_session() is s1)
    with s2.as_default():
        inc.op.run()
        inc.op.run()
        emit("inner", v.eval())
        emit("explicit_s1", v.eval(session=s1))
    emit("outer_again", v.eval())
emit("none_after", tf.get_default_session() is None)
emit("values", [s1.run(v), s2.run(v)])
s1.close()
s2.close()
