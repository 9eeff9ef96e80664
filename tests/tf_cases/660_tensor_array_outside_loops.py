# tier: graph
# tf.TensorArray outside loops: the TensorArrayV3 node (handle and flow), writes returning new
# flows, read/stack/gather/unstack/scatter/concat/split/size/close/identity, the element shape
# learnt from writes and shared by every flow, static shapes, and the values.
x = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="x")
ta = tf.TensorArray(tf.float32, size=3, clear_after_read=False)
emit("handle", [str(ta.handle), str(ta.flow), str(ta.element_shape)])
w = ta.write(0, [1.0, 2.0])
emit("shape_after_write", [str(ta.element_shape), str(w.element_shape)])
w = w.write(1, x[1]).write(2, x[2] * 2.0, name="third")
r = w.read(1)
st = w.stack()
u = tf.TensorArray(tf.float32, size=3, element_shape=[2], name="from_x").unstack(x)
g = u.gather([2, 0])
sc = tf.TensorArray(tf.float32, size=4, clear_after_read=False).scatter([3, 1], x[:2])
sc_read = [sc.read(3), sc.read(1)]
sp = tf.TensorArray(tf.float32, size=2, infer_shape=False).split([1.0, 2.0, 3.0], [1, 2])
cat = sp.concat()
dyn = tf.TensorArray(tf.int32, size=0, dynamic_size=True).write(3, 7)
dyn_size = dyn.size()
ident = w.identity()
closed = tf.TensorArray(tf.float32, size=1).close()
emit("shapes", [str(t.shape) for t in [r, st, g, cat, dyn_size] + sc_read])
emit("names", [t.name for t in [r, st, g, cat, dyn_size, ident.flow, u.flow]] + [closed.name])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([r, st, g, cat, dyn_size, ident.flow] + sc_read))
    emit("dyn_read", sess.run(dyn.read(3)))
