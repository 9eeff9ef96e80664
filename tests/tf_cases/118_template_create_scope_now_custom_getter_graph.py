# tier: graph
# create_scope_now_ together with a custom_getter_ that wraps the variable in tf.identity,
# made inside a variable scope and called twice from another one; full node list.
def getter(getter, name, *args, **kwargs):
    v = getter(name, *args, **kwargs)
    return tf.identity(v, name="wrapped")


def fn(x):
    return x + tf.get_variable("b", [], initializer=tf.zeros_initializer())


with tf.variable_scope("made"):
    t = tf.make_template("tpl", fn, create_scope_now_=True, custom_getter_=getter)
x = tf.placeholder(tf.float32, [], name="x")
with tf.variable_scope("used"):
    y1 = t(x)
    y2 = t(x)
emit("outs", [y1, y2])
emit("nodes", graph_nodes())
