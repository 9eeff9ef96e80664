# tier: semantics
# Variant of 128: three sessions on one graph, int32 counter, one session re-initialised.
v = tf.Variable(0, name='counter')
inc = tf.assign_add(v, 2)
sessions = [tf.Session() for _ in range(3)]
for s in sessions:
    s.run(v.initializer)
for i, s in enumerate(sessions):
    for _ in range(i + 1):
        s.run(inc)
emit("values", [s.run(v) for s in sessions])
sessions[1].run(v.initializer)
emit("after_reinit", [s.run(v) for s in sessions])
for s in sessions:
    s.close()
with tf.Session() as s4:
    expect_error(lambda: s4.run(inc), "fresh_session_inc")
