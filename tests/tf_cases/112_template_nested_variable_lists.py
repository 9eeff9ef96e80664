# tier: semantics
# Variable lists of nested templates: the outer template's lists include the inner template's
# variables when the inner one is first called inside; local and non-trainable variables.
def inner_fn():
    a = tf.get_variable("a", [], initializer=tf.zeros_initializer())
    n = tf.get_variable("n", [], trainable=False, initializer=tf.zeros_initializer())
    return a + n


def outer_fn():
    inner = tf.make_template("inner", inner_fn)
    loc = tf.get_local_variable("loc", [], initializer=tf.zeros_initializer())
    b = tf.get_variable("b", [], initializer=tf.zeros_initializer())
    return inner() + b + loc


outer = tf.make_template("outer", outer_fn)
outer()
emit("global", tf.global_variables())
emit("local", tf.local_variables())
emit("variables", outer.variables)
emit("global_variables", outer.global_variables)
emit("trainable", outer.trainable_variables)
emit("non_trainable", outer.non_trainable_variables)
emit("local_variables", outer.local_variables)
