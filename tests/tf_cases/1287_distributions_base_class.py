# tier: semantics
# The Distribution base class: copy() makes a new distribution (and scope) with some
# arguments changed; a name ending in "/" is used as the scope as it is; methods called inside
# another name scope still build under the distribution's; is_scalar_batch/_event; a subclass
# that writes only _prob gets log_prob as log(prob), unknown shapes, and TF's
# NotImplementedError for what it does not write; graph parents must be tensors.
d = tf.distributions.Normal(0., 1.)
d2 = d.copy(loc=2.)
emit("copy", [d2.name, sorted(d2.parameters.items())])
d3 = tf.distributions.Uniform(name="u/")
emit("slash_name", [d3.name, d3.mean().name])
with tf.name_scope("outer"):
    e = tf.distributions.Bernoulli(probs=0.5)
    emit("inside_outer", [d.mean().name, d.sample(seed=1).name, e.name, e.probs.name,
                          e.logits.name])
s1, s2 = d.is_scalar_batch(), d.is_scalar_event()
emit("scalar_names", [s1.name, s2.name])


class MyDist(tf.distributions.Distribution):
    def __init__(self):
        super(MyDist, self).__init__(
            dtype=tf.float32, reparameterization_type=tf.distributions.NOT_REPARAMETERIZED,
            validate_args=False, allow_nan_stats=True)

    def _prob(self, x):
        return x * 2.


m = MyDist()
lp = m.log_prob(1.)
emit("subclass", [m.name, lp.name, str(m.batch_shape), str(m.event_shape)])
expect_error(lambda: m.sample(), "sample")
expect_error(lambda: m.entropy(), "entropy")
expect_error(lambda: m.cdf(1.), "cdf")
expect_error(lambda: m.batch_shape_tensor(), "batch_shape_tensor")
expect_error(lambda: tf.distributions.Distribution(
    tf.float32, tf.distributions.NOT_REPARAMETERIZED, False, True, graph_parents=[1.]),
    "graph_parent")
with tf.Session() as sess:
    emit("values", sess.run([s1, s2, lp]))
