# tier: semantics
# Which op types have no gradient, TF's way: ops TF registers nothing for (Where,
# IsVariableInitialized, ScatterUpdate, the optimizers' Apply* updates, ListDiff) raise
# LookupError naming the op once a gradient reaches them; NotDifferentiable ops (comparisons,
# Shape, Size, Rank, Range) and ArgMax silently give None.
x = tf.placeholder(tf.float32, [3], name="x")
v = tf.Variable([1.0, 2.0, 3.0], name="v")


def grads(y, xs):
    return lambda: emit("grads", tf.gradients(y, xs))


expect_error(grads(tf.where(x), [x]), "where")
expect_error(grads(tf.is_variable_initialized(v), [v]), "is_variable_initialized")
expect_error(grads(tf.scatter_update(v, [0], x[:1]), [x]), "scatter_update")
expect_error(grads(tf.setdiff1d(x, [2.0])[0], [x]), "list_diff")
loss = tf.reduce_sum(v * x * x)
optimizers = [tf.train.GradientDescentOptimizer(0.1), tf.train.MomentumOptimizer(0.1, 0.9),
              tf.train.AdagradOptimizer(0.1), tf.train.AdamOptimizer(0.1),
              tf.train.RMSPropOptimizer(0.1), tf.train.RMSPropOptimizer(0.1, centered=True)]
for opt in optimizers:
    opt.minimize(loss)
for op in tf.get_default_graph().get_operations():
    if op.type.startswith("Apply"):
        expect_error(grads(op.outputs[0], [x]), op.type)
expect_error(grads(tf.argmax(x), [x]), "argmax")
for key, y in [("equal", tf.equal(x, 1.0)), ("not_equal", tf.not_equal(x, 1.0)),
               ("less", x < 1.0), ("less_equal", x <= 1.0), ("greater", x > 1.0),
               ("greater_equal", x >= 1.0),
               ("shape", tf.shape(tf.placeholder_with_default(x, [None]))),
               ("size", tf.size(tf.placeholder_with_default(x, [None]))),
               ("rank", tf.rank(tf.placeholder_with_default(x, None))),
               ("range", tf.range(x[0]))]:
    expect_error(grads(y, [x]), key)
