# tier: semantics
# The tf.initializers namespace and variance-scaling initializers TF1 code passes to
# get_variable; the op names each builds and the resulting ranges.
def probe(key, fn):
    try:
        value = fn()
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))
    else:
        emit(key, value)


def make(name, init):
    v = tf.get_variable(name, [4, 4], initializer=init)
    return [v.name, v.initial_value.op.name, v.initial_value.op.type]


probe("zeros", lambda: make("a", tf.initializers.zeros()))
probe("ones", lambda: make("b", tf.initializers.ones()))
probe("constant", lambda: make("c", tf.initializers.constant(2.0)))
probe("random_normal", lambda: make("d", tf.initializers.random_normal(seed=1)))
probe("glorot", lambda: make("e", tf.initializers.glorot_uniform(seed=1)))
probe("variance_scaling", lambda: make("f", tf.variance_scaling_initializer(seed=1)))
probe("he_normal", lambda: make("g", tf.initializers.he_normal(seed=1)))
probe("orthogonal", lambda: make("h", tf.orthogonal_initializer(seed=1)))
probe("zeros_class", lambda: make("i", tf.zeros_initializer))
emit("variables", tf.global_variables())
