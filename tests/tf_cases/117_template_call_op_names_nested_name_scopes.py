# tier: opnames
# A template called under nested name scopes and variable scopes: where its ops go each time.
def fn(x):
    w = tf.get_variable("w", [], initializer=tf.ones_initializer())
    return tf.multiply(x, w, name="mul")


t = tf.make_template("t", fn)
x = tf.constant(1.0, name="x")
with tf.name_scope("n1"):
    with tf.name_scope("n2"):
        a = t(x)
with tf.variable_scope("v1"):
    with tf.name_scope("n3"):
        b = t(x)
with tf.name_scope("n1"):
    c = t(x)
d = t(x)
emit("outs", [a, b, c, d])
emit("w_inputs", [o.op.inputs[1].name for o in (a, b, c, d)])
emit("variables", tf.global_variables())
