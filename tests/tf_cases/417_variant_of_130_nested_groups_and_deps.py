# tier: semantics
# Variant of 130: a group of groups, nested control_dependencies and an int32 counter.
a = tf.Variable(1, name='a')
b = tf.Variable(10, name='b')
g1 = tf.group(tf.assign_add(a, 1), name='g1')
g2 = tf.group(tf.assign_add(b, 5), name='g2')
both = tf.group(g1, g2)
with tf.control_dependencies([tf.assign(a, 100)]):
    with tf.control_dependencies([tf.assign(b, 7)]):
        s = a + b
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("group_result", sess.run(both))
    emit("after_group", sess.run([a, b]))
    sess.run(both)
    emit("after_group_twice", sess.run([a, b]))
    emit("forced_sum", sess.run(s))
emit("names", [g1, g2, both])
