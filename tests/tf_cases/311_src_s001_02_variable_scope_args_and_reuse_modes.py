# tier: semantics
# S001-02: variable_scope constructor arguments and the three meanings of reuse: True (reuse only), None/False (inherit), AUTO_REUSE (create or return).
with tf.variable_scope("a", default_name="ignored", initializer=tf.constant_initializer(2.0),
                       dtype=tf.float64, auxiliary_name_scope=True) as a:
    emit("a", [a.name, a.dtype, a.reuse, a.original_name_scope])
    va = tf.get_variable("v", [1])
    emit("va_dtype", va.dtype.base_dtype)
with tf.variable_scope(None, default_name="d") as d1:
    pass
with tf.variable_scope(None, default_name="d") as d2:
    pass
emit("default_names", [d1.name, d2.name])
expect_error(lambda: tf.variable_scope(None).__enter__(), "no_name_no_default")
# reuse=True: only existing variables
with tf.variable_scope("a", reuse=True):
    emit("true_existing", tf.get_variable("v", [1], dtype=tf.float64) is va)
    expect_error(lambda: tf.get_variable("other", [1]), "true_missing")
    # None and False both inherit the parent's True
    with tf.variable_scope("inner", reuse=None):
        emit("none_inherits_true", tf.get_variable_scope().reuse)
    with tf.variable_scope("inner2", reuse=False):
        emit("false_inherits_true", tf.get_variable_scope().reuse)
with tf.variable_scope("b", reuse=False):
    emit("false_at_top", tf.get_variable_scope().reuse)
    with tf.variable_scope("c", reuse=None):
        emit("none_inherits_false", tf.get_variable_scope().reuse)
# AUTO_REUSE: create when missing, return when present
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    emit("auto_flag", tf.get_variable_scope().reuse is tf.AUTO_REUSE)
    x1 = tf.get_variable("x", [1])
    x2 = tf.get_variable("x", [1])
    with tf.variable_scope("sub"):
        emit("auto_inherited", tf.get_variable_scope().reuse is tf.AUTO_REUSE)
        y = tf.get_variable("y", [1])
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    x3 = tf.get_variable("x", [1])
emit("auto_same", [x1 is x2, x1 is x3])
with tf.variable_scope("auto", reuse=True):
    with tf.variable_scope("sub", reuse=tf.AUTO_REUSE):
        emit("auto_inside_true", tf.get_variable_scope().reuse is True)
expect_error(lambda: tf.variable_scope("bad", reuse="yes").__enter__(), "bad_reuse_value")
emit("variables", tf.global_variables())
