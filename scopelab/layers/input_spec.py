"""``tf.layers.InputSpec``: what a layer accepts, checked before every call.

Mirrors Keras's ``engine/input_spec.py``. A layer states a rank (``ndim``, ``min_ndim``,
``max_ndim``), a dtype, or sizes of some axes (``axes``); building fixes those it learns from
the first input (Dense: the last axis), so a later input that does not fit fails with TF's
message, which names the layer and prints the shape as TF1 prints a tuple of Dimensions.

>>> import scopelab as tf
>>> spec = tf.layers.InputSpec(min_ndim=2, axes={-1: 3})
>>> spec
InputSpec(min_ndim=2, axes={-1: 3})
>>> with tf.Graph().as_default():
...     try:
...         check_input(spec, tf.zeros([2, 4]), "dense_1")
...     except ValueError as e:
...         print(str(e).split(": ")[1])
expected axis -1 of input shape to have value 3, but received input with shape (2, 4)
"""
from .. import dtypes


class InputSpec:
    """What a layer accepts: a rank (``ndim``, ``min_ndim``, ``max_ndim``) and fixed sizes
    (``axes``: axis -> size), checked before each call."""

    def __init__(self, dtype=None, shape=None, ndim=None, max_ndim=None, min_ndim=None,
                 axes=None):
        self.dtype = dtypes.as_dtype(dtype).name if dtype is not None else None
        self.shape, self.ndim = shape, ndim if shape is None else len(shape)
        self.max_ndim, self.min_ndim = max_ndim, min_ndim
        self.axes = dict(axes or {})

    def __repr__(self):
        shown = ["%s=%s" % (k, v) for k, v in (("dtype", self.dtype), ("shape", self.shape),
                                              ("ndim", self.ndim), ("max_ndim", self.max_ndim),
                                              ("min_ndim", self.min_ndim), ("axes", self.axes))
                 if v]
        return "InputSpec(%s)" % ", ".join(shown)


def dimensions_text(shape):
    """A shape as TF1 prints a tuple of it: ``(Dimension(None), Dimension(3))``."""
    shown = ", ".join("Dimension(%s)" % d for d in shape.dims)
    return "(%s,)" % shown if len(shape.dims) == 1 else "(%s)" % shown


def check_input(spec, x, layer_name):
    """TF's ValueError when ``x`` does not fit ``spec``."""
    if spec is None or x.shape.dims is None:
        return
    shape, ndim = x.shape, x.shape.ndims
    start = 'Input 0 of layer "%s" is incompatible with the layer: ' % layer_name
    if spec.ndim is not None and ndim != spec.ndim:
        raise ValueError(start + "expected ndim=%d, found ndim=%d. Full shape received: %s"
                         % (spec.ndim, ndim, dimensions_text(shape)))
    if spec.max_ndim is not None and ndim > spec.max_ndim:
        raise ValueError(start + "expected max_ndim=%d, found ndim=%d" % (spec.max_ndim, ndim))
    if spec.min_ndim is not None and ndim < spec.min_ndim:
        raise ValueError(start + "expected min_ndim=%d, found ndim=%d. Full shape received: %s"
                         % (spec.min_ndim, ndim, dimensions_text(shape)))
    if spec.dtype is not None and x.dtype.name != spec.dtype:
        raise ValueError(start + "expected dtype=%s, found dtype=%s" % (spec.dtype, x.dtype))
    for axis, size in spec.axes.items():
        if size is not None and shape.dims[axis] not in (size, None):
            raise ValueError(start + "expected axis %d of input shape to have value %d, but "
                             "received input with shape %s"
                             % (axis, size, tuple(shape.as_list())))
