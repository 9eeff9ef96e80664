# tier: semantics
# str(node_def) of a get_variable's VariableV2, its Assign (initializer), its read Identity and
# the initial-value Const, plus get_attr('_class') on them.
with tf.variable_scope('s'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(0.5))
for key, op in [('var', w.op), ('assign', w.initializer), ('read', w.value().op),
                ('init_value', w.initializer.inputs[1].op)]:
    emit(key, str(op.node_def).split('\n'))
emit("class_assign", w.initializer.get_attr('_class'))
emit("class_read", w.value().op.get_attr('_class'))
expect_error(lambda: w.op.get_attr('_class'), "var_has_no_class")
