"""``tf.nn``: the neural-network ops the sources use.

A name TensorFlow's ``tf.nn`` has and this one lacks raises an AttributeError that says so
(``python -m scopelab.coverage`` lists what is here)."""
from .ops.activation_ops import leaky_relu, relu6  # noqa: F401
from .ops.argmax_pool_ops import max_pool_with_argmax  # noqa: F401
from .ops.batch_norm_ops import (batch_normalization, fused_batch_norm, moments,  # noqa: F401
                                 normalize_moments, sufficient_statistics, weighted_moments)
from .ops.candidate_sampling_ops import (compute_accidental_hits,  # noqa: F401
                                         learned_unigram_candidate_sampler,
                                         log_uniform_candidate_sampler,
                                         uniform_candidate_sampler)
from .ops.convolution_ops import (conv1d, conv1d_transpose, conv2d_backprop_filter,  # noqa: F401
                                 conv2d_backprop_input,
                                 conv2d_transpose)
from .ops.conv3d_ops import (conv3d, conv3d_backprop_filter_v2,  # noqa: F401
                             conv3d_backprop_filter_v2 as conv3d_backprop_filter,
                             conv3d_transpose)
from .ops.depth_to_space_ops import depth_to_space, space_to_depth  # noqa: F401
from .ops.depthwise_conv_ops import (depthwise_conv2d, depthwise_conv2d_native,  # noqa: F401
                                     depthwise_conv2d_native_backprop_filter,
                                     depthwise_conv2d_native_backprop_input,
                                     separable_conv2d)
from .ops.depthwise_conv_ops import (  # noqa: F401 - TF1's aliases
    depthwise_conv2d_native_backprop_filter as depthwise_conv2d_backprop_filter,
    depthwise_conv2d_native_backprop_input as depthwise_conv2d_backprop_input)
from .ops.dilated_conv_ops import atrous_conv2d, convolution  # noqa: F401
from .ops.dropout_ops import dropout  # noqa: F401
from .ops.embedding_ops import embedding_lookup  # noqa: F401
from .ops.local_normalization_ops import (l2_normalize, local_response_normalization,  # noqa: F401
                                          lrn)
from .ops.math_ops import sigmoid, tanh  # noqa: F401
from .ops.nn_ops import (bias_add, conv2d, crelu, l2_loss, relu, relu_layer,  # noqa: F401
                         xw_plus_b)
from .ops.pooling_ops import avg_pool, avg_pool as avg_pool2d, max_pool  # noqa: F401
from .ops.pooling3d_ops import avg_pool3d, max_pool3d  # noqa: F401
from .ops.nn_pool_ops import (avg_pool1d, avg_pool_v2, max_pool1d, max_pool2d,  # noqa: F401
                               max_pool_v2, pool)
from .ops.sampled_losses import nce_loss, sampled_softmax_loss  # noqa: F401
from .ops.smooth_activation_ops import elu, selu, softplus, softsign  # noqa: F401
from .ops.softmax_ops import log_softmax, softmax  # noqa: F401
from .ops.space_to_batch_ops import space_to_batch  # noqa: F401
from .ops.statistic_ops import zero_fraction  # noqa: F401
from .ops.swish_ops import silu, swish  # noqa: F401
from .ops.top_k_ops import in_top_k, top_k  # noqa: F401
from .ops.xent_ops import (log_poisson_loss, sigmoid_cross_entropy_with_logits,  # noqa: F401
                           softmax_cross_entropy_with_logits, weighted_cross_entropy_with_logits,
                           softmax_cross_entropy_with_logits_v2,
                           sparse_softmax_cross_entropy_with_logits)
from .left_out import names_on_first_use as _names_on_first_use

# The recurrent networks load on first use (``tf.nn.rnn_cell``, ``tf.nn.static_rnn``...): they
# bring the layers with them.
_ON_FIRST_USE = {"rnn_cell": ("rnn.rnn_cell", None),
                 "static_rnn": ("rnn.static_rnn", "static_rnn"),
                 "static_bidirectional_rnn": ("rnn.static_rnn", "static_bidirectional_rnn"),
                 "dynamic_rnn": ("rnn.dynamic_rnn", "dynamic_rnn"),
                 "bidirectional_dynamic_rnn": ("rnn.dynamic_rnn", "bidirectional_dynamic_rnn")}


__getattr__ = _names_on_first_use(__name__, _ON_FIRST_USE)
