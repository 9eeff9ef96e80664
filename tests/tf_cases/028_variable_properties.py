# tier: semantics
# Variable properties: initial_value, trainable, initializer, value(), read_value(), op type,
# graph, get_shape, and the identity of read snapshots.
v = tf.Variable([1.0, 2.0], name='v')
w = tf.get_variable('w', [2], trainable=False, initializer=tf.ones_initializer())
emit("initial_value", [v.initial_value, w.initial_value])
emit("trainable", [v.trainable, w.trainable])
emit("types", [v.op.type, v.initializer.type, v.value().op.type, v.initial_value.op.type])
emit("value_is_stable", v.value() is v.value())
r1 = v.read_value()
r2 = v.read_value()
emit("read_values", [r1, r2])
emit("graph_is_default", v.graph is tf.get_default_graph())
emit("shape", [v.get_shape(), v.shape.as_list()])
emit("dtype", [v.dtype, v.dtype.base_dtype, v.value().dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([v, w, r1]))
    v.load([5.0, 6.0], sess)
    emit("after_load", sess.run(v))
