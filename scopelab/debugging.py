"""``tf.debugging``: TF's namespace for the run-time checks, which TF1 also has at the top
level (``tf.debugging.assert_less`` is ``tf.assert_less``).

The same functions, not copies; ``assert_all_finite`` is TF1's ``verify_tensor_all_finite``.
A name TensorFlow's ``tf.debugging`` has and this one lacks raises an AttributeError that says
so (``python -m scopelab.coverage`` lists what is here).

>>> import scopelab as tf
>>> tf.debugging.assert_less is tf.assert_less
True
>>> tf.debugging.assert_all_finite is tf.verify_tensor_all_finite
True
"""
from .ops.assert_ops import Assert  # noqa: F401
from .ops.check_ops import (assert_equal, assert_greater, assert_greater_equal,  # noqa: F401
                            assert_integer, assert_less, assert_less_equal, assert_near,
                            assert_negative, assert_non_negative, assert_non_positive,
                            assert_none_equal, assert_positive, assert_proper_iterable,
                            assert_rank, assert_rank_at_least, assert_rank_in,
                            assert_same_float_dtype, assert_scalar, assert_type,
                            is_non_decreasing, is_numeric_tensor,
                            is_strictly_increasing)
from .ops.numerics_ops import check_numerics  # noqa: F401
from .ops.numerics_ops import verify_tensor_all_finite as assert_all_finite  # noqa: F401
from .ops.unary_math_ops import is_finite, is_inf, is_nan  # noqa: F401
from .left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
