"""``tf.nn``: the neural-network ops the sources use."""
from .ops.math_ops import sigmoid, tanh  # noqa: F401
from .ops.nn_ops import bias_add, conv2d, l2_loss, relu  # noqa: F401
