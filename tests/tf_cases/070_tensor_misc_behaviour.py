# tier: semantics
# Tensors cannot be used as Python bools or iterated in graph mode; they hash by identity and
# compare by identity; consumers and graph links.
x = tf.constant([1.0, 2.0], name='x')
y = x * 2.0
z = x + 1.0
expect_error(lambda: bool(x), "bool")
expect_error(lambda: [t for t in x], "iterate")
emit("eq_self", x == x)
emit("hash_dict", {x: 1, y: 2}[y])
emit("consumers", x.consumers())
emit("op_outputs", [x.op.outputs, list(y.op.inputs), y.op.inputs[0] is x])
emit("value_index", [x.value_index, x.op.name])
emit("graph", [x.graph is tf.get_default_graph(), y.op.graph is x.graph])
emit("dtype", [x.dtype, y.dtype.is_floating, tf.as_dtype('int32'), tf.float32 == 'float32'])
