# tier: graph
# A slice's gradient pads the incoming gradient with zeros back to the input's shape: Slice
# -> Pad (paddings built from begin and the shapes), strided slices -> StridedSliceGrad (known
# bounds passed as Consts, the shape as a Shape op when unknown), pad -> Slice. The gradient of
# StridedSliceGrad is a StridedSlice again (second derivatives).
import numpy as np
a = tf.placeholder(tf.float32, [3, 4], name="a")
d = tf.placeholder(tf.float32, [None, 4], name="d")
i = tf.placeholder(tf.int32, [], name="i")
out = {}
out["slice"] = tf.gradients(tf.slice(a, [1, 0], [2, 3]) ** 2, [a])
out["slice_dyn"] = tf.gradients(tf.slice(d, [0, 1], [-1, 2]) * 3.0, [d])
out["ss_steps"] = tf.gradients(a[1:, ::2] ** 2, [a])
out["ss_shrink_newaxis"] = tf.gradients(a[tf.newaxis, 2, 1:3] * 2.0, [a])
out["ss_ellipsis_neg"] = tf.gradients(a[..., ::-2] * 2.0, [a])
out["ss_tensor_index"] = tf.gradients(d[i] * 2.0, [d])
out["strided_slice_fn"] = tf.gradients(tf.strided_slice(a, [0, 1], [2, 4], [1, 2]) ** 2, [a])
out["pad"] = tf.gradients(tf.pad(a, [[1, 0], [0, 2]]) ** 2, [a])
out["pad_value"] = tf.gradients(tf.pad(d, [[1, 1], [0, 0]], constant_values=1.0) ** 2, [d])
first = tf.gradients(tf.reduce_sum(a[1:, ::2] ** 3), [a])[0]
out["second_order"] = tf.gradients(first, [a])
emit("grads", out)
emit("shapes", {k: [g.shape for g in v] for k, v in out.items()})
emit("nodes", graph_nodes())
rng = np.random.RandomState(2)
with tf.Session() as sess:
    emit("values", sess.run(out, {a: rng.randn(3, 4), d: rng.randn(2, 4), i: 1}))
