# tier: opnames
# initialized_value() of variables made at the root, called inside variable_scope/name_scope
# combinations; the names of the cond's pieces in each place.
v = tf.Variable(1.0, name='v')
g = tf.get_variable('g', [], initializer=tf.ones_initializer())
out = []
with tf.variable_scope('vs'):
    out.append(v.initialized_value())
    with tf.name_scope('ns'):
        out.append(g.initialized_value())
with tf.name_scope('top'):
    with tf.variable_scope('vs2'):
        out.append(v.initialized_value())
out.append(v.initialized_value())
emit("tensors", out)
emit("inputs", [[t.name for t in o.op.inputs] for o in out])
emit("switch_types", [[t.op.type for t in o.op.inputs] for o in out])
