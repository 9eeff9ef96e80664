# tier: semantics
# TensorShape in TF1 mode: Dimensions, as_list, ndims, compatibility, merge, set_shape and its
# errors, shapes of ops built from partially known inputs.
p = tf.placeholder(tf.float32, [None, 3], name='p')
s = p.shape
emit("as_list", s.as_list())
emit("ndims", [s.ndims, len(s)])
emit("dims", [s[0].value, s[1].value, s[1] == 3, str(s[0])])
emit("compatible", [s.is_compatible_with([5, 3]), s.is_compatible_with([5, 4]),
                    s.is_fully_defined()])
emit("merge", s.merge_with([7, None]))
expect_error(lambda: s.merge_with([7, 4]), "merge_incompatible")
p.set_shape([4, 3])
emit("after_set_shape", p.shape)
expect_error(lambda: p.set_shape([5, 3]), "set_shape_conflict")
q = tf.placeholder(tf.float32, name='q')
emit("unknown", [q.shape.ndims, str(q.shape)])
expect_error(lambda: q.shape.as_list(), "as_list_unknown")
m = tf.matmul(tf.placeholder(tf.float32, [None, 4]), tf.placeholder(tf.float32, [4, None]))
emit("matmul_shape", m.shape)
emit("tensorshape_ctor", [tf.TensorShape([1, None]), str(tf.TensorShape([]))])
