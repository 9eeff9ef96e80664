# tier: graph
# Python slicing of tensors builds StridedSlice with stack Consts: full node list for a few
# common index forms.
x = tf.placeholder(tf.float32, [4, 3], name="x")
a = x[0]
b = x[1:3]
c = x[:, 1]
d = x[-1, ::2]
e = x[tf.newaxis, 0]
f = x[..., 2]
emit("shapes", [t.shape for t in (a, b, c, d, e, f)])
emit("masks", [[t.op.get_attr(k) for k in ("begin_mask", "end_mask", "ellipsis_mask",
                                             "new_axis_mask", "shrink_axis_mask")]
               for t in (a, b, c, d, e, f)])
emit("nodes", graph_nodes())
