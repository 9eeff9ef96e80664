# tier: opnames
# The multi-tower pattern: tf.device + tf.name_scope('tower_i') with variables shared through
# tf.get_variable_scope().reuse_variables() on the root scope; devices and names.
def model(x):
    w = tf.get_variable("w", [2, 1], initializer=tf.ones_initializer())
    return tf.reduce_sum(tf.matmul(x, w), name="loss")


x = tf.placeholder(tf.float32, [None, 2], name="x")
losses = []
for i in range(2):
    with tf.device("/cpu:0"):
        with tf.name_scope("tower_%d" % i) as scope:
            losses.append(model(x))
            tf.get_variable_scope().reuse_variables()
emit("losses", losses)
emit("devices", [l.device for l in losses] + [tf.global_variables()[0].device])
emit("variables", tf.global_variables())
emit("root_reuse", tf.get_variable_scope().reuse)
expect_error(lambda: tf.get_variable("new_one", [1]), "root_now_reusing")
