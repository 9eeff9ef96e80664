"""Faster kernels for the ops that training steps spend their time in, kept apart from the
plain kernels of ``scopelab/ops`` that learners read.

A plain kernel says what an op computes, in a few lines of numpy. The kernels here compute the
same values (up to float rounding) faster, with tricks that would hide that: their own threads
(``threads``), matrix products cut into blocks (``matmul``), convolutions as one product per
filter row or through the FFT (``conv``, ``fft_conv``), optimizer updates done in place, chunk
by chunk in the cache (``optimizers``), pooling, activation and batch-norm kernels that skip
temporaries (``pooling``, ``activations``, ``batch_norm``).

Each registers over the plain kernel of its op type when scopelab is imported: ``KERNELS``
(``ops/core.py``) then holds a chooser that calls the fast kernel, or the plain one while the
switch says so. One switch turns every fast kernel off: the environment variable
``SCOPELAB_REFERENCE_KERNELS=1`` (read when scopelab is imported), or
``use_reference_kernels()`` at run time, as a call or around a ``with`` block. ``REFERENCE``
and ``FAST`` list, per op type, the two kernels.

>>> import numpy as np, scopelab as tf
>>> with tf.Graph().as_default():
...     y = tf.matmul(tf.ones([2, 3]), tf.ones([3, 2]))
...     with tf.Session() as sess, use_reference_kernels():
...         plain = sess.run(y)
...     with tf.Session() as sess:
...         quick = sess.run(y)
>>> np.array_equal(plain, quick)
True
"""
import os

from ..ops.core import KERNELS

REFERENCE = {}  # op type -> the plain kernel of ops/
FAST = {}  # op type -> the kernel registered here

_switch = {"reference_only": os.environ.get("SCOPELAB_REFERENCE_KERNELS", "") not in ("", "0")}


def reference_only():
    """Whether sessions run the plain kernels only."""
    return _switch["reference_only"]


class use_reference_kernels:
    """Makes sessions run the plain kernels only (``on=False``: the fast ones again).

    A call switches for good; as a ``with`` block it switches back at the end.
    """

    def __init__(self, on=True):
        self._before = _switch["reference_only"]
        _switch["reference_only"] = bool(on)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        _switch["reference_only"] = self._before


def kernel(op_type):
    """Registers the decorated function as the fast kernel of ``op_type``, over its plain one
    (registered first: the module defining it must be imported)."""
    def register(fast):
        reference, stateful, takes_refs = KERNELS[op_type]

        def choose(*args):
            return (reference if _switch["reference_only"] else fast)(*args)
        choose.__doc__ = "The fast kernel of %s, or its plain one (see scopelab.fast)." % op_type
        KERNELS[op_type] = (choose, stateful, takes_refs)
        REFERENCE[op_type], FAST[op_type] = reference, fast
        return fast
    return register


from . import conv, matmul, optimizers, pooling  # noqa: E402,F401 - registers the fast kernels
