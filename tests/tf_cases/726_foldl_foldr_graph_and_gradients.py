# tier: graph
# tf.foldl and tf.foldr as TF1 builds them: rows in a TensorArray, a while loop over the
# accumulator only (no results TensorArray), the loop's last accumulator returned. foldl
# without an initializer starts from row 0 and a Const 1; with one, from a Const 0. foldr
# counts down from n (n - 1 without an initializer: that row read before the loop) and
# subtracts one before each read. Tuple accumulators, a named fold, and gradients of both
# through the loop, to the elements and to the initializer.
x = tf.placeholder(tf.float32, [None, 2], name="x")
v = tf.constant([1.0, 2.0, 3.0, 4.0])
left = tf.foldl(lambda a, r: a * 2.0 + r, v)
right = tf.foldr(lambda a, r: a * 2.0 + r, v)
init = tf.constant([0.5, -1.0])
lx = tf.foldl(lambda a, r: a * r + 1.0, x, initializer=init)
rx = tf.foldr(lambda a, r: a * r - 1.0, x, initializer=init, name="rfold")
pair = tf.foldl(lambda a, r: (a[0] + r, tf.maximum(a[1], r)), x,
                initializer=(tf.zeros([2]), tf.fill([2], -100.0)))
rows = tf.foldr(lambda a, r: a + r, x)
grads = tf.gradients(tf.reduce_sum(lx) + tf.reduce_sum(rx) + tf.reduce_sum(pair[1]), [x, init])
emit("tensors", [(t.name, str(t.shape)) for t in (left, right, lx, rx, pair[0], pair[1], rows,
                                                 grads[0], grads[1])])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([left, right, lx, rx, pair, rows, grads],
                            {x: [[1, 2], [3, -1], [0.5, 2]]}))
