"""The helpers TF's distributions share: logits from probabilities and back, the checks
``validate_args`` adds, and the normal distribution's cdf (``ndtr``, ``log_ndtr``).

Mirrors parts of TF1's ``tensorflow/python/ops/distributions/util.py`` and
``special_math.py``, building the same ops:

- ``get_logits_and_probs``: one of the two is given; the other is ``sigmoid`` / ``softmax``
  of the logits (named ``probs``), or ``log(p) - log1p(-p)`` / ``log(p)`` of the
  probabilities (in a ``logits/`` scope). With ``validate_args`` the probabilities pass
  through run-time checks (non-negative, at most 1 or summing to 1).
- ``embed_check_*``: the value again, behind Asserts on what a distribution needs of it.
- ``ndtr(x)``: the standard normal cdf from ``erf`` near 0 and ``erfc`` in the tails, and
  ``log_ndtr``, which past a lower bound (-10 in float32, -20 in float64) switches to an
  asymptotic series with three terms, so that ``log_cdf`` of a far tail stays finite;
  ``ndtri``, its inverse, from the rational approximations of Cephes (TF's coefficients).

Left out: TF's other helpers (rotate_transpose, matrix_diag_transform, fill_triangular...),
which the distributions written here do not use.
"""
import numpy as np

from .. import dtypes
from ..default_graph import name_scope
from ..ops.array_ops import fill, shape, zeros_like
from ..ops.check_ops import (assert_equal, assert_greater_equal, assert_less_equal,
                             assert_near, assert_non_negative, assert_rank_at_least)
from ..ops.control_flow_ops import no_op
from ..ops.core import constant, convert_to_tensor
from ..ops.gating_ops import with_dependencies
from ..ops.grad_ops import where_v2
from ..ops.loss_math_ops import log1p
from ..ops.math_ops import (abs, cast, greater, less, log, maximum, minimum,  # noqa: A004
                             sigmoid, sqrt, square)
from ..ops.reduction_ops import reduce_sum
from ..ops.softmax_ops import softmax
from ..ops.special_math_ops import erf, erfc

_SIGNED = (dtypes.float16, dtypes.float32, dtypes.float64, dtypes.int8, dtypes.int16,
           dtypes.int32, dtypes.int64)
_UNSIGNED = (dtypes.bool, dtypes.uint8, dtypes.uint16)


def get_logits_and_probs(logits=None, probs=None, multidimensional=False, validate_args=False,
                         name="get_logits_and_probs", dtype=None):
    """(logits, probs) from whichever of the two is given."""
    with name_scope(name, values=[probs, logits]):
        if (probs is None) == (logits is None):
            raise ValueError("Must pass probs or logits, but not both.")
        if probs is None:
            logits = convert_to_tensor(logits, name="logits", dtype=dtype)
            if not logits.dtype.is_floating:
                raise TypeError("logits must having floating type.")
            if multidimensional:
                if validate_args:
                    logits = embed_check_categorical_event_shape(logits)
                return logits, softmax(logits, name="probs")
            return logits, sigmoid(logits, name="probs")
        probs = convert_to_tensor(probs, name="probs", dtype=dtype)
        if not probs.dtype.is_floating:
            raise TypeError("probs must having floating type.")
        if validate_args:
            with name_scope("validate_probs"):
                one = constant(1.0, probs.dtype)
                checks = [assert_non_negative(probs)]
                if multidimensional:
                    probs = embed_check_categorical_event_shape(probs)
                    checks.append(assert_near(reduce_sum(probs, -1), one,
                                              message="probs does not sum to 1."))
                else:
                    checks.append(assert_less_equal(probs, one,
                                                    message="probs has components greater than 1."))
                probs = with_dependencies(checks, probs)
        with name_scope("logits"):
            if multidimensional:
                return log(probs), probs
            return log(probs) - log1p(-1.0 * probs), probs


