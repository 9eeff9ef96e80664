# tier: opnames
# Colocation groups of the ops initialized_value() builds and of the rewritten initial value of
# a dependent variable.
W = tf.get_variable('W', [2], initializer=tf.ones_initializer())
iv = W.initialized_value()
V = tf.Variable(iv * 2.0, name='V')
g = tf.get_default_graph()
for name in ['IsVariableInitialized', 'cond/Switch', 'cond/read/Switch', 'cond/read',
             'cond/Switch_1', 'cond/Merge', 'mul', 'V/Assign', 'V/read']:
    emit(name, g.get_operation_by_name(name).colocation_groups())
emit("assign_inputs", [t.name for t in V.initializer.inputs])
emit("rewritten_groups", V.initializer.inputs[1].op.colocation_groups())
