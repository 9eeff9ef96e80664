# tier: semantics
# Variant of 131: a template weight shared by three towers plus an unshared bias: one gradient
# per variable, summed over the towers; grad_ys scales; None for unconnected variables.
def model(x):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(0.5))
    return tf.reduce_sum(w * x)


tmpl = tf.make_template('tower.net', model)
with tf.variable_scope('extra'):
    unused = tf.get_variable('u', [], initializer=tf.ones_initializer())
ys = [tmpl(tf.constant([1.0, float(i)])) for i in range(3)]
loss = tf.add_n([tf.square(y - 1.0) for y in ys])
grads = tf.gradients(loss, tf.trainable_variables())
scaled = tf.gradients(ys[0], tmpl.trainable_variables, grad_ys=tf.constant(3.0))
emit("trainable", tf.trainable_variables())
emit("grads_none", [g is None for g in grads])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("grad_w", sess.run([g for g in grads if g is not None]))
    emit("scaled", sess.run(scaled))
emit("grad_names", [g for g in grads if g is not None])