def _largest_integer(dt):
    """The largest integer ``dt`` holds exactly (2**24 for float32)."""
    if dt.base_dtype not in _SIGNED + _UNSIGNED:
        raise TypeError("Unrecognized dtype: {}".format(dt.name))
    if dt.is_floating:
        return int(2 ** (np.finfo(dt.as_numpy_dtype).nmant + 1))
    if dt.base_dtype == dtypes.bool:
        return 1
    return np.iinfo(dt.as_numpy_dtype).max


def _smallest_integer(dt):
    return 0 if dt.base_dtype in _UNSIGNED else -_largest_integer(dt)


def _integer_like(dt):
    if dt.base_dtype not in _SIGNED + _UNSIGNED:
        raise TypeError("Unrecognized dtype: {}".format(dt.name))
    return dt.is_integer or dt.base_dtype == dtypes.bool


def embed_check_categorical_event_shape(categorical_param,
                                        name="embed_check_categorical_event_shape"):
    """The parameter again, checked to have a last axis of at least 2 classes (statically
    when its size is known, else by Asserts)."""
    with name_scope(name, values=[categorical_param]):
        x = convert_to_tensor(categorical_param, name="categorical_param")
        x_dtype = x.dtype.base_dtype
        max_event_size = _largest_integer(x_dtype) if x_dtype.is_floating else 0
        if max_event_size == 0:
            raise TypeError("Unable to validate size of unrecognized dtype ({})."
                            .format(x_dtype.name))
        try:
            static = x.shape.with_rank_at_least(1)
        except ValueError:
            raise ValueError("A categorical-distribution parameter must have at least 1 "
                             "dimension.") from None
        if static.ndims is not None and static.as_list()[-1] is not None:
            event_size = static.as_list()[-1]
            if event_size < 2:
                raise ValueError("A categorical-distribution parameter must have at least 2 "
                                 "events.")
            if event_size > max_event_size:
                raise ValueError("Number of classes exceeds `dtype` precision, i.e., {} implies "
                                 "shape ({}) cannot exceed {}.".format(x_dtype.name, event_size,
                                                                      max_event_size))
            return x
        event_size = shape(x, name="x_shape")[-1]
        return with_dependencies([
            assert_rank_at_least(x, 1, message="A categorical-distribution parameter must "
                                 "have at least 1 dimension."),
            assert_greater_equal(shape(x)[-1], 2, message="A categorical-distribution "
                                 "parameter must have at least 2 events."),
            assert_less_equal(event_size, max_event_size, message="Number of classes exceeds "
                              "`dtype` precision, i.e., {} dtype cannot exceed {} shape."
                              .format(x_dtype.name, max_event_size))], x)


def assert_integer_form(x, message=None, int_dtype=None, name="assert_integer_form"):
    """An Assert that ``x`` has whole numbers only (a no-op for an integer ``x``)."""
    with name_scope(name, values=[x]):
        x = convert_to_tensor(x, name="x")
        if x.dtype.is_integer:
            return no_op()
        message = message or "{} has non-integer components".format(x)
        if int_dtype is None:
            int_dtype = {dtypes.float16: dtypes.int16, dtypes.float32: dtypes.int32,
                         dtypes.float64: dtypes.int64}[x.dtype.base_dtype]
        return assert_equal(x, cast(cast(x, int_dtype), x.dtype), message=message, name=name)


