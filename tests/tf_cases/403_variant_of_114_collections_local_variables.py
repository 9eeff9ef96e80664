# tier: semantics
# Variant of 114: LOCAL_VARIABLES collection via get_variable / tf.Variable, local init, custom
# collections on tf.Variable, scope filters on get_collection.
with tf.variable_scope('m'):
    a = tf.get_variable('a', [1], collections=[tf.GraphKeys.LOCAL_VARIABLES],
                        initializer=tf.zeros_initializer())
    b = tf.Variable(2.0, name='b', collections=['mine'])
    c = tf.Variable(3.0, name='c', trainable=False, collections=['mine', tf.GraphKeys.GLOBAL_VARIABLES])
    d = tf.get_variable('d', [1], trainable=False, initializer=tf.ones_initializer())
e = tf.get_variable('e', [1], initializer=tf.ones_initializer())
emit("global", tf.global_variables())
emit("local", tf.local_variables())
emit("trainable", tf.trainable_variables())
emit("mine", tf.get_collection('mine'))
emit("keys", [tf.GraphKeys.LOCAL_VARIABLES, tf.GraphKeys.MODEL_VARIABLES])
emit("scope_filter", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='m'))
emit("regex_filter", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='m/[cd]'))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    expect_error(lambda: sess.run(a), "local_not_global")
    sess.run(tf.local_variables_initializer())
    emit("a", sess.run(a))
    expect_error(lambda: sess.run(b), "b_in_mine_only")
