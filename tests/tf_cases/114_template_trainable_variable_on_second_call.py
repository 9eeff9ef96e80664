# tier: semantics
# A template whose function creates a new trainable variable on the second call (a
# get_variable with a call-dependent name): the error message names it.
calls = [0]


def fn():
    calls[0] += 1
    return tf.get_variable("w%d" % calls[0], [], initializer=tf.zeros_initializer())


t = tf.make_template("grow", fn)
emit("first", t())
expect_error(t, "second")
emit("variables", tf.global_variables())


def fn2():
    calls[0] += 1
    return tf.Variable(0.0, name="v%d" % calls[0])


t2 = tf.make_template("grow2", fn2)
emit("first2", t2())
expect_error(t2, "second2")
emit("variables2", [v.name for v in tf.global_variables()])
