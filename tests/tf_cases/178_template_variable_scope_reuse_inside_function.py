# tier: opnames
# Inside a template, tf.variable_scope blocks and AUTO_REUSE scopes behave as usual and are
# shared across calls; the function can call get_variable_scope() and see the template's.
def fn(x):
    emit("inside_scope", [tf.get_variable_scope().name, tf.get_variable_scope().reuse])
    with tf.variable_scope("a"):
        wa = tf.get_variable("w", [], initializer=tf.ones_initializer())
    with tf.variable_scope("b", reuse=tf.AUTO_REUSE):
        wb = tf.get_variable("w", [], initializer=tf.ones_initializer())
        wb2 = tf.get_variable("w", [])
    return x * wa * wb * wb2


t = tf.make_template("tpl", fn)
x = tf.constant(1.0, name="x")
y1 = t(x)
y2 = t(x)
with tf.variable_scope("outer"):
    y3 = t(x)
emit("outs", [y1, y2, y3])
emit("variables", tf.global_variables())
