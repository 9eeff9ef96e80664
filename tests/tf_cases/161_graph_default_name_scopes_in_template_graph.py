# tier: graph
# variable_scope(None, default_name=...) used inside a template function: the default-name
# scopes are uniquified per call for ops but reused for variables; full node list.
def fn(x):
    with tf.variable_scope(None, default_name="layer"):
        w = tf.get_variable("w", [], initializer=tf.ones_initializer())
        x = x * w
    with tf.variable_scope(None, default_name="layer"):
        w = tf.get_variable("w", [], initializer=tf.ones_initializer())
        return x + w


t = tf.make_template("stack", fn)
x = tf.placeholder(tf.float32, [], name="x")
y1 = t(x)
y2 = t(x)
emit("variables", tf.global_variables())
emit("nodes", graph_nodes())
