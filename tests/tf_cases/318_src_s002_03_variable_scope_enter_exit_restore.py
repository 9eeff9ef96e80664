# tier: semantics
# S002-03: variable_scope: new name = old name + "/" + name (a captured scope keeps its own name); the old scope is restored after the body, also when the body raises.
emit("variable_scope_is_class", isinstance(tf.variable_scope, type))
g = tf.get_default_graph()
names = []
with tf.variable_scope("a") as a:
    names.append(tf.get_variable_scope().name)
    with tf.variable_scope("b"):
        names.append(tf.get_variable_scope().name)
        with tf.variable_scope("c"):
            names.append(tf.get_variable_scope().name)
        names.append(tf.get_variable_scope().name)
        with tf.variable_scope(a):
            names.append(tf.get_variable_scope().name)
        names.append(tf.get_variable_scope().name)
    names.append(tf.get_variable_scope().name)
names.append(tf.get_variable_scope().name)
emit("names", names)

cm = tf.variable_scope("m")
s = cm.__enter__()
emit("entered_by_hand", [s.name, tf.get_variable_scope() is s, g.get_name_scope()])
cm.__exit__(None, None, None)
emit("exited_by_hand", [tf.get_variable_scope().name, g.get_name_scope()])


def body_raises():
    with tf.variable_scope("x"):
        with tf.name_scope("y"):
            raise KeyError("boom")


expect_error(body_raises, "body_raises")
emit("restored_after_raise", [tf.get_variable_scope().name, g.get_name_scope()])
with tf.variable_scope("x") as x2:
    pass
emit("x_reentered_after_raise", [x2.name, x2.original_name_scope])
emit("store_count", len(tf.get_collection(('__varscope',))))
emit("collection_keys", sorted(g.get_all_collection_keys()))
