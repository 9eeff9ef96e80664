# tier: opnames
# Variant of 113: op names of variable pieces in nested scopes a/b, plus repeated initializers
# and local_variables_initializer.
with tf.variable_scope('a'):
    with tf.variable_scope('b.1'):
        W = tf.get_variable('W', [2], dtype=tf.float64, initializer=tf.ones_initializer())
    with tf.name_scope('n'):
        V = tf.Variable(tf.zeros([2]), name='V')
emit("W_op", W.op)
emit("W_initializer", W.initializer)
emit("W_value", W.value())
emit("V_op", V.op)
emit("V_initializer", V.initializer)
emit("V_value", V.value())
emit("init_ops", [tf.global_variables_initializer(), tf.local_variables_initializer(),
                  tf.global_variables_initializer(), tf.variables_initializer([V])])
with tf.name_scope('scoped'):
    emit("scoped_init", tf.global_variables_initializer())