def embed_check_integer_casting_closed(x, target_dtype, assert_nonnegative=True,
                                       name="embed_check_casting_closed"):
    """``x`` again, checked to survive a cast to ``target_dtype`` unchanged."""
    with name_scope(name, values=[x]):
        x = convert_to_tensor(x, name="x")
        if not _integer_like(x.dtype) and not x.dtype.is_floating:
            raise TypeError("{}.dtype must be floating- or integer-type.".format(x.dtype.name))
        if not _integer_like(target_dtype) and not target_dtype.is_floating:
            raise TypeError("target_dtype ({}) must be floating- or integer-type."
                            .format(target_dtype.name))
        if not _integer_like(x.dtype) and not _integer_like(target_dtype):
            raise TypeError("At least one of {}.dtype ({}) and target_dtype ({}) must be "
                            "integer-type.".format(x, x.dtype.name, target_dtype.name))
        checks = []
        if assert_nonnegative:
            checks.append(assert_non_negative(x, message="Elements must be non-negative."))
        if x.dtype.is_floating:
            checks.append(assert_integer_form(
                x, int_dtype=target_dtype,
                message="Elements must be {}-equivalent.".format(target_dtype.name)))
        else:
            top = _largest_integer(target_dtype)
            if _largest_integer(x.dtype) > top:
                checks.append(assert_less_equal(x, top, message="Elements cannot exceed {}."
                                                .format(top)))
            bottom = _smallest_integer(target_dtype)
            if not assert_nonnegative and _smallest_integer(x.dtype) < bottom:
                checks.append(assert_greater_equal(
                    x, bottom, message="Elements cannot be smaller than {}.".format(bottom)))
        return with_dependencies(checks, x) if checks else x


def ndtr(x, name="ndtr"):
    """The standard normal cdf of ``x``."""
    with name_scope(name, values=[x]):
        x = convert_to_tensor(x, name="x")
        if x.dtype not in (dtypes.float32, dtypes.float64):
            raise TypeError("x.dtype=%s is not handled, see docstring for supported types."
                            % x.dtype)
        return _ndtr(x)


def _ndtr(x):
    half_sqrt_2 = constant(0.5 * np.sqrt(2.0), dtype=x.dtype, name="half_sqrt_2")
    w = x * half_sqrt_2
    z = abs(w)
    # Near 0, 1 + erf(w) is exact; in the tails erfc(|w|) keeps the small probabilities.
    y = where_v2(less(z, half_sqrt_2), 1.0 + erf(w),
                 where_v2(greater(w, 0.0), 2.0 - erfc(z), erfc(z)))
    return 0.5 * y


# Where log_ndtr leaves log(ndtr(x)) for the asymptotic series (below) or -ndtr(-x) (above).
_LOG_NDTR_BOUNDS = {dtypes.float64: (np.array(-20, np.float64), np.array(8, np.float64)),
                    dtypes.float32: (np.array(-10, np.float32), np.array(5, np.float32))}


def log_ndtr(x, series_order=3, name="log_ndtr"):
    """The log of the standard normal cdf, accurate far into both tails."""
    with name_scope(name, values=[x]):
        x = convert_to_tensor(x, name="x")
        if x.dtype not in _LOG_NDTR_BOUNDS:
            raise TypeError("x.dtype=%s is not supported." % x.dtype)
        lower, upper = _LOG_NDTR_BOUNDS[x.dtype]
        return where_v2(greater(x, upper), -_ndtr(-x),
                        where_v2(greater(x, lower), log(_ndtr(maximum(x, lower))),
                                 _log_ndtr_lower(minimum(x, lower), series_order)))


def _log_ndtr_lower(x, series_order):
    x_2 = square(x)
    log_scale = -0.5 * x_2 - log(-x) - 0.5 * np.log(2.0 * np.pi)
    return log_scale + log(_asymptotic_series(x, series_order))


def _asymptotic_series(x, series_order):
    """1 - 1/x^2 + 3/x^4 - 15/x^6 ..., ``series_order`` terms after the 1."""
    numpy_dtype = x.dtype.as_numpy_dtype
    x_2 = square(x)
    even_sum, odd_sum = zeros_like(x), zeros_like(x)
    x_2n = x_2
    for n in range(1, series_order + 1):
        # The n-th term is (2n - 1)!! / x^(2n), with alternating signs.
        term = np.array(np.prod(np.arange(2 * n - 1, 1, -2)), numpy_dtype) / x_2n
        if n % 2:
            odd_sum += term
        else:
            even_sum += term
        x_2n *= x_2
    return 1.0 + even_sum - odd_sum


