# tier: semantics
# Small TF1 spellings: tf.no_regularizer switches a scope's regularizer off for one variable,
# tf.variable_op_scope(values, name, default_name) is variable_scope, tf.initialize_variables
# is variables_initializer (named "init"), uniform_unit_scaling_initializer draws uniformly
# in +-factor*sqrt(3/fan_in). tf.name_scope is the class name_scope_v1.
with tf.variable_scope("s", regularizer=tf.nn.l2_loss):
    a = tf.get_variable("a", [2])
    b = tf.get_variable("b", [2], regularizer=tf.no_regularizer)
emit("losses", tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES))
emit("no_regularizer", tf.no_regularizer(a))
with tf.variable_op_scope([a], "vs", "default") as scope:
    w = tf.get_variable("w", [1])
    op1 = tf.constant(1.0)
with tf.variable_op_scope([], None, "default") as scope2:
    op2 = tf.constant(1.0)
emit("op_scopes", [scope.name, w.name, op1.name, scope2.name, op2.name])
init = tf.initialize_variables([a, w])
emit("init", [init.name, init.type, [c.name for c in init.control_inputs]])
u = tf.get_variable("u", [4, 3], initializer=tf.uniform_unit_scaling_initializer(2.0, seed=1))
u64 = tf.get_variable("u64", [10], tf.float64,
                      initializer=tf.initializers.uniform_unit_scaling(seed=2))
emit("u_nodes", [op.name for op in tf.get_default_graph().get_operations()
                 if op.name.startswith("u/") or op.name.startswith("u64/")])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("u", sess.run(u))
    emit("u64", sess.run(u64))
expect_error(lambda: tf.uniform_unit_scaling_initializer(dtype=tf.int32), "int_dtype")
emit("name_scope_class", [tf.name_scope.__name__, type(tf.name_scope("a")).__name__,
                          isinstance(tf.name_scope, type)])
