# tier: semantics
# get_variable fills in and checks a variable's distribution modes before anything sees them:
# a custom getter and a variable creator get synchronization AUTO, aggregation NONE and
# trainable True when none were given; an invalid mode is a ValueError naming the variable's
# full name, on a first call and on a reusing one alike; ON_READ makes it not trainable.
seen = []


def custom(getter, *args, **kwargs):
    seen.append(["getter", kwargs["name"], str(kwargs["synchronization"]),
                 str(kwargs["aggregation"]), kwargs["trainable"]])
    return getter(*args, **kwargs)


def creator(next_creator, **kwargs):
    seen.append(["creator", kwargs["name"], str(kwargs["synchronization"]),
                 str(kwargs["aggregation"]), kwargs["trainable"]])
    return next_creator(**kwargs)


with tf.variable_creator_scope(creator):
    with tf.variable_scope("outer", custom_getter=custom):
        a = tf.get_variable("a", [1])
    with tf.variable_scope("plain"):
        b = tf.get_variable("b", [1])
        c = tf.get_variable("c", [1], synchronization=tf.VariableSynchronization.ON_READ)
emit("seen", seen)
emit("trainable", [v.name for v in tf.trainable_variables()])
with tf.variable_scope("plain"):
    expect_error(lambda: tf.get_variable("d", [1], synchronization=7), "new")
with tf.variable_scope("plain", reuse=True):
    expect_error(lambda: tf.get_variable("b", [1], aggregation=9), "reused")
