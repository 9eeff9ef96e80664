# tier: opnames
# A chain a -> b -> c through initialized_value(), each in its own variable scope, the last read
# inside a name scope: names of the conds and initial values.
with tf.variable_scope('s1'):
    a = tf.get_variable('a', [2], initializer=tf.ones_initializer())
with tf.variable_scope('s2'):
    av = a.initialized_value()
    b = tf.Variable(av * 2.0, name='b')
with tf.variable_scope('s3'):
    with tf.name_scope('ns'):
        bv = b.initialized_value()
    c = tf.get_variable('c', initializer=bv + 1.0)
emit("av", [av, av.op.type, [t.name for t in av.op.inputs]])
emit("bv", [bv, bv.op.type, [t.name for t in bv.op.inputs]])
emit("initial", [b.initial_value, c.initial_value if hasattr(c, 'initial_value') else None])
emit("assigns", [b.initializer.inputs[1], c.initializer.inputs[1]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("c", sess.run(c))
