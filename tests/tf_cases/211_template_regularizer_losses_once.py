# tier: opnames
# A template first called under a scope with a regularizer adds one loss per variable; later
# calls (reusing) add none, even from a scope with another regularizer.
def fn(x):
    w = tf.get_variable("w", [2], initializer=tf.ones_initializer())
    b = tf.get_variable("b", [2], initializer=tf.zeros_initializer(), regularizer=None)
    return x * w + b


t = tf.make_template("t", fn)
x = tf.constant([1.0, 2.0], name="x")
with tf.variable_scope("r", regularizer=lambda v: tf.reduce_sum(v, name="sum")):
    t(x)
with tf.variable_scope("r2", regularizer=lambda v: tf.reduce_sum(v, name="other")):
    t(x)
losses = tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)
emit("losses", losses)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(losses))
