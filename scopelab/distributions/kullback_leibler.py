"""``tf.distributions.kl_divergence`` and ``RegisterKL``: KL divergences looked up by type.

Mirrors TF1's ``tensorflow/python/ops/distributions/kullback_leibler.py``. A KL function is
registered for a pair of distribution classes (``@RegisterKL(Normal, Normal)``); a call finds
the registered pair nearest to the two arguments' classes, counting steps up each one's
method resolution order (a subclass of Normal uses Normal's function unless it has its own).
The function runs inside a ``KullbackLeibler/`` scope; with ``allow_nan_stats=False`` its
result passes through an Assert that fails the run on a NaN.

The registered pairs live in ``_DIVERGENCES``, a plain dict, as in TF.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     kl = tf.distributions.kl_divergence(tf.distributions.Normal(0.0, 1.0),
...                                         tf.distributions.Normal(1.0, 1.0))
...     with tf.Session() as sess:
...         value = sess.run(kl)
>>> kl.name, float(value)
('KullbackLeibler/kl_normal_normal/add:0', 0.5)
"""
from ..default_graph import control_dependencies, name_scope
from ..ops.array_ops import identity
from ..ops.assert_ops import Assert
from ..ops.logical_ops import reduce_any
from ..ops.math_ops import logical_not
from ..ops.unary_math_ops import is_nan

_DIVERGENCES = {}  # (class a, class b) -> the KL function registered for them


def _registered_kl(type_a, type_b):
    """The function registered for the pair of ancestors of the two classes nearest them."""
    best, best_distance = None, None
    for steps_a, parent_a in enumerate(type_a.__mro__):
        for steps_b, parent_b in enumerate(type_b.__mro__):
            found = _DIVERGENCES.get((parent_a, parent_b))
            if found and (best is None or steps_a + steps_b < best_distance):
                best, best_distance = found, steps_a + steps_b
    return best


def kl_divergence(distribution_a, distribution_b, allow_nan_stats=True, name=None):
    """KL(a || b), batched, by the function registered for the two classes."""
    kl_fn = _registered_kl(type(distribution_a), type(distribution_b))
    if kl_fn is None:
        raise NotImplementedError(
            "No KL(distribution_a || distribution_b) registered for distribution_a type %s and "
            "distribution_b type %s" % (type(distribution_a).__name__,
                                        type(distribution_b).__name__))
    with name_scope("KullbackLeibler"):
        kl_t = kl_fn(distribution_a, distribution_b, name=name)
        if allow_nan_stats:
            return kl_t
        kl_t = identity(kl_t, name="kl")
        check = Assert(logical_not(reduce_any(is_nan(kl_t))),
                       ["KL calculation between %s and %s returned NaN values (and was called "
                        "with allow_nan_stats=False). Values:" % (distribution_a.name,
                                                                   distribution_b.name), kl_t])
        with control_dependencies([check]):
            return identity(kl_t, name="checked_kl")


def cross_entropy(ref, other, allow_nan_stats=True, name=None):
    """H[ref, other]: ref's entropy plus KL(ref || other)."""
    with name_scope(name, "cross_entropy"):
        return ref.entropy() + kl_divergence(ref, other, allow_nan_stats=allow_nan_stats)


class RegisterKL:
    """A decorator: ``@RegisterKL(A, B)`` makes the function KL(a || b) for those classes."""

    def __init__(self, dist_cls_a, dist_cls_b):
        self._key = (dist_cls_a, dist_cls_b)

    def __call__(self, kl_fn):
        if not callable(kl_fn):
            raise TypeError("kl_fn must be callable, received: %s" % kl_fn)
        if self._key in _DIVERGENCES:
            raise ValueError("KL(%s || %s) has already been registered to: %s"
                             % (self._key[0].__name__, self._key[1].__name__,
                                _DIVERGENCES[self._key]))
        _DIVERGENCES[self._key] = kl_fn
        return kl_fn
