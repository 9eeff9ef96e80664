# tier: semantics
# Reusing a variable with a different initializer (type or value), trainable flag, or
# collections is silently accepted: the first definition wins.
with tf.variable_scope('s'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
with tf.variable_scope('s', reuse=True):
    w1 = tf.get_variable('w', [2], initializer=tf.zeros_initializer())
    w2 = tf.get_variable('w', [2], initializer=tf.random_normal_initializer())
    w3 = tf.get_variable('w', initializer=tf.constant([5.0, 5.0]))
    w4 = tf.get_variable('w', [2], trainable=False, collections=['other'])
    expect_error(lambda: tf.get_variable('w', initializer=tf.constant([5.0, 5.0, 5.0])),
                 "tensor_initializer_other_shape")
    expect_error(lambda: tf.get_variable('w', [2], initializer=tf.constant([1.0, 1.0])),
                 "tensor_initializer_with_shape")
emit("same", [x is w for x in (w1, w2, w3, w4)])
emit("collections", [tf.trainable_variables(), tf.get_collection('other')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("value", sess.run(w))
