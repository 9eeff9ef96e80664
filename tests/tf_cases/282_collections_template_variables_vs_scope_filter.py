# tier: semantics
# A template named with regex characters ('a.b'): its .variables filter by escaped prefix, while
# get_collection(scope=...) treats the name as a regex.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.ones_initializer())


with tf.variable_scope('axb'):
    other = tf.get_variable('w', [])
t = tf.make_template('a.b', fn)
t(tf.constant(1.0, name='x'))
emit("template_vars", t.variables)
emit("template_trainable", t.trainable_variables)
emit("regex_filter", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='a.b'))
emit("regex_filter_scope", tf.global_variables(scope=t.variable_scope.name))
emit("trainable_filter", tf.trainable_variables('a\\.b'))
