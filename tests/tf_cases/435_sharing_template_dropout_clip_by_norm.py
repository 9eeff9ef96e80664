# tier: semantics
# A make_template layer shared by two towers, with seeded dropout and leaky_relu inside:
# the dropout of each call draws its own numbers (its own RandomUniform, seeded by the
# graph seed in build order). Each gradient is clipped on its own (clip_by_norm), the
# clipped gradients are gated together with tf.tuple, then applied. Values after 3 steps.
tf.set_random_seed(42)


def layer(x):
    w = tf.get_variable("w", [4, 3], initializer=tf.uniform_unit_scaling_initializer(seed=1))
    b = tf.get_variable("b", [3], initializer=tf.constant_initializer(0.1))
    return tf.nn.leaky_relu(tf.nn.dropout(tf.nn.xw_plus_b(x, w, b), keep_prob=0.75), 0.1)


shared = tf.make_template("shared", layer)
x = tf.constant([[1.0, -2.0, 0.5, 3.0], [0.0, 1.0, -1.0, 2.0]], name="x")
y1, y2 = shared(x), shared(x * 0.5)
loss = tf.reduce_mean(tf.square(y1 - 1.0)) + tf.reduce_mean(tf.square(y2 + 1.0))
opt = tf.train.GradientDescentOptimizer(0.5)
grads_and_vars = opt.compute_gradients(loss)
clipped = tf.tuple([tf.clip_by_norm(g, 0.5) for g, _ in grads_and_vars])
train = opt.apply_gradients(zip(clipped, [v for _, v in grads_and_vars]))
emit("variables", tf.trainable_variables())
emit("random_ops", [op.name for op in tf.get_default_graph().get_operations()
                    if op.type == "RandomUniform"])
emit("clipped", clipped)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("w0", sess.run("shared/w:0"))
    for step in range(3):
        emit("step%d" % step, sess.run([loss, train, y1], {})[::2])
    emit("final", sess.run(tf.trainable_variables()))
