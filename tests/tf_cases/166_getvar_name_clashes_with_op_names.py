# tier: opnames
# A get_variable or tf.Variable whose name is already used by an op: the variable's op is
# uniquified (w_1) but get_variable still registers and finds it under 'w'.
c = tf.constant(1.0, name="w")
w = tf.get_variable("w", [], initializer=tf.zeros_initializer())
emit("w", [w.name, w.op.name, w.initializer.name, w.value().name])
with tf.variable_scope("", reuse=True):
    emit("found", tf.get_variable("w") is w)
emit("global", tf.global_variables())
with tf.name_scope("s"):
    tf.constant(0.0, name="x")
with tf.variable_scope("s"):
    x = tf.get_variable("x", [])
emit("x", [x.name, x.op.name])
t = tf.constant(2.0, name="Variable")
v = tf.Variable(1.0)
emit("v", [v.name, v.initial_value.name])
