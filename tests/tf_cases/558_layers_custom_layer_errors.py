# tier: semantics
# A subclass of tf.layers.Layer with build/call/add_weight gets the same scoping as the built-in
# layers (non-trainable weights, add_update, add_loss); layer.dtype follows the first input;
# the input checks a built layer makes (rank, last axis), and other construction errors.
class Scale(tf.layers.Layer):
    def build(self, input_shape):
        self.w = self.add_weight("w", [int(input_shape[-1])],
                                 initializer=tf.constant_initializer(3.0))
        self.count = self.add_weight("count", [], trainable=False,
                                     initializer=tf.zeros_initializer())

    def call(self, inputs):
        self.add_update(tf.assign_add(self.count, 1.0))
        self.add_loss(tf.reduce_sum(self.w))
        return inputs * self.w


x = tf.placeholder(tf.float32, [None, 2], name="x")
s = Scale()
y = s(x)
y2 = s.apply(x)
emit("scale", [s.name, s.scope_name, s.dtype, y, y2, s.variables, s.trainable_variables,
               s.non_trainable_variables, [u.name for u in s.updates], s.losses])
emit("collections", [tf.get_collection(tf.GraphKeys.UPDATE_OPS),
                     tf.get_collection(tf.GraphKeys.REGULARIZATION_LOSSES)])
d = tf.layers.Dense(3)
d(tf.placeholder(tf.float64, [None, 4], name="x64"))
emit("dense_dtype", [d.dtype, d.kernel.dtype])
expect_error(lambda: d(tf.placeholder(tf.float64, [None, 5])), "last_axis")
expect_error(lambda: d(tf.placeholder(tf.float64, [5])), "rank")
expect_error(lambda: tf.layers.dense(tf.placeholder(tf.float32, [None, None]), 2), "undefined")
expect_error(lambda: tf.layers.dense(tf.placeholder(tf.int32, [None, 2]), 2), "int_inputs")
expect_error(lambda: tf.layers.conv2d(tf.placeholder(tf.float32, [None, 8, 3]), 2, 3), "conv_rank")
expect_error(lambda: tf.layers.conv2d(tf.zeros([1, 4, 4, 1]), 2, 3, padding="full"), "padding")
expect_error(lambda: tf.layers.conv2d(tf.zeros([1, 4, 4, 1]), 2, [3, 3, 3]), "kernel_size")
expect_error(lambda: tf.layers.conv2d(tf.zeros([1, 4, 4, 1]), 0, 3), "filters")
expect_error(lambda: tf.layers.conv2d(tf.zeros([1, 2, 2, 1]), 2, 4), "too_small")
expect_error(lambda: tf.layers.conv2d(tf.zeros([1, 2, 2, 1]), 2, 3), "empty_output")
expect_error(lambda: tf.layers.conv2d(tf.placeholder(tf.float32, [None, 4, 4, None]), 2, 3),
             "no_channels")
emit("variables", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([y, s.losses[0]], {x: [[1.0, 2.0]]}))
    sess.run(s.updates)
    emit("count", sess.run(s.count))
