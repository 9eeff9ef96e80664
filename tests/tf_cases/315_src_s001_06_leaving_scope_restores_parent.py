# tier: semantics
# S001-06: leaving a scope closes its sub-scopes (their default_name counters restart) and restores the parent as current.
root = tf.get_variable_scope()
with tf.variable_scope("p") as p:
    with tf.variable_scope(None, default_name="layer") as l1:
        pass
    with tf.variable_scope(None, default_name="layer") as l2:
        pass
    with tf.variable_scope("child") as c:
        emit("inside_child", tf.get_variable_scope().name)
    emit("parent_restored", [tf.get_variable_scope() is p, tf.get_variable_scope().name])
emit("root_restored", [tf.get_variable_scope() is root, tf.get_variable_scope().name])
emit("first_entry_layers", [l1.name, l2.name])
with tf.variable_scope("p"):
    with tf.variable_scope(None, default_name="layer") as l3:
        pass
emit("after_reentry_layer", l3.name)
with tf.variable_scope(p):
    with tf.variable_scope(None, default_name="layer") as l4:
        pass
emit("captured_reentry_layer", l4.name)
with tf.variable_scope(None, default_name="p") as p2:
    pass
emit("default_name_p", p2.name)
emit("original_name_scopes", [s.original_name_scope for s in (p, l1, l2, c, l3, l4, p2)])


def boom():
    with tf.variable_scope("q"):
        with tf.variable_scope("r"):
            raise RuntimeError("inside q/r")


expect_error(boom, "raise_inside")
emit("after_raise", [tf.get_variable_scope() is root, tf.get_default_graph().get_name_scope()])
