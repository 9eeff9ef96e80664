# tier: graph
# TF1's cast shorthands tf.to_float/to_double/to_int32/to_int64 (a Cast named ToFloat...,
# nothing when the dtype is already right) and tf.count_nonzero (NotEqual with a zeros Const,
# Cast to int64, Sum, Cast to dtype; a bool input skips the comparison), with axis, keepdims
# and the TF1 spellings.
x = tf.placeholder(tf.float32, [2, 3], name="x")
b = tf.placeholder(tf.bool, [3], name="b")
casts = [tf.to_float(b), tf.to_float(x), tf.to_double(x), tf.to_int32(x), tf.to_int64(x, "q"),
         tf.to_float([1, 2]), tf.to_int32(tf.constant(2, tf.int64))]
counts = [tf.count_nonzero(x), tf.count_nonzero(x, 1, keepdims=True, dtype=tf.int32),
          tf.count_nonzero(b), tf.count_nonzero(x, reduction_indices=[0], keep_dims=True),
          tf.count_nonzero([[0, 1], [2, 3]], axis=0, name="c"),
          tf.count_nonzero(input=x, axis=-1, dtype=tf.float32)]
emit("nodes", graph_nodes())
emit("same_dtype_is_input", casts[1] is x)
emit("shapes", [t.shape for t in casts + counts])
emit("dtypes", [t.dtype for t in casts + counts])
feed = {x: [[0.0, 1.5, -2.5], [0.0, 0.0, 3.7]], b: [True, False, True]}
with tf.Session() as sess:
    emit("values", sess.run(casts + counts, feed))
