# tier: semantics
# Variant of 126: two graphs with same-named variables, one session each; string fetch of a name
# that only exists in the other graph; sess.graph.
g1 = tf.Graph()
g2 = tf.Graph()
with g1.as_default():
    a = tf.get_variable('v', [2], dtype=tf.float64, initializer=tf.constant_initializer(1.0))
    only1 = tf.constant(5, name='only_in_g1')
    init1 = tf.global_variables_initializer()
with g2.as_default():
    b = tf.get_variable('v', [], dtype=tf.int32, initializer=tf.constant_initializer(3))
    init2 = tf.global_variables_initializer()
s1 = tf.Session(graph=g1)
s2 = tf.Session(graph=g2)
emit("graphs", [s1.graph is g1, s2.graph is g2])
s1.run(init1)
s2.run(init2)
emit("v1", s1.run('v:0'))
emit("v2", s2.run('v:0'))
expect_error(lambda: s2.run(a), "foreign_variable")
expect_error(lambda: s2.run('only_in_g1:0'), "foreign_name")
expect_error(lambda: s1.run(init2), "foreign_init")
s1.close()
s2.close()
emit("default_vars", tf.global_variables())
