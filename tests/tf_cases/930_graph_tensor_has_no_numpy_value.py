# tier: semantics
# numpy asking a graph tensor for its data (np.array(t), np.asarray, a list of tensors) is TF's
# NotImplementedError; tf.constant of a list holding a tensor is TF's TypeError; numpy values
# combined with tensors by operators still build ops (the tensor's operator runs).
import numpy as np

c = tf.constant([1.0, 2.0], name="c")
v = tf.Variable([1.0, 2.0], name="v")
for key, fn in [("array", lambda: np.array(c)), ("asarray", lambda: np.asarray(c)),
                ("list", lambda: np.array([c, c])), ("read", lambda: np.asarray(v.value())),
                ("constant_of_tensors", lambda: tf.constant([c, c])),
                ("constant_of_tensor_and_number", lambda: tf.constant([[1.0, 2.0], c]))]:
    expect_error(fn, key)
emit("operators", [(np.float32(1.0) + c).name, (np.ones(2) * v).name,
                   (np.array([1.0, 2.0]) - c).name])
