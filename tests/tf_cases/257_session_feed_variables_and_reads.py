# tier: semantics
# Feeding a variable, its read, and ops reading it inside one run: which feeds win, and that the
# stored value is untouched afterwards.
v = tf.Variable([1.0, 2.0], name='v')
w = tf.get_variable('w', [2], initializer=tf.ones_initializer())
s = v + w
t = s * 2.0
asg = tf.assign(w, v * 10.0)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("plain", sess.run(t))
    emit("feed_v", sess.run(t, {v: [0.0, 0.0]}))
    emit("feed_read", sess.run(t, {w.value(): [5.0, 5.0]}))
    emit("feed_both", sess.run([s, t], {v: [1.0, 1.0], s: [9.0, 9.0]}))
    emit("assign_with_fed_v", sess.run(asg, {v: [3.0, 4.0]}))
    emit("w_after", sess.run(w))
    emit("v_after", sess.run(v))
    expect_error(lambda: sess.run(t, {v: [1.0, 2.0, 3.0]}), "bad_shape")
    expect_error(lambda: sess.run(t, {'v:0': 'x'}), "bad_value")
