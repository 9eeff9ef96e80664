# tier: opnames
# create_scope_now_ inside nested variable and name scopes: the variable scope is fixed at
# creation (a/b/t), calls from elsewhere put ops under the template's name at the call site.
def fn(x):
    return tf.add(x, tf.get_variable("w", [], initializer=tf.ones_initializer()), name="sum")


with tf.variable_scope("a"):
    with tf.name_scope("ns"):
        with tf.variable_scope("b"):
            t = tf.make_template("t", fn, create_scope_now_=True)
emit("scope", t.variable_scope.name)
emit("name", t.name)
x = tf.constant(1.0, name="x")
y0 = t(x)
with tf.variable_scope("c"):
    y1 = t(x)
with tf.name_scope("d"):
    y2 = t(x)
emit("variables", tf.global_variables())
emit("outs", [y0, y1, y2])
emit("all_ops", [op.name for op in tf.get_default_graph().get_operations()])
