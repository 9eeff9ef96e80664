"""``tf.math``: TF's namespace for the math ops, which TF1 also has at the top level
(``tf.math.reduce_sum`` is ``tf.reduce_sum``) or in ``tf.nn`` (``tf.math.softplus``).

The same functions, not copies: the graphs and names are the same whichever spelling builds
them. A name TensorFlow's ``tf.math`` has and this one lacks raises an AttributeError that
says so (``python -m scopelab.coverage`` lists what is here).

>>> import scopelab as tf
>>> tf.math.reduce_sum is tf.reduce_sum, tf.math.softplus is tf.nn.softplus
(True, True)
"""
from .ops.arg_ops import argmax, argmin  # noqa: F401
from .ops.composite_reduction_ops import count_nonzero, reduce_logsumexp  # noqa: F401
from .ops.counting_ops import bincount  # noqa: F401
from .ops.cumulative_ops import cumprod, cumsum  # noqa: F401
from .ops.check_ops import is_non_decreasing, is_strictly_increasing  # noqa: F401
from .ops.division_ops import (multiply_no_nan, reciprocal_no_nan, scalar_mul,  # noqa: F401
                               xdivy, xlog1py, xlogy)
from .ops.grad_ops import add_n  # noqa: F401
from .ops.grad_ops import invert_permutation  # noqa: F401
from .ops.local_normalization_ops import l2_normalize  # noqa: F401
from .ops.logical_ops import (logical_and, logical_or, logical_xor, reduce_all,  # noqa: F401
                              reduce_any)
from .ops.loss_math_ops import div_no_nan as divide_no_nan, log1p  # noqa: F401
from .ops.loss_math_ops import squared_difference  # noqa: F401
from .ops.math_ops import (abs, add, equal, exp, floor, floordiv, floormod,  # noqa: F401,A004
                           greater, greater_equal, less, less_equal, log, logical_not, maximum,
                           minimum, multiply, negative, not_equal, pow, reciprocal, sigmoid,
                           sign, sqrt, square, subtract, tanh, truediv)
from .ops.math_ops import floormod as mod, polyval, truediv as divide  # noqa: F401
from .ops.reduction_ops import (reduce_euclidean_norm, reduce_max, reduce_mean,  # noqa: F401
                                reduce_min, reduce_prod, reduce_sum)
from .ops.segment_reduction_ops import (  # noqa: F401
    segment_max, segment_mean, segment_min, segment_prod, segment_sum, unsorted_segment_max,
    unsorted_segment_mean, unsorted_segment_min, unsorted_segment_prod, unsorted_segment_sqrt_n)
from .ops.segment_ops import unsorted_segment_sum  # noqa: F401
from .ops.smooth_activation_ops import log_sigmoid, softplus, softsign  # noqa: F401
from .ops.softmax_ops import log_softmax, softmax  # noqa: F401
from .ops.special_math_ops import (digamma, erf, erfc, lgamma, polygamma,  # noqa: F401
                                    zeta)
from .ops.statistic_ops import reduce_std, reduce_variance, zero_fraction  # noqa: F401
from .ops.top_k_ops import in_top_k, top_k  # noqa: F401
from .ops.trig_ops import (acos, acosh, asin, asinh, atan, atan2, atanh, cosh,  # noqa: F401
                           expm1, rint, sinh, tan)
from .ops.unary_math_ops import (ceil, cos, is_finite, is_inf, is_nan, round,  # noqa: F401,A004
                                 rsqrt, sin)
from .left_out import names_on_first_use as _names_on_first_use


# confusion_matrix lives with the metrics, which load on first use (as tf.metrics does); for a
# name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _names_on_first_use(
    __name__, {"confusion_matrix": ("metrics.confusion_matrix", "confusion_matrix")})
