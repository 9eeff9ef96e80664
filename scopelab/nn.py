"""``tf.nn``: the neural-network ops the sources use."""
from .ops.math_ops import sigmoid, tanh  # noqa: F401
from .ops.nn_ops import (bias_add, conv2d, embedding_lookup, l2_loss, max_pool,  # noqa: F401
                         relu, softmax)
