# tier: semantics
# Variant of 037: the lazy template's first call happens in o1/o2 (with a name_scope around it);
# a second call at the top keeps o1/o2/tt.
def fn(x):
    a = tf.get_variable('k', [], initializer=tf.constant_initializer(3.0))
    b = tf.get_variable('frozen', [], trainable=False, initializer=tf.zeros_initializer())
    return x + a + b


t = tf.make_template('tt', fn)
emit("scope_before", t.variable_scope is None)
emit("scope_name_before", t.variable_scope_name)
emit("variables_before", t.variables)
x = tf.constant(1.0, name='x')
with tf.name_scope('n'):
    with tf.variable_scope('o1'):
        with tf.variable_scope('o2'):
            y = t(x)
y2 = t(x)
emit("scope_after", t.variable_scope.name)
emit("scope_name_after", t.variable_scope_name)
emit("variables_after", t.variables)
emit("trainable_after", t.trainable_variables)
emit("non_trainable_after", t.non_trainable_variables)
