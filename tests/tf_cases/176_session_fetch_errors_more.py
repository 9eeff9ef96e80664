# tier: semantics
# More fetch errors: a variable from another graph, an op of another graph, a set, a float,
# and a nested None inside a list.
v = tf.Variable(1.0, name="v")
g2 = tf.Graph()
with g2.as_default():
    w = tf.Variable(1.0, name="w")
with tf.Session() as sess:
    sess.run(v.initializer)
    expect_error(lambda: sess.run(w), "other_graph_variable")
    expect_error(lambda: sess.run(w.op), "other_graph_op")
    expect_error(lambda: sess.run(1.5), "float")
    expect_error(lambda: sess.run([v, None]), "nested_none")
