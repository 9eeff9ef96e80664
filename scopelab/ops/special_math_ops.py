"""Special functions: Erf, Erfc, Lgamma, Digamma, Polygamma and Zeta (``tf.math.erf`` ...).

Mirrors those generated op functions of ``math_ops``: real floating-point inputs only (the
check names the argument), the op named after its type. numpy has none of these functions, so
each kernel computes it in float64 with a classic method, vectorised, then rounds to the
input's dtype:

- ``erf`` by its series ``exp(-x**2) * sum 2**n x**(2n+1) / (1*3*...*(2n+1))`` (all terms
  positive, so nothing cancels) and, for large x, ``erfc`` by its continued fraction;
- ``lgamma(x) = log|Gamma(x)|`` by shifting x up past 10 (``Gamma(x) = Gamma(x+1) / x``) and
  Stirling's series; negative x by the reflection ``Gamma(x) Gamma(1-x) = pi / sin(pi x)``;
- ``digamma`` (the derivative of lgamma) by the same shift and its asymptotic series;
- ``zeta(x, q) = sum_k (q + k)**-x`` (Hurwitz) by a few terms summed and Euler-Maclaurin for
  the rest, and ``polygamma(n, x)``, the n-th derivative of digamma, from it.

At the poles (0, -1, -2 ...) lgamma is inf and digamma NaN, as in TF. The float32 results are
the correctly rounded values, which TF's own approximations miss by an ulp here and there.
Left out: ``igamma``, ``betainc``, the Bessel functions, ``erfinv``.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     e = tf.math.erf([0.0, 1.0])
...     lg = tf.math.lgamma([0.5, 5.0])
...     pg = tf.math.polygamma(1.0, 1.0)
...     with tf.Session() as sess:
...         values = sess.run([e, lg, pg])
>>> pg.op.inputs[0].name, [v.astype(float).round(5).tolist() for v in values]
('Polygamma/a:0', [[0.0, 0.8427], [0.57236, 3.17805], 1.64493])
"""
import numpy as np

from ..default_graph import graph_from_inputs
from .core import convert_same_type, convert_to_tensor, kernel
from .math_ops import _elementwise_op
from .unary_math_ops import FLOAT_TYPES, check_allowed, checked_unary

_REAL_TYPES = ("float32", "float64")


def erf(x, name=None):
    """The Gauss error function, ``2 / sqrt(pi) * integral_0^x exp(-t**2) dt``."""
    return checked_unary("Erf", x, "x", name, FLOAT_TYPES)


def erfc(x, name=None):
    """``1 - erf(x)``, accurate also where erf(x) is close to 1."""
    return checked_unary("Erfc", x, "x", name, FLOAT_TYPES)


def lgamma(x, name=None):
    """``log(abs(Gamma(x)))``."""
    return checked_unary("Lgamma", x, "x", name, FLOAT_TYPES)


def digamma(x, name=None):
    """``d/dx lgamma(x)``, the psi function."""
    return checked_unary("Digamma", x, "x", name, FLOAT_TYPES)


def _two_real_inputs(op_type, args, a, b, name):
    g = graph_from_inputs((a, b))
    with g.name_scope(name or op_type) as scope:
        a = convert_to_tensor(a, name=args[0], graph=g)
        check_allowed(a, args[0], _REAL_TYPES)  # before the second operand is converted
        a, b = convert_same_type(g, op_type, args, (a, b))
        return _elementwise_op(g, op_type, a, b, scope)


def polygamma(a, x, name=None):
    """The ``a``-th derivative of digamma at ``x`` (``a`` a whole number >= 0, else NaN)."""
    return _two_real_inputs("Polygamma", ("a", "x"), a, x, name)


def zeta(x, q, name=None):
    """Hurwitz's zeta function ``sum_{k >= 0} (q + k) ** -x`` (x > 1)."""
    return _two_real_inputs("Zeta", ("x", "q"), x, q, name)


# ---------------------------------------------------------------------- kernels (float64)
def _in_float64(fn):
    """A kernel computing ``fn`` on float64 copies of its inputs, silently (NaN and inf are
    values here, not warnings), rounded back to the inputs' dtype."""
    def run(op, *args):
        with np.errstate(all="ignore"):
            out = fn(*np.broadcast_arrays(*[np.asarray(a, np.float64) for a in args]))
        return out.astype(np.asarray(args[0]).dtype)
    return run


def _erf_series(x):
    """erf for |x| <= 2 from the series of positive terms, summed until the terms no longer
    change the sums (at most 60 terms, which reach double precision at |x| = 2)."""
    x2 = x * x
    twice_x2 = 2 * x2
    term = x.copy()
    total = x.copy()
    for n in range(1, 60):
        term *= twice_x2  # in place: this loop is where erf spends its time
        term /= 2 * n + 1
        total += term
        if n % 8 == 0 and np.all(np.abs(term) <= 1e-17 * np.abs(total)):
            break
    return 2 / np.sqrt(np.pi) * np.exp(-x2) * total


def _erfc_fraction(x):
    """erfc for x >= 2 from its continued fraction ``1 / (x + (1/2) / (x + 1 / (x + ...)))``,
    evaluated from the 60th level back to the first."""
    tail = np.zeros_like(x)
    for k in range(60, 0, -1):
        tail = (k / 2) / (x + tail)
    return np.exp(-x * x) / np.sqrt(np.pi) / (x + tail)


