# tier: opnames
# S002-02: the graph keeps the current variable scope in a collection and the name stack as a string; every op/variable name gets the prefix (TF 2.21: the collection holds a scope *store* whose current_scope is the scope).
g = tf.get_default_graph()
emit("name_scope_at_root", g.get_name_scope())
with tf.variable_scope("foo") as foo:
    store = tf.get_collection(('__varscope',))
    emit("collection_len", len(store))
    emit("collection_item_is_scope", store[0] is foo)
    emit("store_current_is_scope", store[0].current_scope is foo)
    emit("name_stack", g.get_name_scope())
    with tf.name_scope("bar"):
        emit("name_stack_nested", g.get_name_scope())
        v = tf.get_variable("v", [1])
        c = tf.constant(1.0, name="c")
        t = tf.Variable(1.0, name="t")
        x = v + c
emit("names", [v, t, c, x])
emit("variable_ops", [v.op.name, t.op.name, t.initializer.name, v.initializer.name])
emit("name_scope_after", g.get_name_scope())
emit("collection_keys", sorted(g.get_all_collection_keys()))
