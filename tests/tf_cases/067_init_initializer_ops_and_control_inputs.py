# tier: opnames
# The init NoOps: control inputs in variable creation order, local variables, the deprecated
# aliases and custom names.
a = tf.Variable(1.0, name='a')
with tf.variable_scope('s'):
    b = tf.get_variable('b', [1])
loc = tf.Variable(0, name='loc', collections=[tf.GraphKeys.LOCAL_VARIABLES])
g_init = tf.global_variables_initializer()
l_init = tf.local_variables_initializer()
old = tf.initialize_all_variables()
mine = tf.variables_initializer([b, a], name='mine')
emit("names", [g_init, l_init, old, mine])
emit("types", [g_init.type, l_init.type, mine.type])
emit("controls", [g_init.control_inputs, l_init.control_inputs, mine.control_inputs])
emit("local", tf.local_variables())
emit("global", tf.global_variables())
with tf.Session() as sess:
    sess.run([g_init, l_init])
    emit("loc", sess.run(loc))
