# tier: graph
# A template whose function opens tf.name_scope blocks: the op names nest under the template's
# call scope, variables ignore them; full node list over two calls.
def fn(x):
    with tf.name_scope("pre"):
        y = x + 1.0
    w = tf.get_variable("w", [], initializer=tf.constant_initializer(3.0))
    with tf.name_scope("post"):
        return tf.identity(y * w, name="out")


t = tf.make_template("t", fn)
x = tf.placeholder(tf.float32, [], name="x")
o1 = t(x)
o2 = t(x)
emit("outs", [o1, o2])
emit("variables", tf.global_variables())
emit("nodes", graph_nodes())
