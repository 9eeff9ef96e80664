# tier: opnames
# Splitting a sequence into time steps the TF1 way: tf.unstack along axis 1 and tf.split;
# op names, types, output counts and shapes.
seq = tf.placeholder(tf.float32, [2, 3, 4], name="seq")
steps = tf.unstack(seq, axis=1)
emit("steps", steps)
emit("step_shapes", [s.shape for s in steps])
emit("unstack_type", steps[0].op.type)
emit("unstack_attrs", [steps[0].op.get_attr("num"), steps[0].op.get_attr("axis")])
parts = tf.split(seq, 3, axis=1)
emit("parts", parts)
emit("part_shapes", [p.shape for p in parts])
emit("split_type", parts[0].op.type)
emit("split_inputs", [t.name for t in parts[0].op.inputs])
sized = tf.split(seq, [1, 3], axis=2, name="sized")
emit("sized", sized)
emit("sized_type", sized[0].op.type)
emit("sized_shapes", [p.shape for p in sized])
