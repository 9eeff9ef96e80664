"""``tf.nn``: the neural-network ops the sources use."""
from .ops.activation_ops import leaky_relu, relu6  # noqa: F401
from .ops.batch_norm_ops import batch_normalization, fused_batch_norm, moments  # noqa: F401
from .ops.convolution_ops import conv1d, conv2d_transpose  # noqa: F401
from .ops.dropout_ops import dropout  # noqa: F401
from .ops.math_ops import sigmoid, tanh  # noqa: F401
from .ops.nn_ops import (bias_add, conv2d, embedding_lookup, l2_loss, relu,  # noqa: F401
                         xw_plus_b)
from .ops.pooling_ops import avg_pool, max_pool  # noqa: F401
from .ops.softmax_ops import log_softmax, softmax  # noqa: F401
from .ops.xent_ops import (sigmoid_cross_entropy_with_logits,  # noqa: F401
                           softmax_cross_entropy_with_logits,
                           softmax_cross_entropy_with_logits_v2,
                           sparse_softmax_cross_entropy_with_logits)
