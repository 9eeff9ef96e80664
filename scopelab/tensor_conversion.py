"""``tf.register_tensor_conversion_function``: teaching ``convert_to_tensor`` new types.

Mirrors ``tensorflow/python/framework/tensor_conversion_registry.py``. Every op argument goes
through ``convert_to_tensor`` (``core/ops.py``); for an object of a type of your own, it asks
the functions registered for that type (or a base class of it), lowest ``priority`` first:
``fn(value, dtype=None, name=None, as_ref=False)``. A function may decline by returning
``NotImplemented``; what it returns otherwise must be a tensor of the asked dtype. An object
with a ``__tf_tensor__(dtype, name)`` method converts itself, before any registered function.
Python numbers and numpy values are converted by ``tf.constant`` and cannot be registered.

>>> import scopelab as tf
>>> class Meters:
...     def __init__(self, value):
...         self.value = value
>>> _ = tf.register_tensor_conversion_function(
...     Meters, lambda m, dtype=None, name=None, as_ref=False: tf.constant(m.value, dtype, name=name))
>>> with tf.Graph().as_default():
...     tf.add(Meters(2.0), 1.0).op.inputs[0].name
'Add/x:0'
>>> CONVERSIONS[:] = [entry for entry in CONVERSIONS if entry[1] is not Meters]
"""
import numbers

import numpy as np

from .core.state import CONVERSIONS, hooks
from .core.tensor import Tensor

# What tf.constant converts: registering a function for these is refused, as in TF.
_CONSTANT_CONVERTIBLES = (int, float, numbers.Number, np.generic, np.ndarray)


def register_tensor_conversion_function(base_type, conversion_func, priority=100):
    """Has ``convert_to_tensor`` convert instances of ``base_type`` (a type or a tuple of
    types) with ``conversion_func``; functions of lower ``priority`` are asked first."""
    base_types = base_type if isinstance(base_type, tuple) else (base_type,)
    if any(not isinstance(t, type) for t in base_types):
        raise TypeError("Argument `base_type` must be a type or a tuple of types. Obtained: %s"
                        % (base_type,))
    if any(issubclass(t, _CONSTANT_CONVERTIBLES) for t in base_types):
        raise TypeError("Cannot register conversions for Python numeric types and NumPy "
                        "scalars and arrays.")
    if not callable(conversion_func):
        raise TypeError("Argument `conversion_func` must be callable. Received %s."
                        % (conversion_func,))
    CONVERSIONS.append((priority, base_type, conversion_func))
    # Stable: of two functions of one priority, the first registered is asked first.
    CONVERSIONS.sort(key=lambda entry: entry[0])


def converts(value):
    """Whether ``value`` converts itself (``__tf_tensor__``) or has a registered function."""
    return hasattr(value, "__tf_tensor__") or bool(CONVERSIONS) and any(
        isinstance(value, base_type) for _, base_type, _ in CONVERSIONS)


def registered(value, dtype, name, as_ref, preferred_dtype):
    """What the object's own conversion gives (``__tf_tensor__``), else the first registered
    function that takes it, checked as TF checks it; None when none takes it. It is
    ``convert_to_tensor``'s hook ``state.hooks.convert``."""
    overload = getattr(value, "__tf_tensor__", None)
    if overload is not None:
        return overload(dtype, name)
    for _, base, fn in CONVERSIONS:
        if not isinstance(value, base):
            continue
        wanted, result = dtype, None
        if dtype is None and preferred_dtype is not None:
            try:
                result, wanted = fn(value, dtype=preferred_dtype, name=name, as_ref=as_ref), \
                    preferred_dtype
            except (TypeError, ValueError):
                pass  # the wish cannot be met: ask again without it
        if result is None:
            result, wanted = fn(value, dtype=dtype, name=name, as_ref=as_ref), dtype
        if result is NotImplemented:
            continue
        if not isinstance(result, Tensor):
            problem = "returned non-Tensor: %r" % (result,)
        elif wanted is not None and not wanted.is_compatible_with(result.dtype):
            problem = "returned incompatible dtype: requested = %s, actual = %s" % (
                wanted.base_dtype.name, result.dtype.base_dtype.name)
        else:
            return result
        message = "Conversion function %r for type %s %s" % (fn, base, problem)
        raise RuntimeError(message if name is None else "%s: %s" % (name, message))
    return None


hooks.convert = registered
