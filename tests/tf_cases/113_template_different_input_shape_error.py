# tier: semantics
# A template whose variable shape comes from the input: calling it with another input size
# fails with the sharing error; a matmul shape error inside a call is raised as well.
def dense(x):
    w = tf.get_variable("w", [x.shape[1], 1], initializer=tf.ones_initializer())
    return tf.matmul(x, w)


t = tf.make_template("dense", dense)
a = tf.placeholder(tf.float32, [None, 2], name="a")
b = tf.placeholder(tf.float32, [None, 3], name="b")
emit("first", t(a))
expect_error(lambda: t(b), "second_shape")
emit("third", t(a))
emit("variables", tf.global_variables())


def fixed(x):
    w = tf.get_variable("w", [2, 1], initializer=tf.ones_initializer())
    return tf.matmul(x, w)


f = tf.make_template("fixed", fixed)
emit("fixed_first", f(a))
expect_error(lambda: f(b), "matmul_shape")
