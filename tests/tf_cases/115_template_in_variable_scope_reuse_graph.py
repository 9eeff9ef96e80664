# tier: graph
# A template called under variable_scope('s', reuse=True) and under a default-name scope:
# full node list including the global initializer.
def fn(x):
    w = tf.get_variable("w", [2], initializer=tf.constant_initializer([1.0, 2.0]))
    return tf.reduce_sum(x * w)


t = tf.make_template("net", fn)
x = tf.placeholder(tf.float32, [2], name="x")
with tf.variable_scope("s"):
    y1 = t(x)
with tf.variable_scope("s", reuse=True):
    y2 = t(x)
with tf.variable_scope(None, default_name="blk"):
    y3 = t(x)
init = tf.global_variables_initializer()
emit("outs", [y1, y2, y3])
emit("nodes", graph_nodes())
