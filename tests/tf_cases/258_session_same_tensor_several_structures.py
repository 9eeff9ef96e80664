# tier: semantics
# One run fetching the same tensor, the same variable and the same assign op in several nested
# structures: the assign runs once, every position sees the same values.
v = tf.Variable(0.0, name='v')
inc = tf.assign_add(v, 1.0)
r = v.read_value()
with tf.Session() as sess:
    sess.run(v.initializer)
    out = sess.run({'a': [inc, (inc, {'b': inc})], 'c': (inc,)})
    emit("out", out)
    emit("v_after_one_run", sess.run(v))
    out2 = sess.run([inc.op, [inc.op], {'x': inc.op}])
    emit("ops_only", out2)
    emit("v_after_ops", sess.run(v))
    emit("reads", sess.run([v, r, v.value(), (r, v)]))
    emit("types", [type(x).__name__ for x in sess.run([inc, (inc,), [inc], {'k': inc}])])
