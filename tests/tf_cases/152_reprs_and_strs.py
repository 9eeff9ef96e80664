# tier: semantics
# repr and str of tensors, variables, operations, dtypes, shapes and dimensions in TF1 mode.
x = tf.placeholder(tf.float32, [None, 3], name="x")
u = tf.placeholder(tf.int32, name="u")
v = tf.Variable([[1.0, 2.0]], name="v")
g = tf.get_variable("g", [2], dtype=tf.float64)
y = tf.matmul(x, tf.ones([3, 1]))
emit("tensor_repr", [repr(x), repr(u), repr(y)])
emit("tensor_str", [str(x), str(u), str(y)])
emit("variable_repr", [repr(v), repr(g)])
emit("variable_str", [str(v), str(g)])
emit("op_repr", [repr(y.op), str(y.op).splitlines()[:2]])
emit("dtype_repr", [repr(tf.float32), str(tf.float32), repr(tf.int64), str(tf.bool)])
emit("shape_repr", [repr(x.shape), str(x.shape), repr(u.shape), str(u.shape),
                    repr(tf.TensorShape([])), str(tf.TensorShape([]))])
emit("dim_repr", [repr(x.shape[0]), str(x.shape[0]), repr(x.shape[1]), str(x.shape[1])])
emit("initializer_repr", repr(v.initializer))
emit("value_repr", repr(v.value()))
