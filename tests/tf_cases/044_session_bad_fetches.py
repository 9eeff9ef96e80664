# tier: semantics
# Errors for bad fetches: None, ints, unknown names, op-vs-tensor names, foreign graphs; the
# messages' first lines.
c = tf.constant(1.0, name='c')
g = tf.Graph()
with g.as_default():
    other = tf.constant(2.0, name='other')
with tf.Session() as sess:
    expect_error(lambda: sess.run(None), "none")
    expect_error(lambda: sess.run(3), "int")
    expect_error(lambda: sess.run('nope:0'), "unknown_tensor_name")
    expect_error(lambda: sess.run('nope'), "unknown_op_name")
    expect_error(lambda: sess.run('c:1'), "bad_index")
    expect_error(lambda: sess.run(other), "foreign_tensor")
    expect_error(lambda: sess.run([c, None]), "none_in_list")
    emit("op_name_fetch", sess.run('c'))
    emit("ok_after_errors", sess.run('c:0'))
