# tier: opnames
# tf.Variable inside re-entered and reusing variable scopes never shares: each gets the op
# name scope of the entry (foo_1/v), while get_variable returns the one shared variable.
with tf.variable_scope("foo") as foo:
    v1 = tf.Variable(1.0, name="v")
    g1 = tf.get_variable("g", [])
with tf.variable_scope(foo, reuse=True):
    v2 = tf.Variable(1.0, name="v")
    g2 = tf.get_variable("g", [])
with tf.variable_scope("foo", reuse=True):
    v3 = tf.Variable(1.0, name="v")
    g3 = tf.get_variable("g", [])
with tf.variable_scope(foo):
    with tf.variable_scope("bar"):
        v4 = tf.Variable(1.0, name="v")
        g4 = tf.get_variable("g", [])
emit("tf_variables", [v1, v2, v3, v4])
emit("get_variables", [g1, g2, g3, g4])
emit("global", tf.global_variables())
