# tier: opnames
# A filter made of two calls to an inner block, each in its own scope, itself called twice
# under a shared outer scope with reuse=True; variable and op names at every level.
def block(x, out_ch):
    in_ch = x.shape[-1]
    w = tf.get_variable("w", [1, 1, in_ch, out_ch], initializer=tf.ones_initializer())
    return tf.nn.relu(tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME"), name="act")


def my_filter(x):
    with tf.variable_scope("inner_a"):
        h = block(x, 2)
    with tf.variable_scope("inner_b"):
        return block(h, 3)


x = tf.placeholder(tf.float32, [1, 2, 2, 1], name="x")
with tf.variable_scope("outer"):
    y1 = my_filter(x)
with tf.variable_scope("outer", reuse=True):
    y2 = my_filter(x)
with tf.variable_scope("outer", reuse=True):
    with tf.variable_scope("inner_b"):
        w_b = tf.get_variable("w")
emit("variables", tf.global_variables())
emit("y", [y1, y2])
emit("w_b", w_b)
emit("w_b_shape", w_b.shape)
emit("ops", [op.name for op in tf.get_default_graph().get_operations()
             if op.type in ("Conv2D", "Relu")])
