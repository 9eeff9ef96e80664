# tier: opnames
# Templates first called after reuse_variables() fail and keep the reusing scope; under
# AUTO_REUSE they work; once created, later calls under reuse=True scopes share.
def fn(x):
    return x * tf.get_variable("w", [], initializer=tf.constant_initializer(1.5))


x = tf.constant(2.0, name="x")
t_rv = tf.make_template("t_rv", fn)
t_auto = tf.make_template("t_auto", fn)
t_plain = tf.make_template("t_plain", fn)
with tf.variable_scope("outer3") as s:
    s.reuse_variables()
    expect_error(lambda: t_rv(x), "first_call_after_reuse_variables")
emit("rv_scope", [t_rv.variable_scope.name, t_rv.variable_scope.reuse])
expect_error(lambda: t_rv(x), "retry")
with tf.variable_scope("outer2", reuse=tf.AUTO_REUSE):
    a1 = t_auto(x)
    a2 = t_auto(x)
p1 = t_plain(x)
with tf.variable_scope("outer4", reuse=True):
    p2 = t_plain(x)
with tf.variable_scope("outer4", reuse=tf.AUTO_REUSE):
    p3 = t_plain(x)
emit("variables", tf.global_variables())
emit("outs", [a1, a2, p1, p2, p3])
emit("scopes", [t_auto.variable_scope.name, t_plain.variable_scope.name])
emit("scope_reuse", [t_auto.variable_scope.reuse is tf.AUTO_REUSE, t_plain.variable_scope.reuse])
