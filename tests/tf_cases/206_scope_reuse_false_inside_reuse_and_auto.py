# tier: semantics
# reuse=False inside a reusing scope inherits reuse; AUTO_REUSE inside reuse=True stays
# AUTO_REUSE; reuse=True inside AUTO_REUSE is True; captured scopes keep their own setting.
with tf.variable_scope("r", reuse=True) as r:
    with tf.variable_scope("f", reuse=False) as f:
        emit("false_in_true", f.reuse)
    with tf.variable_scope("a", reuse=tf.AUTO_REUSE) as a:
        emit("auto_in_true", a.reuse is tf.AUTO_REUSE)
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    with tf.variable_scope("t", reuse=True) as t:
        emit("true_in_auto", t.reuse)
    with tf.variable_scope("n") as n:
        emit("none_in_auto", n.reuse is tf.AUTO_REUSE)
    x = tf.get_variable("x", [1])
with tf.variable_scope(r):
    emit("captured_r", r.reuse)
with tf.variable_scope("plain") as plain:
    pass
with tf.variable_scope("outer", reuse=True):
    with tf.variable_scope(plain) as p2:
        emit("captured_plain_in_reuse", p2.reuse)
    with tf.variable_scope(plain, reuse=False) as p3:
        emit("captured_plain_reuse_false", p3.reuse)
emit("x", x)
