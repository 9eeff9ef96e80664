# tier: graph
# A custom_getter_ that creates the variable as float32 and returns it cast to float16, the
# mixed-precision trick: full node list over two calls.
def cast_getter(getter, name, *args, **kwargs):
    kwargs["dtype"] = tf.float32
    var = getter(name, *args, **kwargs)
    return tf.cast(var, tf.float16)


def fn(x):
    w = tf.get_variable("w", [2], dtype=tf.float16, initializer=tf.ones_initializer())
    return x * w


t = tf.make_template("mp", fn, custom_getter_=cast_getter)
x = tf.placeholder(tf.float16, [2], name="x")
y1 = t(x)
y2 = t(x)
emit("dtypes", [y1.dtype, y2.dtype])
emit("variables", tf.global_variables())
emit("var_dtype", tf.global_variables()[0].dtype)
emit("nodes", graph_nodes())
