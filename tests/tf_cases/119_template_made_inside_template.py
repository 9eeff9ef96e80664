# tier: opnames
# A template constructed inside another template's function (once per call) and one made
# once outside; each outer call makes a new inner template with a uniquified scope only on the
# first call, reusing on later calls.
def outer_fn(x):
    inner = tf.make_template("inner", lambda y: y * tf.get_variable(
        "k", [], initializer=tf.constant_initializer(2.0)))
    return inner(x)


outer = tf.make_template("outer", outer_fn)
x = tf.constant(1.0, name="x")
y1 = outer(x)
y2 = outer(x)
emit("outs", [y1, y2])
emit("variables", tf.global_variables())
emit("ops", [op.name for op in tf.get_default_graph().get_operations()
             if op.type == "Mul"])
