# tier: graph
# The ops behind regularization losses of shared variables: the regularizer runs once where the
# variable is made (unused ops) and once in <var>/Regularizer/ (the collected loss); each use
# of the collected loss (get_regularization_loss, get_total_loss) builds it again, there.
# Reusing the variable (reuse=True, AUTO_REUSE, a template called twice) adds nothing.
def model(x):
    w = tf.get_variable('w', [2], initializer=tf.ones_initializer(),
                        regularizer=lambda v: tf.multiply(0.1, tf.nn.l2_loss(v), name='decay'))
    return tf.reduce_sum(w * x)


net = tf.make_template('net', model)
n = len(graph_nodes())
first = net(tf.constant([1.0, 2.0], name='a'))
emit("first_call", graph_nodes()[n:])
n = len(graph_nodes())
second = net(tf.constant([3.0, 4.0], name='b'))
emit("second_call", graph_nodes()[n:])
with tf.variable_scope('plain', regularizer=lambda v: tf.reduce_sum(tf.abs(v))):
    u = tf.get_variable('u', [3], initializer=tf.ones_initializer())
n = len(graph_nodes())
with tf.variable_scope('plain', reuse=True):
    tf.get_variable('u')
with tf.variable_scope('plain', reuse=tf.AUTO_REUSE):
    tf.get_variable('u', [3])
emit("reuse_adds_nothing", graph_nodes()[n:])
emit("collection", tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES))
tf.losses.add_loss(first + second)
n = len(graph_nodes())
reg = tf.losses.get_regularization_loss()
total = tf.losses.get_total_loss()
emit("sums", [reg, total, graph_nodes()[n:]])
n = len(graph_nodes())
train = tf.train.GradientDescentOptimizer(0.1).minimize(total)
emit("train", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    before = sess.run([reg, total])
    sess.run(train)
    emit("values", [before, sess.run([reg, total]), sess.run(net.trainable_variables + [u])])
