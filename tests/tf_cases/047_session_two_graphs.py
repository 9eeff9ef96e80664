# tier: semantics
# Two graphs with identically named variables and sessions bound to each; a session with no
# graph argument binds the default graph at creation time.
g1, g2 = tf.Graph(), tf.Graph()
with g1.as_default():
    v1 = tf.get_variable('v', [], initializer=tf.constant_initializer(1.0))
    init1 = tf.global_variables_initializer()
    s1 = tf.Session()
with g2.as_default():
    v2 = tf.get_variable('v', [], initializer=tf.constant_initializer(2.0))
    init2 = tf.global_variables_initializer()
s2 = tf.Session(graph=g2)
emit("graphs", [s1.graph is g1, s2.graph is g2])
s1.run(init1)
s2.run(init2)
emit("values", [s1.run(v1), s2.run(v2)])
emit("by_name", [s1.run('v:0'), s2.run('v:0')])
expect_error(lambda: s1.run(v2), "cross_fetch")
expect_error(lambda: s1.run(v1, {v2: 5.0}), "cross_feed")
s1.close()
s2.close()
emit("names", [v1, v2, init1, init2])
