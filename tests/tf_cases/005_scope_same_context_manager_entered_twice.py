# tier: opnames
# One variable_scope object used in two with-blocks: the second entry opens a new op name scope,
# while the scope object remembers what it captured on the first entry.
vs = tf.variable_scope('foo')
with vs as s1:
    a = tf.get_variable('a', [1])
    x = a + 1.0
    emit("first", [s1.name, s1.original_name_scope])
with vs as s2:
    b = tf.get_variable('b', [1])
    y = b + 1.0
    emit("second", [s2.name, s2.original_name_scope])
    emit("name_scope", tf.get_default_graph().get_name_scope())
emit("ops", [x, y])
emit("variables", tf.global_variables())
