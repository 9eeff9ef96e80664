# tier: opnames
# Names and control inputs of init ops: default names repeat as init_1, init_2; an empty list
# gives a NoOp with no inputs; custom names; under a name scope.
a = tf.Variable(1.0, name="a")
b = tf.Variable(2.0, name="b")
i1 = tf.variables_initializer([a])
i2 = tf.variables_initializer([b, a])
i3 = tf.variables_initializer([])
i4 = tf.variables_initializer([a], name="only_a")
with tf.name_scope("ns"):
    i5 = tf.global_variables_initializer()
    i6 = tf.variables_initializer([b])
for i, op in enumerate([i1, i2, i3, i4, i5, i6]):
    emit("op%d" % i, [op.name, op.type, [c.name for c in op.control_inputs]])
