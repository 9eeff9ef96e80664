"""``tf.nn``: the neural-network ops the sources use."""
from .ops.nn_ops import bias_add, conv2d, relu  # noqa: F401
