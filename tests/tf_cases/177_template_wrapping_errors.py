# tier: semantics
# Errors raised inside a template's function keep their class; the first line of the message
# is the original one; make_template with a non-callable; kwargs at call.
def bad(x):
    raise TypeError("bad input %r" % (x,))


t = tf.make_template("bad", bad)
expect_error(lambda: t(1), "type_error")
expect_error(lambda: t(2), "again")


def shape_bad(x):
    return tf.matmul(x, tf.get_variable("w", [3, 3]))


s = tf.make_template("shape_bad", shape_bad)
expect_error(lambda: s(tf.zeros([2, 2])), "matmul")
emit("vars_after", tf.global_variables())
emit("scope_after", s.variable_scope.name)
s2 = tf.make_template("kw", lambda x, scale=1.0: x * scale * tf.get_variable("k", []))
emit("kw_calls", [s2(tf.constant(1.0), scale=2.0).op.name, s2(tf.constant(1.0)).op.name])