def _erf(x):
    out = np.empty_like(x)
    size = np.abs(x)
    # Each entry by one method only (NaN goes with the far ones); small entries apart, as
    # their series ends after fewer terms.
    for band in (size <= 0.5, (size > 0.5) & (size <= 2)):
        out[band] = _erf_series(x[band])
    near = size <= 2
    far = x[~near]
    out[~near] = np.sign(far) * (1 - _erfc_fraction(np.abs(far)))
    return out


def _erfc(x):
    out = np.empty_like(x)
    far = x > 2
    out[far] = _erfc_fraction(x[far])
    out[~far] = 1 - _erf(x[~far])
    return out


def _shift_past(x, low, combine, start):
    """``x`` raised by whole steps to at least ``low``, and the values it passed folded with
    ``combine(total, value)`` from ``start``: the recurrences of lgamma and digamma."""
    total = np.full_like(x, start)
    for _ in range(int(low)):
        below = x < low
        if not below.any():
            break
        total = np.where(below, combine(total, np.where(below, x, 1.0)), total)
        x = np.where(below, x + 1, x)
    return x, total


def _pole(x):
    return (x <= 0) & (x == np.floor(x))


def _off_whole(x):
    """``x`` minus its nearest whole number, exactly: ``|sin(pi x)|`` and ``tan(pi x)`` repeat
    with period 1, and are accurate near the poles only when computed from this."""
    return x - np.round(x)


def _lgamma_positive(x):
    x, product = _shift_past(x, 10, np.multiply, 1.0)
    logs = np.log(product)  # one log of the product of the values passed, not one per value
    inv, inv2 = 1 / x, 1 / (x * x)
    series = inv * (1 / 12 + inv2 * (-1 / 360 + inv2 * (1 / 1260 + inv2 * (
        -1 / 1680 + inv2 * (1 / 1188 + inv2 * (-691 / 360360))))))
    return (x - 0.5) * np.log(x) - x + 0.5 * np.log(2 * np.pi) + series - logs


def _lgamma(x):
    negative = x < 0.5
    y = _lgamma_positive(np.where(negative, 1 - x, x))
    reflected = np.log(np.pi / np.abs(np.sin(np.pi * _off_whole(x)))) - y
    out = np.where(negative, reflected, y)
    out = np.where((x == 1) | (x == 2), 0.0, out)  # exact zeros, which the sums only approach
    return np.where(_pole(x) | np.isinf(x), np.inf, out)


def _digamma_positive(x):
    x, steps = _shift_past(x, 10, lambda total, v: total + 1 / v, 0.0)
    inv2 = 1 / (x * x)
    series = inv2 * (1 / 12 + inv2 * (-1 / 120 + inv2 * (1 / 252 + inv2 * (
        -1 / 240 + inv2 * (1 / 132 + inv2 * (-691 / 32760 + inv2 / 12))))))
    return np.log(x) - 0.5 / x - series - steps


def _digamma(x):
    negative = x < 0.5
    y = _digamma_positive(np.where(negative, 1 - x, x))
    reflected = y - np.pi / np.tan(np.pi * _off_whole(x))
    out = np.where(negative, reflected, y)
    return np.where(_pole(x), np.nan, out)


# B_2j / (2j)!: the Euler-Maclaurin coefficients of the zeta tail.
_EM_COEFFICIENTS = (1 / 12, -1 / 720, 1 / 30240, -1 / 1209600, 1 / 47900160,
                    -691 / 1307674368000, 1 / 74724249600)


def _zeta(s, q):
    terms = 12 + max(0, int(np.ceil(-np.min(q, initial=0.0))))  # the tail starts above 0
    total = np.zeros_like(q)
    for k in range(terms):
        total += np.power(q + k, -s)
    w = q + terms
    total += np.power(w, 1 - s) / (s - 1) + 0.5 * np.power(w, -s)
    rising = s.copy()  # s (s+1) ... (s+2j-2)
    power = np.power(w, -s - 1)
    for j, c in enumerate(_EM_COEFFICIENTS):
        total += c * rising * power
        rising = rising * (s + 2 * j + 1) * (s + 2 * j + 2)
        power = power / (w * w)
    total = np.where((q <= 0) & (s != np.floor(s)), np.nan, total)
    total = np.where(_pole(q), np.inf, total)
    return np.where(s == 1, np.inf, np.where(s < 1, np.nan, total))


def _polygamma(n, x):
    whole = (n == np.floor(n)) & (n >= 0)
    m = np.where(whole, n, 1.0)
    factorial = np.round(np.exp(_lgamma(m + 1)))  # m! (whole numbers while they are exact)
    higher = (-1) ** (m + 1) * factorial * _zeta(m + 1, x)
    return np.where(whole, np.where(n == 0, _digamma(x), higher), np.nan)


kernel("Erf")(_in_float64(_erf))
kernel("Erfc")(_in_float64(_erfc))
kernel("Lgamma")(_in_float64(_lgamma))
kernel("Digamma")(_in_float64(_digamma))
kernel("Zeta")(_in_float64(_zeta))
kernel("Polygamma")(_in_float64(_polygamma))
