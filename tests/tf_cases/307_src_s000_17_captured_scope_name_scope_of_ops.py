# tier: opnames
# S000-17: re-entering a captured scope object "does not change the current name scope of ops" (source prose); TF 2.21 opens a new unique name scope foo_1/ for ops while variables stay in foo/.
with tf.variable_scope("foo") as foo_scope:
    v = tf.get_variable("v", [1])
    x0 = 1.0 + v
with tf.variable_scope(foo_scope):
    emit("top_reentry", [tf.get_variable_scope().name, tf.get_default_graph().get_name_scope()])
    w = tf.get_variable("w", [1])
    x1 = 1.0 + w
with tf.name_scope("outer"):
    with tf.variable_scope(foo_scope, reuse=True):
        emit("reentry_in_name_scope", [tf.get_variable_scope().name,
                                       tf.get_default_graph().get_name_scope()])
        x2 = 1.0 + tf.get_variable("v", [1])
with tf.variable_scope(foo_scope, auxiliary_name_scope=False):
    emit("no_aux_name_scope", [tf.get_variable_scope().name,
                               tf.get_default_graph().get_name_scope()])
    x3 = 1.0 + w
with tf.variable_scope(foo_scope, auxiliary_name_scope=False):
    with tf.name_scope(foo_scope.original_name_scope):
        emit("original_name_scope_idiom", tf.get_default_graph().get_name_scope())
        x4 = 1.0 + w
emit("ops", [x0.op.name, x1.op.name, x2.op.name, x3.op.name, x4.op.name])
emit("variables", tf.global_variables())
emit("original_name_scope", foo_scope.original_name_scope)
