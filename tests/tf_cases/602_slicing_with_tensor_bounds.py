# tier: graph
# Python slicing with tensors as bounds, mixed with Python ints: the bounds are packed into
# begin/end/strides (Pack around the tensors, Consts for ints; a slice with a tensor bound gets
# its missing bounds as Consts of that dtype, made before the slice's scope; x[i] ends at
# add = i + 1; int64 bounds cast the others inside the scope), the static shapes TF infers
# from partly known bounds, values, gradients (StridedSliceGrad fed the packed bounds), a
# boolean index, tf.strided_slice with int64 bounds, and TF's errors for bad indices.
x = tf.placeholder(tf.float32, [5, 4], name="x")
t = tf.placeholder(tf.int32, [], name="t")
u = tf.placeholder(tf.int64, [], name="u")
v = tf.Variable(1, name="v")
ys = [x[:t], x[t:t + 2], x[t], x[1, t], x[t, 1:3], x[:, t::2], x[u], x[1:u], x[tf.constant(2)],
      x[..., t], x[t, tf.newaxis], x[v], x[::t], x[2:t:-1, 3], x[x > 3.0],
      tf.strided_slice(x, tf.constant([1, 0], tf.int64), [3, 2], name="ss64")]
emit("shapes", [str(y.shape) for y in ys])
emit("nodes", graph_nodes())
n = len(graph_nodes())
grads = tf.gradients([tf.reduce_sum(y) * (i + 1.0) for i, y in enumerate(ys[:8])], x)
emit("grad_nodes", graph_nodes()[n:])
xv = [[float(4 * r + c) for c in range(4)] for r in range(5)]
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("values", sess.run(ys, {x: xv, t: 1, u: 3}))
    emit("grads", sess.run(grads, {x: xv, t: 2, u: 4}))
    expect_error(lambda: sess.run(x[t], {x: xv, t: 7}), "run_out_of_range")
expect_error(lambda: x[0.5], "float_index")
expect_error(lambda: x[tf.constant([1, 2])], "vector_index")
expect_error(lambda: x[tf.constant(1.0)], "float_tensor_index")
expect_error(lambda: x[1:tf.constant(2.0)], "float_tensor_bound")
