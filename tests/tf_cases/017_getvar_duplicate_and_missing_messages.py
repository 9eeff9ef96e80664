# tier: semantics
# First lines of the get_variable sharing errors: already exists, does not exist, and the
# variable left over by a tf.Variable of the same name.
with tf.variable_scope('layer'):
    w = tf.get_variable('w', [3])
    expect_error(lambda: tf.get_variable('w', [3]), "duplicate_same_scope")
with tf.variable_scope('layer'):
    expect_error(lambda: tf.get_variable('w', [3]), "duplicate_reentry")
with tf.variable_scope('layer', reuse=True):
    expect_error(lambda: tf.get_variable('b', [3]), "missing")
    with tf.variable_scope('deep'):
        expect_error(lambda: tf.get_variable('w', [3]), "missing_nested")
tv = tf.Variable(1.0, name='tv')
with tf.variable_scope(tf.get_variable_scope(), reuse=True):
    expect_error(lambda: tf.get_variable('tv', []), "tf_variable_not_in_store")
emit("variables", tf.global_variables())
emit("scope_after", [tf.get_variable_scope().name, tf.get_variable_scope().reuse])
