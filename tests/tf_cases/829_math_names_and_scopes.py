# tier: opnames
# The op and scope names of the new math and segment functions under a user scope, with
# name=, with name='' (a wrapper's scope reset to the root) and called twice (uniquified):
# generated ops take their type as name, wrappers their own scope (xdivy, multiply_no_nan,
# reduce_std, UnsortedSegmentMean, zero_fraction).
x = tf.placeholder(tf.float32, [4], name="x")
with tf.name_scope("stats"):
    made = [tf.tan(x), tf.tan(x), tf.atan2(x, x, name="angle"), tf.math.lgamma(x, name="lg"),
            tf.math.polygamma(1.0, x), tf.math.xdivy(x, x), tf.math.xdivy(x, x, name="ratio"),
            tf.math.multiply_no_nan(x, x), tf.math.xlogy(x, x, name="ent"),
            tf.scalar_mul(2.0, x, name="twice"), tf.truncatediv(x, x), tf.floor_div(x, x),
            tf.segment_sum(x, [0, 0, 1, 1], name="sums"),
            tf.unsorted_segment_mean(x, [0, 1, 0, 1], 2),
            tf.unsorted_segment_sqrt_n(x, [0, 1, 0, 1], 2, name="norm"),
            tf.math.reduce_std(x), tf.math.reduce_std(x, name="spread"),
            tf.math.reduce_variance(x), tf.nn.zero_fraction(x, name="zf")]
emit("names", [t.name for t in made])
rooted = [tf.math.xdivy(x, x, name=""), tf.math.multiply_no_nan(x, x, name="m"),
          tf.math.erf(x, name=""), tf.math.zeta(2.0, x)]
emit("rooted", [t.name for t in rooted])
emit("inputs", [[i.name for i in t.op.inputs] for t in made[:6] + rooted])
