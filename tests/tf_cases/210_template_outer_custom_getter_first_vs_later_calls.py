# tier: opnames
# A custom getter on the enclosing variable scope applies to a template's first call (its
# scope inherits it) and keeps applying on later calls from elsewhere, which re-enter the
# captured scope; a getter around a later call only is not used.
seen = []


def logging_getter(tag):
    def getter(getter, name, *args, **kwargs):
        seen.append((tag, name))
        return getter(name, *args, **kwargs)
    return getter


def fn(x):
    return x * tf.get_variable("w", [], initializer=tf.ones_initializer())


t = tf.make_template("t", fn)
x = tf.constant(1.0, name="x")
with tf.variable_scope("first", custom_getter=logging_getter("first")):
    t(x)
with tf.variable_scope("second", custom_getter=logging_getter("second")):
    t(x)
t(x)
emit("seen", seen)
emit("variables", tf.global_variables())
