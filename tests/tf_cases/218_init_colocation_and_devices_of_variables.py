# tier: semantics
# Colocation groups of a variable's ops and initial-value ops, for tf.Variable and
# get_variable, and what colocate_with(variable) gives ops built inside.
v = tf.Variable(tf.zeros([2]), name="v")
with tf.variable_scope("s"):
    w = tf.get_variable("w", [2], initializer=tf.ones_initializer())
with tf.colocate_with(v.op):
    near = tf.identity(v, name="near")
with tf.colocate_with(w):
    near_w = tf.add(w, 1.0, name="near_w")
for op in [v.op, v.initializer, v.value().op, v.initial_value.op, w.op, w.initializer,
           w.initial_value.op, near.op, near_w.op]:
    emit(op.name, op.colocation_groups())
