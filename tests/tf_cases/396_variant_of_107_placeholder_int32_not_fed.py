# tier: semantics
# Variant of 107: two int32 placeholders in a scope; feeding only one of them still fails.
with tf.name_scope('inp.1'):
    a = tf.placeholder(tf.int32, [2], name='a')
    b = tf.placeholder(tf.int32, [], name='b-2')
y = a * b
with tf.Session() as sess:
    expect_error(lambda: sess.run(y), "none_fed")
    expect_error(lambda: sess.run(y, {a: [1, 2]}), "b_not_fed")
    try:
        sess.run(y, {b: 3})
    except tf.errors.InvalidArgumentError as e:
        emit("mentions_a", "You must feed a value for placeholder tensor 'inp.1/a'" in str(e))
    emit("fed", sess.run(y, {a: [1, 2], b: 3}))
    emit("fed_by_name", sess.run(y, {'inp.1/a:0': [4, 5], 'inp.1/b-2:0': -1}))
