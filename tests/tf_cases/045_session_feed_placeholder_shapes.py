# tier: semantics
# Placeholders with unknown dims accept any size there; unknown rank accepts anything;
# a fed value is converted to the placeholder dtype; the unfed error names dtype and shape.
a = tf.placeholder(tf.float32, [None, 2], name='a')
u = tf.placeholder(tf.float32, name='u')
i = tf.placeholder(tf.int32, [3], name='i')
s = tf.reduce_sum(a)
with tf.Session() as sess:
    emit("rows_1", sess.run(s, {a: [[1, 2]]}))
    emit("rows_3", sess.run(s, {a: [[1, 2], [3, 4], [5, 6]]}))
    emit("unknown_rank", sess.run(u * 2.0, {u: [[1.0], [2.0]]}))
    emit("int_feed", sess.run(i, {i: [1.0, 2.0, 3.0]}))
    expect_error(lambda: sess.run(s, {a: [[1, 2, 3]]}), "bad_cols")
    expect_error(lambda: sess.run(s), "unfed_a")
    expect_error(lambda: sess.run(u), "unfed_u")
    expect_error(lambda: sess.run(i), "unfed_i")
emit("shapes", [a.shape, u.shape, i.shape, s.shape])
