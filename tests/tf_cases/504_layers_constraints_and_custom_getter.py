# tier: semantics
# tf.layers pass kernel_constraint / bias_constraint to their variables, and an optimizer
# applies them after each update; a custom getter around a layer sees the layer's variables
# with synchronization AUTO and aggregation NONE, and trainable resolved.
seen = []


def getter(getter, name, *args, **kwargs):
    seen.append([name, str(kwargs.get('synchronization')), str(kwargs.get('aggregation')),
                 kwargs.get('trainable')])
    return getter(name, *args, **kwargs)


x = tf.constant([[1.0, 2.0]])
with tf.variable_scope('net', custom_getter=getter):
    y = tf.layers.dense(x, 2, kernel_initializer=tf.constant_initializer(0.5),
                        kernel_constraint=lambda w: tf.clip_by_value(w, -0.6, 0.6),
                        bias_constraint=lambda b: tf.maximum(b, 0.0))
emit("seen", seen)
emit("constraints", [v.constraint is not None for v in tf.trainable_variables()])
train = tf.train.GradientDescentOptimizer(1.0).minimize(-tf.reduce_sum(y) + 3 * tf.reduce_sum(
    tf.trainable_variables()[1]))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    emit("after_step", sess.run(tf.trainable_variables()))
