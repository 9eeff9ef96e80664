# tier: semantics
# Name clashes between tf.Variable and get_variable in both orders, inside scopes: op names are
# uniquified, the store keys are not; the error messages when sharing.
with tf.variable_scope('s'):
    g = tf.get_variable('v', [1], initializer=tf.ones_initializer())
    t = tf.Variable(2.0, name='v')
    t2 = tf.Variable(3.0, name='v_1')
    g2 = tf.get_variable('v_1', [1], initializer=tf.zeros_initializer())
    expect_error(lambda: tf.get_variable('v', [1]), "get_variable_again")
emit("names", [g, t, t2, g2])
with tf.variable_scope('s', reuse=True):
    emit("lookup", [tf.get_variable('v', [1]) is g, tf.get_variable('v_1', [1]) is g2])
    expect_error(lambda: tf.get_variable('v_1_1', [1]), "op_name_not_a_store_key")
with tf.variable_scope('q'):
    tv = tf.Variable(1.0, name='w')
with tf.variable_scope('q', reuse=True):
    expect_error(lambda: tf.get_variable('w', []), "tf_variable_not_in_store")
emit("count", len(tf.global_variables()))
