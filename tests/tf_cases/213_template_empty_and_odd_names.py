# tier: semantics
# make_template with an empty name, a name with a space, and a unique_name_ that is empty:
# what each does when first called.
def fn():
    return tf.get_variable("w", [], initializer=tf.zeros_initializer())


def probe(key, make):
    try:
        t = make()
        v = t()
        emit(key, [v.name, t.variable_scope.name])
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))


probe("empty", lambda: tf.make_template("", fn))
probe("space", lambda: tf.make_template("has space", fn))
probe("unique_empty", lambda: tf.make_template("x", fn, unique_name_=""))
probe("underscore", lambda: tf.make_template("_lead", fn))
emit("variables", tf.global_variables())
