# tier: graph
# Two outer templates both calling one shared inner template: the inner variables are created
# once, under the scope of the first caller; full node list.
def inner_fn(x):
    w = tf.get_variable("w", [], initializer=tf.constant_initializer(2.0))
    return x * w


inner = tf.make_template("inner", inner_fn)


def outer_a_fn(x):
    return inner(x) + tf.get_variable("a", [], initializer=tf.zeros_initializer())


def outer_b_fn(x):
    return inner(x) - tf.get_variable("b", [], initializer=tf.ones_initializer())


outer_a = tf.make_template("outer_a", outer_a_fn)
outer_b = tf.make_template("outer_b", outer_b_fn)
x = tf.placeholder(tf.float32, [], name="x")
ya = outer_a(x)
yb = outer_b(x)
emit("variables", tf.global_variables())
emit("inner_scope", inner.variable_scope.name)
emit("outer_a_vars", outer_a.variables)
emit("outer_b_vars", outer_b.variables)
emit("inner_vars", inner.variables)
emit("nodes", graph_nodes())
