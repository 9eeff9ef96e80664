# tier: semantics
# S001-03: entering a scope: parent name as prefix, inherited reuse, a new VariableScope object set as current in the scope store; name scope opened alongside.
store_list = tf.get_collection(('__varscope',))
root = tf.get_variable_scope()
emit("root", [root.name, root.reuse, root.original_name_scope])
log = []


def snap(tag):
    s = tf.get_variable_scope()
    log.append([tag, s.name, s.reuse, s.original_name_scope,
                tf.get_default_graph().get_name_scope()])


with tf.variable_scope("outer") as outer:
    snap("outer")
    emit("outer_is_current", tf.get_variable_scope() is outer)
    with tf.variable_scope("inner", reuse=True) as inner:
        snap("inner")
        with tf.variable_scope("deep") as deep:
            snap("deep")
    with tf.variable_scope("inner") as inner_again:
        snap("inner again")
    with tf.variable_scope("pure", auxiliary_name_scope=False) as pure:
        snap("pure (no name scope)")
emit("log", log)
emit("new_objects", [outer is root, inner is inner_again, inner.name == inner_again.name])
store = tf.get_collection(('__varscope',))
emit("store_count", len(store))
emit("current_is_store_current", store[0].current_scope is tf.get_variable_scope())
emit("back_at_root", [tf.get_variable_scope() is root, tf.get_variable_scope().name])
