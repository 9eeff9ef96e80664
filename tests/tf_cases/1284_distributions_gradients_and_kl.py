# tier: semantics
# Gradients where TF's flow: through Normal's and Uniform's reparameterized samples to their
# parameters, none through Bernoulli's; through log_prob, entropy. Normal's validate_args
# Assert at run time; a sample_shape of rank 2 is refused; KL of an unregistered pair;
# RegisterKL for a subclass (found through the class hierarchy, nearest pair first), twice
# for one pair, and with something not callable; allow_nan_stats=False's checked_kl Assert.
tf.set_random_seed(2)
loc = tf.Variable([0.5, -1.], name="loc")
scale = tf.Variable([1., 2.], name="scale")
d = tf.distributions.Normal(loc, scale)
s = d.sample(4, seed=3)
grads = [tf.gradients(tf.reduce_sum(s * s), [loc, scale])]
u = tf.distributions.Uniform(loc, loc + scale)
grads.append(tf.gradients(tf.reduce_sum(u.sample(2, seed=1)), [loc, scale]))
b = tf.distributions.Bernoulli(logits=loc)
emit("bernoulli_sample_grad", [g is None for g in tf.gradients(tf.reduce_sum(b.sample(2, seed=1)),
                                                                [loc])])
grads.append(tf.gradients(tf.reduce_sum(d.log_prob([1., 2.])) + tf.reduce_sum(b.log_prob([1, 0])),
                          [loc, scale]))
c = tf.distributions.Categorical(logits=tf.stack([loc, scale]))
grads.append(tf.gradients(c.entropy() + c.log_prob([0, 1]), [loc]))
sc = tf.placeholder(tf.float32, name="sc")
nv = tf.distributions.Normal(0., sc, validate_args=True)


class MyNormal(tf.distributions.Normal):
    pass


@tf.distributions.RegisterKL(MyNormal, tf.distributions.Normal)
def _my_kl(a, b, name=None):
    return tf.identity(a.loc - b.loc, name="my_kl")


mine = MyNormal(3., 1.)
kl_mine = tf.distributions.kl_divergence(mine, tf.distributions.Normal(1., 1.))
kl_other_way = tf.distributions.kl_divergence(tf.distributions.Normal(1., 1.), mine)
emit("kl_names", [kl_mine.name, kl_other_way.name])
nan_kl = tf.distributions.kl_divergence(tf.distributions.Normal(0., 1.),
                                        tf.distributions.Normal(0., float("nan")),
                                        allow_nan_stats=False)
emit("checked_kl_name", nan_kl.name)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("grads", sess.run(grads))
    emit("kls", sess.run([kl_mine, kl_other_way]))
    expect_error(lambda: sess.run(nv.scale, {sc: -1.}), "negative_scale")
    expect_error(lambda: sess.run(nan_kl), "nan_kl")
expect_error(lambda: tf.distributions.Normal(0., -1., validate_args=True), "static_scale")
expect_error(lambda: tf.distributions.Normal(0., 1).sample([[2]]), "int_scale")
expect_error(lambda: tf.distributions.Normal(0., 1.).sample([[2]]), "rank2_sample_shape")
expect_error(lambda: tf.distributions.kl_divergence(d, u), "unregistered")
try:  # the message ends with the function's repr, whose address differs run to run
    tf.distributions.RegisterKL(MyNormal, tf.distributions.Normal)(_my_kl)
except ValueError as e:
    emit("twice", str(e).split(" at 0x")[0])
expect_error(lambda: tf.distributions.RegisterKL(MyNormal, MyNormal)(3), "not_callable")
emit("reparameterization", [repr(tf.distributions.FULLY_REPARAMETERIZED),
                            repr(tf.distributions.NOT_REPARAMETERIZED),
                            tf.distributions.FULLY_REPARAMETERIZED == tf.distributions.FULLY_REPARAMETERIZED,
                            tf.distributions.FULLY_REPARAMETERIZED == tf.distributions.NOT_REPARAMETERIZED])
