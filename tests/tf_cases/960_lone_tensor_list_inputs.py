# tier: graph
# A list input given one tensor instead of a list. TF's op wrappers never wrap it: the ops with a
# counted list (Pack, DynamicStitch, StringJoin) fail with "Expected list for 'values' argument
# to 'pack' Op, not <repr>", the ops with a list of types (Print) name the op type and show the
# str. Two Python functions take a lone tensor themselves: tf.concat wraps it in a list (one
# value: an Identity "concat/concat" after a check that the axis is a scalar), tf.stack along
# axis 0 converts the whole argument (the tensor itself); along another axis it first slices
# values[0] and checks the axis against that rank. tf.add_n makes any iterable a list (dict
# values, a generator; a tensor fails as iteration); tf.tuple fails using the tensor as a bool.
import numpy as np

t = tf.constant([[1., 2.], [3., 4.]], name="t")
i = tf.constant([0, 1], name="i")
emit("concat", tf.concat(t, 1))
with tf.name_scope("outer"):
    emit("concat_scoped", tf.concat(t, -1, name="joined"))
emit("concat_tuple", tf.concat((t,), 0))
emit("concat_array", tf.concat(np.ones((2, 3), np.float32), 0))
v = tf.Variable([1., 2.], name="v")
emit("concat_variable", tf.concat(v, 0))
expect_error(lambda: tf.concat(t, [1]), "concat_axis_rank")
expect_error(lambda: tf.concat([t, t], [1]), "concat_v2_axis_rank")
emit("stack_axis0", tf.stack(t))
emit("stack_array", tf.stack(np.ones((2, 2))))
expect_error(lambda: tf.stack(t, axis=1), "stack_axis1")
expect_error(lambda: tf.stack(t, axis=5), "stack_axis_range")
expect_error(lambda: tf.stack([t, t], axis=3), "stack_list_axis_range")
emit("stack_lists_axis1", tf.stack([[1, 2], [3, 4]], axis=1))
emit("stack_neg_axis", tf.stack([t, t], axis=-1).shape)
expect_error(lambda: tf.dynamic_stitch(i, [t]), "stitch_indices")
expect_error(lambda: tf.dynamic_stitch([i], t), "stitch_data")
expect_error(lambda: tf.dynamic_stitch([i], [t, t]), "stitch_lengths")
expect_error(lambda: tf.string_join(tf.constant(["a", "b"])), "string_join")
expect_error(lambda: tf.Print(t, t), "print_data")
expect_error(lambda: tf.add_n(t), "add_n_tensor")
expect_error(lambda: tf.add_n(3), "add_n_int")
d = {"a": t, "b": t}
emit("add_n_dict_values", tf.add_n(d.values()))
emit("add_n_generator", tf.add_n(x for x in [t, t, t]))
expect_error(lambda: tf.tuple(t), "tuple")
expect_error(lambda: list(v), "iterate_variable")
sess = tf.Session()
sess.run(tf.global_variables_initializer())
emit("values", sess.run([tf.concat(t, 1), tf.stack(t), tf.add_n(d.values())]))
emit("graph", graph_nodes())
