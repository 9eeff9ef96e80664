# tier: semantics
# Tensor.consumers(), op.outputs, op.values(), op.inputs and value_index for a variable
# used twice and a tensor used twice by one op.
v = tf.Variable([1.0, 2.0], name="v")
a = v + 1.0
b = v * v
emit("var_consumers", v.op.outputs[0].consumers())
emit("read_consumers", v.value().consumers())
emit("outputs", [a.op.outputs, b.op.outputs])
emit("values", [a.op.values(), b.op.values()])
emit("values_type", type(a.op.values()).__name__)
emit("outputs_type", type(a.op.outputs).__name__)
emit("value_index", [a.value_index, v.value().value_index])
emit("b_inputs", list(b.op.inputs))
emit("self_consumer", v.value().consumers().count(b.op))
emit("no_consumers", a.consumers())
emit("noop_outputs", [tf.no_op(name="nop").outputs, tf.no_op(name="nop2").values()])
emit("initializer_outputs", v.initializer.outputs)
