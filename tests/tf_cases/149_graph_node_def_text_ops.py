# tier: semantics
# str(op.node_def) for the ops of a small dense layer: VariableV2, Assign, Identity (read),
# MatMul with transpose_b, Const of a shape, AddV2, Placeholder.
x = tf.placeholder(tf.float32, [None, 2], name="x")
W = tf.Variable(tf.zeros([3, 2]), name="W")
b = tf.Variable(tf.ones([3]), name="b")
y = tf.add(tf.matmul(x, W, transpose_b=True, name="mm"), b, name="y")
for op in [x.op, W.op, W.initializer, W.value().op, y.op.inputs[0].op, y.op]:
    emit(op.name, str(op.node_def).splitlines())
