# tier: semantics
# eval()/run() through a default session of another graph, and Operation.run errors.
g = tf.Graph()
with g.as_default():
    c = tf.constant(1.0, name='c')
    op = tf.no_op(name='nop')
d = tf.constant(2.0, name='d')
with tf.Session() as sess:
    expect_error(lambda: c.eval(), "tensor_eval_other_graph")
    expect_error(lambda: op.run(), "op_run_other_graph")
    emit("own_graph_ok", d.eval())
expect_error(lambda: op.run(), "op_run_no_default")
with tf.Session(graph=g) as s2:
    emit("explicit", [c.eval(session=s2), op.run(session=s2)])
    expect_error(lambda: d.eval(session=s2), "explicit_wrong_graph")
