# tier: opnames
# S000-03: conv_relu creates "weights" (random normal) and "biases" (constant 0.0) with get_variable; short names, no scope yet.
import numpy as np


def conv_relu(input, kernel_shape, bias_shape):
    # Create variable named "weights".
    weights = tf.get_variable("weights", kernel_shape,
        initializer=tf.random_normal_initializer())
    # Create variable named "biases".
    biases = tf.get_variable("biases", bias_shape,
        initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights,
        strides=[1, 1, 1, 1], padding='SAME')
    return tf.nn.relu(conv + biases)


image = tf.constant(np.ones([1, 4, 4, 2], np.float32), name='image')
out = conv_relu(image, [3, 3, 2, 2], [2])
emit("variables", tf.global_variables())
weights, biases = tf.global_variables()
emit("shapes", [weights.shape, biases.shape])
emit("initial_value_ops", [weights.initial_value.op.name, weights.initial_value.op.type,
                           biases.initial_value.op.name, biases.initial_value.op.type])
emit("initializers", [weights.initializer, biases.initializer])
emit("out", out)
# a second call without a scope collides on the short name
expect_error(lambda: conv_relu(image, [3, 3, 2, 2], [2]), "second_call")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    w, b, o = sess.run([weights, biases, out])
emit("biases_value", b)
emit("weights_finite_nonconstant", [bool(np.isfinite(w).all()), bool(w.std() > 0)])
emit("out_non_negative", bool((o >= 0).all()))
