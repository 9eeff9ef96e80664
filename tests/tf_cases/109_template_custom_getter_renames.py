# tier: opnames
# A custom_getter_ that renames every variable (appends '_renamed') and one that forces
# trainable=False: names, collections, and sharing on the second call.
def rename_getter(getter, name, *args, **kwargs):
    return getter(name + "_renamed", *args, **kwargs)


def frozen_getter(getter, name, *args, **kwargs):
    kwargs["trainable"] = False
    return getter(name, *args, **kwargs)


def fn(x):
    return x * tf.get_variable("w", [], initializer=tf.ones_initializer())


t1 = tf.make_template("r", fn, custom_getter_=rename_getter)
t2 = tf.make_template("f", fn, custom_getter_=frozen_getter)
x = tf.constant(1.0, name="x")
a = t1(x)
b = t1(x)
c = t2(x)
d = t2(x)
emit("global", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("r_vars", t1.variables)
emit("f_trainable", t2.trainable_variables)
emit("f_non_trainable", t2.non_trainable_variables)
emit("inputs", [[i.name for i in o.op.inputs] for o in (a, b, c, d)])
