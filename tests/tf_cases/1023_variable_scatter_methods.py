# tier: semantics
# The update methods of TF1's RefVariable and the tf.scatter_* functions beyond add/sub/update:
# scatter_mul / div / min / max take an IndexedSlices of rows (ScatterMul... on the variable's
# reference, colocated with it); scatter_nd_update / add / sub / max / min write at
# coordinates (always locking); batch_scatter_update puts each leading axis's position in
# front of the indices (Range, Reshape, ones_like, Mul, ConcatV2) and scatters with
# ScatterNdUpdate; set_shape narrows the reference and the read. The ops' names, inputs,
# values, errors (types they refuse, shapes, indices out of range, rows written before the bad
# one), and TF 2's quirk: tf.scatter_nd_* pass their name on as bad_indices_policy. A
# RefVariable's sparse_read and gather_nd are a resource variable's: AttributeError.
import numpy as np


def detail(fn, key):
    """The run-time error's class and the line naming the problem (before TF's node line)."""
    try:
        fn()
    except tf.errors.OpError as e:
        lines = str(e).split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith("\t [[{{node"))
        emit(key, [type(e).__name__, lines[at - 1]])


v = tf.Variable([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="v")
iv = tf.Variable([1, 2, 3, 4], name="iv")
rows = tf.IndexedSlices(tf.constant([[10.0, 0.5]]), tf.constant([1]))
updates = {m: getattr(v, m)(rows) for m in ("scatter_mul", "scatter_div", "scatter_min",
                                            "scatter_max")}
for m in ("scatter_nd_update", "scatter_nd_add", "scatter_nd_sub", "scatter_nd_max",
          "scatter_nd_min"):
    updates[m] = getattr(v, m)([[0, 1], [2, 0]], [7.0, 8.0])
updates["nd_rows"] = v.scatter_nd_update([[2]], [[0.0, 0.0]], name="last_row")
updates["fn_mul"] = tf.scatter_mul(v, [0], [[2.0, 3.0]])
updates["fn_div"] = tf.scatter_div(v, [0, 0], [[2.0, 4.0], [2.0, 2.0]], name="halve")
updates["fn_min"] = tf.scatter_min(iv, [3], [0])
updates["fn_max"] = tf.scatter_max(iv, [0, 1], 9)
updates["fn_int_div"] = tf.scatter_div(iv, [0, 2], [-2, 2])
updates["fn_nd_update"] = tf.scatter_nd_update(iv, [[1], [2]], [5, 6])
updates["fn_nd_add"] = tf.scatter_nd_add(iv, [[1], [1]], [5, 6])
updates["fn_nd_sub"] = tf.scatter_nd_sub(iv, [[3]], [1], use_locking=True)
updates["batch"] = v.batch_scatter_update(tf.IndexedSlices(tf.constant([[9.0], [8.0], [7.0]]),
                                                           tf.constant([[1], [0], [1]])))
b3 = tf.Variable(np.arange(12.0).reshape(2, 3, 2).astype(np.float32), name="b3")
updates["batch3"] = tf.batch_scatter_update(b3, [[2, 0], [1, 1]],
                                            [[[-1.0, -2.0], [-3.0, -4.0]],
                                             [[-5.0, -6.0], [-7.0, -8.0]]], name="by_batch")
expect_error(lambda: tf.batch_scatter_update(b3, [[2, 0], [1, 1]], [[-1.0, -2.0], [-3.0, -4.0]]),
             "batch_shape")
named = tf.scatter_nd_update(iv, [[0]], [0], name="my_update")
emit("named", [named, named.op.get_attr("bad_indices_policy")])
emit("nodes", graph_nodes())
emit("colocated", [t.op.get_attr("_class") for t in (updates["scatter_mul"],
                                                     updates["fn_nd_update"])])
emit("locking", [t.op.get_attr("use_locking") for t in (updates["scatter_nd_add"],
                                                        updates["fn_nd_add"],
                                                        updates["fn_mul"])])
with tf.Session() as sess:
    for key, t in updates.items():
        sess.run(tf.global_variables_initializer())
        emit(key, sess.run(t))
    sess.run(tf.global_variables_initializer())
    detail(lambda: sess.run(named), "policy_from_name")
    for key, bad in (("rows_out", tf.scatter_mul(v, [0, 5, 1], [[2.0, 2.0]] * 3)),
                     ("nd_out", v.scatter_nd_update([[1, 1], [5, 0]], [1.0, 2.0])),
                     ("nd_negative", tf.scatter_nd_add(iv, [[-1]], [1])),
                     ("nd_depth", v.scatter_nd_update([[0, 1, 2]], [1.0]))):
        sess.run(tf.global_variables_initializer())
        detail(lambda: sess.run(bad), key)
        emit(key + "_after", sess.run(v))
expect_error(lambda: tf.scatter_mul(tf.Variable(["a"]), [0], ["b"]), "mul_string")
expect_error(lambda: tf.scatter_min(tf.Variable([True]), [0], [False]), "min_bool")
expect_error(lambda: tf.scatter_nd_add(tf.Variable(["a"]), [[0]], ["b"]), "nd_add_string")
emit("nd_update_string", tf.scatter_nd_update(tf.Variable(["a"]), [[0]], ["b"]).op.type)
expect_error(lambda: v.scatter_nd_update([[0, 1]], [[1.0, 2.0]]), "nd_shape")
expect_error(lambda: tf.scatter_mul(v, [0], [1.0, 2.0, 3.0]), "rows_shape")
expect_error(lambda: v.scatter_mul([1.0]), "not_slices")
expect_error(lambda: v.sparse_read([0]), "sparse_read")
expect_error(lambda: v.gather_nd([[0]]), "gather_nd")
emit("grads", [tf.gradients(updates[k], v) for k in ("scatter_mul", "scatter_nd_update")])
expect_error(lambda: tf.gradients(updates["scatter_max"], v), "max_grad")
v.set_shape([3, 2])
expect_error(lambda: v.set_shape([2, 2]), "set_shape")
u = tf.Variable(tf.placeholder_with_default([1.0, 2.0], [None]), validate_shape=False, name="u")
u.set_shape([2])
emit("set_shape", [u.shape, u.value().shape])
