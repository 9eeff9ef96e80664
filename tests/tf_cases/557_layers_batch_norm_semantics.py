# tier: semantics
# batch_normalization's variables and collections: gamma and beta trainable, the moving
# averages global only (not MOVING_AVERAGE_VARIABLES); update ops in UPDATE_OPS only for a
# trainable layer in training; reuse shares the variables and adds update ops again; the class
# form called twice; initializers and regularizers; errors for undefined sizes and bad axes.
x = tf.placeholder(tf.float32, [None, 3], name="x")
layer = tf.layers.BatchNormalization(momentum=0.5, gamma_initializer=tf.constant_initializer(2.0),
                                     beta_regularizer=tf.nn.l2_loss)
y1 = layer(x, training=True)
y2 = layer(x, training=True)
emit("layer", [layer.name, layer.scope_name, layer.variables, layer.trainable_variables,
               layer.non_trainable_variables, [op.name for op in layer.updates]])
emit("outputs", [y1, y2])
frozen = tf.layers.batch_normalization(x, training=True, trainable=False, name="frozen")
emit("after_frozen", [tf.get_collection(tf.GraphKeys.UPDATE_OPS),
                      [v.name for v in tf.trainable_variables()]])
with tf.variable_scope("net"):
    n1 = tf.layers.batch_normalization(x, training=True)
with tf.variable_scope("net", reuse=True):
    n2 = tf.layers.batch_normalization(x, training=True)
emit("shared", [n1, n2, len(tf.get_collection(tf.GraphKeys.UPDATE_OPS))])
emit("collections", [tf.moving_average_variables(), tf.model_variables(),
                     tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)])
emit("variables", tf.global_variables())
expect_error(lambda: tf.layers.batch_normalization(tf.placeholder(tf.float32, [None, None])),
             "undefined_axis")
expect_error(lambda: tf.layers.batch_normalization(x, axis=4), "bad_axis")
expect_error(lambda: tf.layers.batch_normalization(x, training=True,
                                                   name="net/batch_normalization"), "exists")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {x: [[1.0, 2.0, 3.0], [3.0, 6.0, 9.0]]}
    emit("values", sess.run([y1, y2], feed))
    sess.run(layer.updates, feed)
    emit("moving", sess.run([layer.moving_mean, layer.moving_variance]))
