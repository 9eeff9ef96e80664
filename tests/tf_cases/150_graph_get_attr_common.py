# tier: semantics
# op.get_attr for common attributes: dtype and shape of Placeholder/VariableV2, T of math ops,
# transpose flags of MatMul, validate_shape/use_locking of Assign, DstT/SrcT of Cast,
# keep_dims/Tidx of reductions, N and axis of Pack, Tshape of Reshape.
x = tf.placeholder(tf.float32, [None, 3], name="x")
v = tf.Variable(tf.zeros([3, 2], dtype=tf.float64), name="v")
mm = tf.matmul(x, tf.ones([2, 3]), transpose_b=True)
a = tf.assign(v, tf.ones([3, 2], dtype=tf.float64))
c = tf.cast(x, tf.int32)
r = tf.reduce_sum(x, axis=1, keepdims=True)
s = tf.stack([x, x], axis=1)
rs = tf.reshape(x, [-1])
emit("placeholder", [x.op.get_attr("dtype"), tf.TensorShape(x.op.get_attr("shape"))])
emit("variable", [v.op.get_attr("dtype"), tf.TensorShape(v.op.get_attr("shape"))])
emit("matmul", [mm.op.get_attr("T"), mm.op.get_attr("transpose_a"), mm.op.get_attr("transpose_b")])
emit("assign", [a.op.get_attr("T"), a.op.get_attr("validate_shape"), a.op.get_attr("use_locking")])
emit("init_assign", [v.initializer.get_attr("validate_shape"), v.initializer.get_attr("use_locking")])
emit("cast", [c.op.get_attr("SrcT"), c.op.get_attr("DstT"), c.op.get_attr("Truncate")])
emit("reduce", [r.op.get_attr("keep_dims"), r.op.get_attr("Tidx"), r.op.get_attr("T")])
emit("pack", [s.op.get_attr("N"), s.op.get_attr("axis"), s.op.get_attr("T")])
emit("reshape", [rs.op.get_attr("T"), rs.op.get_attr("Tshape")])
emit("read", [v.value().op.get_attr("T")])
expect_error(lambda: x.op.get_attr("T"), "placeholder_T")
