# tier: semantics
# repr/str of variables, tensors, shapes and dtypes in TF1 graph mode.
v = tf.get_variable('v', [2, 3])
x = tf.placeholder(tf.float32, [None, 3], name='x')
u = tf.placeholder(tf.int32, name='u')
s = tf.constant(1.0, name='s')
emit("repr_v", repr(v))
emit("repr_x", repr(x))
emit("str_x", str(x))
emit("repr_u", repr(u))
emit("str_s", str(s))
emit("str_shapes", [str(v.shape), str(x.shape), str(u.shape), str(s.shape)])
emit("repr_shape", repr(x.shape))
emit("dims", [x.shape[0].value if hasattr(x.shape[0], 'value') else x.shape[0], x.shape.ndims,
              u.shape.ndims])
emit("dtype_str", [str(v.dtype), repr(v.dtype), str(x.dtype), v.dtype.base_dtype])
emit("value_repr", repr(v.value()))
emit("op_repr", repr(s.op).split(" ")[0])
