# tier: semantics
# Local variables: get_local_variable and collections=[LOCAL_VARIABLES] stay out of the global
# and trainable lists and are initialised by local_variables_initializer.
with tf.variable_scope('metrics'):
    total = tf.get_local_variable('total', [], initializer=tf.zeros_initializer())
    count = tf.get_variable('count', [], collections=[tf.GraphKeys.LOCAL_VARIABLES],
                            initializer=tf.ones_initializer())
emit("local", tf.local_variables())
emit("global", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("total_trainable", total.trainable)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    expect_error(lambda: sess.run(total), "not_global")
    sess.run(tf.local_variables_initializer())
    emit("values", sess.run([total, count]))
