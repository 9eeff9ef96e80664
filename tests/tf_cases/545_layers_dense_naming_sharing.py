# tier: semantics
# How dense layers are named and shared: layer.name counts per graph from dense_1 while the
# variable scope counts per enclosing scope from dense; functional name= is the scope itself,
# class name= is uniquified; reuse=True and AUTO_REUSE share; the layer's variable lists;
# trainable=False; a template around layers; errors for missing or clashing variables.
x = tf.placeholder(tf.float32, [None, 3], name="x")
l1, l2 = tf.layers.Dense(2), tf.layers.Dense(2, name="head")
emit("names_before_call", [l1.name, l2.name, l1.built])
expect_error(lambda: l1.scope_name, "scope_name_before_call")
with tf.variable_scope("tower"):
    y1 = l1(x)
y2 = l2(x)
y3 = tf.layers.Dense(2, name="head")(x)
emit("names", [l1.name, l1.scope_name, l2.scope_name, tf.layers.Dense(5).name])
emit("outputs", [y1, y2, y3])
emit("layer_vars", [l1.variables, l1.trainable_variables, l1.non_trainable_variables,
                    l1.weights, [l1.kernel, l1.bias], l1.built, l1.trainable])
f1 = tf.layers.dense(x, 2, name="fc")
expect_error(lambda: tf.layers.dense(x, 2, name="fc"), "fc_exists")
f2 = tf.layers.dense(x, 2, name="fc", reuse=True)
expect_error(lambda: tf.layers.dense(x, 3, name="fc", reuse=True), "fc_shape")
expect_error(lambda: tf.layers.dense(x, 2, name="nope", reuse=True), "nope_missing")
emit("fc_outputs", [f1, f2])
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    u1 = tf.layers.dense(x, 2)
    u2 = tf.layers.dense(x, 2)
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    u3 = tf.layers.dense(x, 2)
emit("auto_outputs", [u1, u2, u3])
frozen = tf.layers.Dense(2, trainable=False, name="frozen")
fz = frozen(x)
emit("frozen", [frozen.trainable_variables, frozen.non_trainable_variables,
                [v.name for v in tf.trainable_variables() if "frozen" in v.name]])
dense_t = tf.make_template("mlp", lambda t: tf.layers.dense(tf.layers.dense(t, 4), 1))
t1, t2 = dense_t(x), dense_t(x)
emit("template", [t1, t2])
with tf.variable_scope("outer") as vs:
    pass
with tf.variable_scope(vs):
    v1 = tf.layers.dense(x, 2)
with tf.variable_scope(vs, reuse=True):
    v2 = tf.layers.dense(x, 2)
emit("captured_scope", [v1, v2])
emit("variables", tf.global_variables())
emit("trainable", tf.trainable_variables())
