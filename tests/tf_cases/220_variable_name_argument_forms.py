# tier: opnames
# tf.Variable names: a trailing slash, a nested path, a name equal to an existing scope, and
# None; how each ends up named and which ops surround it.
def probe(key, fn):
    try:
        v = fn()
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))
    else:
        emit(key, [v.name, v.initializer.name, v.initial_value.name])


probe("slash_end", lambda: tf.Variable(1.0, name="v/"))
probe("nested", lambda: tf.Variable(1.0, name="a/b"))
probe("nested_again", lambda: tf.Variable(1.0, name="a/b"))
probe("none", lambda: tf.Variable(1.0, name=None))
with tf.name_scope("scope"):
    probe("in_scope_slash_end", lambda: tf.Variable(1.0, name="abs/"))
probe("get_variable_slash_end", lambda: tf.get_variable("w/", [1]))
