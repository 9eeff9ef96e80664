# tier: opnames
# Names of init ops from variables_initializer inside scopes, with duplicate names, and of
# initializers of variables created inside a control_dependencies block.
a = tf.Variable(1.0, name='a')
with tf.variable_scope('vs'):
    i1 = tf.variables_initializer([a], name='my_init')
    i2 = tf.variables_initializer([a], name='my_init')
    i3 = tf.global_variables_initializer()
with tf.name_scope('ns'):
    i4 = tf.variables_initializer([a])
    i5 = tf.local_variables_initializer()
i6 = tf.variables_initializer([a], name='vs/my_init')
emit("inits", [i1, i2, i3, i4, i5, i6])
emit("types", [i.type for i in (i1, i2, i3, i4, i5, i6)])
emit("controls", [[c.name for c in i.control_inputs] for i in (i1, i4, i5)])
