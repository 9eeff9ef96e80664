# tier: semantics
# get_variable with initializer= a tensor together with shape=, with a matching shape, with a
# Python list initializer and a shape, and a numpy initializer; nothing is created on failure.
import numpy as np

c = tf.constant([1.0, 2.0], name='c')
expect_error(lambda: tf.get_variable('a', [2], initializer=c), "tensor_and_shape_same")
expect_error(lambda: tf.get_variable('b', [3], initializer=c), "tensor_and_shape_other")
expect_error(lambda: tf.get_variable('c2', shape=[2], initializer=[1.0, 2.0]), "list_and_shape")
expect_error(lambda: tf.get_variable('d', [2], initializer=np.array([1.0, 2.0], np.float32)),
             "numpy_and_shape")
expect_error(lambda: tf.get_variable('e', [], initializer=tf.constant(1.0)), "scalar_tensor_and_empty_shape")
emit("created", tf.global_variables())
ok = tf.get_variable('ok', initializer=c)
ok2 = tf.get_variable('ok2', initializer=[[1, 2]])
emit("ok", [ok, ok.shape, ok2.dtype, ok2.shape])
