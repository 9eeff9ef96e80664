# tier: semantics
# tf.random.* spellings and tf.random.set_random_seed next to the TF1 names; the op types and
# seed attributes they build.
def probe(key, fn):
    try:
        value = fn()
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))
    else:
        emit(key, value)


def describe(t):
    op = t.op
    while op.type not in ("RandomStandardNormal", "RandomUniform", "TruncatedNormal"):
        op = op.inputs[0].op
    return [t.name, op.name, op.type, op.get_attr("seed"), op.get_attr("seed2")]


probe("set_seed", lambda: tf.random.set_random_seed(7))
probe("normal", lambda: describe(tf.random.normal([2])))
probe("uniform", lambda: describe(tf.random.uniform([2])))
probe("truncated", lambda: describe(tf.random.truncated_normal([2], seed=3)))
probe("v1_normal", lambda: describe(tf.random_normal([2])))
probe("get_seed", lambda: tf.get_seed(None))
