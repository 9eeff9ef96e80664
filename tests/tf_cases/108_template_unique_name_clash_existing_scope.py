# tier: semantics
# unique_name_ equal to an existing variable scope that already has the same variable: the
# first call fails with "already exists"; with a different variable name it works and shares
# the scope.
with tf.variable_scope("shared"):
    tf.get_variable("w", [1])


def fn_w():
    return tf.get_variable("w", [1])


def fn_v():
    return tf.get_variable("v", [1])


t1 = tf.make_template("t1", fn_w, unique_name_="shared")
expect_error(t1, "clash")
t2 = tf.make_template("t2", fn_v, unique_name_="shared")
v = t2()
emit("v", v)
emit("again_same", t2() is v)
emit("t2_scope", t2.variable_scope.name)
emit("t2_vars", t2.variables)
emit("variables", tf.global_variables())
