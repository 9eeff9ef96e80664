# tier: semantics
# Two templates forced to the same unique_name_ with the same variable: the second one's first
# call fails; with create_scope_now_ the clash is the same.
def fn():
    return tf.get_variable("w", [], initializer=tf.zeros_initializer())


a = tf.make_template("a", fn, unique_name_="same")
b = tf.make_template("b", fn, unique_name_="same")
emit("a", a())
expect_error(b, "b_first_call")
emit("a_again", a())
c = tf.make_template("c", fn, unique_name_="other", create_scope_now_=True)
d = tf.make_template("d", fn, unique_name_="other", create_scope_now_=True)
emit("scopes", [c.variable_scope.name, d.variable_scope.name])
emit("c", c())
expect_error(d, "d_first_call")
emit("variables", tf.global_variables())
