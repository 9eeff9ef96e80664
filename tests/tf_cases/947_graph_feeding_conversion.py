# tier: semantics
# A tensor the graph was told not to feed (prevent_feeding) fails at run with TF's ValueError
# "Tensor a:0 may not be fed." once its shape fits; an Operation converts to no tensor
# ("can't convert Operation 'n' to Tensor"); a finalized graph takes ops again after
# _unsafe_unfinalize.
g = tf.get_default_graph()
a = tf.placeholder(tf.float32, [2], name="a")
b = a + 1
sess = tf.Session()
emit("fed", sess.run(b, {a: [1.0, 2.0]}))
g.prevent_feeding(a)
expect_error(lambda: sess.run(b, {a: [1.0, 2.0]}), "prevented")
expect_error(lambda: sess.run(b, {a: [1.0, 2.0, 3.0]}), "prevented, wrong shape")
op = tf.no_op(name="n")
expect_error(lambda: tf.convert_to_tensor(op), "convert op")
expect_error(lambda: tf.add(op, 1), "add op")
expect_error(lambda: tf.identity(op), "identity op")
expect_error(lambda: tf.convert_to_tensor([op]), "convert [op]")
emit("group op", tf.group(op, tf.constant(1)).type)
h = tf.Graph()
h.finalize()
expect_error(lambda: h.create_op("NoOp", [], name="x"), "finalized")
h._unsafe_unfinalize()
emit("unfinalized", [h.finalized, h.create_op("NoOp", [], name="x").name])
