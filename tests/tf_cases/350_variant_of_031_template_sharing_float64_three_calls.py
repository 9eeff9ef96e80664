# tier: semantics
# Variant of 031: a float64 vector template variable with a dotted name, called three times.
def my_op(x, scalar_name):
    var1 = tf.get_variable(scalar_name, shape=[2], dtype=tf.float64,
                           initializer=tf.constant_initializer(1.5))
    return x * var1


scale = tf.make_template('scale.by-y', my_op, scalar_name='y.1')
inputs = [tf.placeholder(tf.float64, [2], name="in_%d" % i) for i in range(3)]
outs = [scale(i) for i in inputs]
emit("variables", tf.global_variables())
emit("template_vars", scale.variables)
emit("outs", outs)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(outs, {inputs[0]: [1.0, 2.0], inputs[1]: [-2.0, 0.0],
                                   inputs[2]: [4.0, 4.0]}))