# ndtri: the inverse normal cdf, by Cephes' rational approximations (TF's coefficients): one
# near the middle (p > exp(-2) after folding p to the lower half), two in the tail.
_NDTRI_MIDDLE = ([-1.2391658386738125, 13.931260938727968, -56.67628574690703,
                  98.00107541859997, -59.96335010141079],
                 [-1.1833162112133, 15.90562251262117, -82.03722561683334, 200.26021238006066,
                  -225.46268785411937, 86.36024213908905, 4.676279128988815, 1.9544885833814176,
                  1.0])
_NDTRI_TAIL = ([-0.0008574567851546854, -0.03504246268278482, -0.1402560791713545,
                2.1866330685079025, 14.684956192885803, 44.08050738932008, 57.16281922464213,
                31.525109459989388, 4.0554489230596245],
               [-0.0009332594808954574, -0.03808064076915783, -0.14218292285478779,
                2.504649462083094, 15.04253856929075, 41.3172038254672, 45.39076351288792,
                15.779988325646675, 1.0])
_NDTRI_FAR_TAIL = ([6.239745391849833e-09, 2.6580697468673755e-06, 0.00030158155350823543,
                    0.012371663481782003, 0.20148538954917908, 1.3330346081580755,
                    3.9388102529247444, 6.915228890689842, 3.2377489177694603],
                   [6.790194080099813e-09, 2.8924786474538068e-06, 0.00032801446468212774,
                    0.013420400608854318, 0.21623699359449663, 1.3770209948908132,
                    3.6798356385616087, 6.02427039364742, 1.0])


def _polynomial(var, coeffs):
    """coeffs[0] + var * (coeffs[1] + var * (...)), built as TF builds it."""
    coeffs = np.array(coeffs, var.dtype.as_numpy_dtype)
    if not coeffs.size:
        return zeros_like(var)
    return coeffs[0] + _polynomial(var, coeffs[1:]) * var


def ndtri(p, name="ndtri"):
    """x such that ndtr(x) = p."""
    with name_scope(name, values=[p]):
        p = convert_to_tensor(p, name="p")
        if p.dtype not in (dtypes.float32, dtypes.float64):
            raise TypeError("p.dtype=%s is not handled, see docstring for supported types."
                            % p.dtype)
        np_dtype = p.dtype.as_numpy_dtype
        folded = where_v2(p > -np.expm1(-2.0), 1.0 - p, p)
        safe = where_v2(folded <= 0.0, fill(shape(p), np.array(0.5, np_dtype)), folded)
        w = safe - 0.5
        ww = w ** 2
        x_middle = w + w * ww * (_polynomial(ww, _NDTRI_MIDDLE[0])
                                 / _polynomial(ww, _NDTRI_MIDDLE[1]))
        x_middle *= -np.sqrt(2.0 * np.pi)
        z = sqrt(-2.0 * log(safe))
        first_term = z - log(z) / z
        far = _polynomial(1.0 / z, _NDTRI_FAR_TAIL[0]) / _polynomial(1.0 / z,
                                                                   _NDTRI_FAR_TAIL[1]) / z
        near = _polynomial(1.0 / z, _NDTRI_TAIL[0]) / _polynomial(1.0 / z, _NDTRI_TAIL[1]) / z
        x_far, x_near = first_term - far, first_term - near
        x = where_v2(safe > np.exp(-2.0), x_middle, where_v2(z >= 8.0, x_far, x_near))
        x = where_v2(p > 1.0 - np.exp(-2.0), x, -x)
        infinity_scalar = constant(np.inf, dtype=p.dtype)
        infinity = fill(shape(p), infinity_scalar)
        return where_v2(p <= 0.0, -infinity, where_v2(p >= 1.0, infinity, x))
