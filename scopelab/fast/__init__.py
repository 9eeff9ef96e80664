"""Faster kernels for the ops that training steps spend their time in, kept apart from the
plain kernels of ``scopelab/ops`` that learners read.

A plain kernel says what an op computes, in a few lines of numpy. The kernels here compute the
same values (up to float rounding) faster, with tricks that would hide that: threads of their
own, with BLAS on one thread each (``threads``), unless nothing else wants the cores
(``cpu_watch``); matrix products cut into blocks (``matmul``);
convolutions by groups of images, through the DFT as matrix products or through the FFT
(``conv``, ``dft_conv``, ``fft_conv``); depthwise convolutions tap by tap over images
that fit the cache (``depthwise_conv``); 3-D convolutions as deep matrix products of patch rows
(``conv3d``); optimizer updates in place, chunk by chunk in the cache
(``optimizers``); max pooling without padding copies (``pooling``); LRN and batch norm with
their sums as matrix products (``normalization``); Split by slicing and
ConcatOffset in Python integers (``split``); scatters and
segment sums through numpy's one-dimensional ``ufunc.at`` loop (``scatter``); the candidate
samplers' random blocks computed for many runs at once (``philox``). Beside the
kernels, ``memory`` has the C library keep freed array memory for the next run's arrays.

Each registers over the plain kernel of its op type in the op registry (``core/registry.py``)
when scopelab is imported. One switch puts the plain kernels back for every op and turns the
graph optimiser's passes off: the environment variable ``SCOPELAB_REFERENCE=1`` (read when
scopelab is imported), or ``use_reference()`` at run time, as a call or around a ``with``
block (``registry.py``). Sessions then make their plans again (a plan binds kernels, and may
have computed constant parts once).

>>> import numpy as np, scopelab as tf
>>> with tf.Graph().as_default():
...     y = tf.matmul(tf.ones([2, 3]), tf.ones([3, 2]))
...     with tf.Session() as sess, use_reference():
...         plain = sess.run(y)
...     with tf.Session() as sess:
...         quick = sess.run(y)
>>> np.array_equal(plain, quick)
True
"""
from .registry import reference_only, use_reference  # noqa: F401
from . import conv, conv3d, depthwise_conv, matmul  # noqa: E402,F401 - registers them
from . import normalization, optimizers, philox  # noqa: E402,F401 - registers them
from . import pooling, scatter, split  # noqa: E402,F401 - registers them
from .memory import keep_freed_memory  # noqa: E402

if not reference_only():
    keep_freed_memory()
