"""The Reshape kernel: numpy's reshape, with TF's rules and messages where they differ.

Mirrors ``ReshapeOp`` of ``tensorflow/core/kernels/reshape_op.h``: one size may be -1 (the
rest of the values), other negative sizes are errors (numpy would read any negative size as
-1), and an empty tensor reshaped with a 0 and a -1 gets 1 for the -1 (numpy finds no
answer). The errors are TF's: "Input to reshape is a tensor with 12 values, but the requested
shape has 6". ``array_ops.reshape`` builds the op.

>>> import numpy as np
>>> _reshape(None, np.zeros(0), np.array([0, -1])).shape
(0, 1)
>>> _reshape(None, np.zeros(12), np.array([-1, -1]))
Traceback (most recent call last):
...
ValueError: Only one input size may be -1, not both 0 and 1
"""
import numpy as np

from .core import kernel


@kernel("Reshape", shape_inputs=(1,), shape_arithmetic=True)
def _reshape(op, x, shape):
    # shape.tolist(), not tuple(shape) (numpy converts numpy integers one by one), and the
    # method, not np.reshape's dispatch: 0.4 us instead of 2, and gradients reshape often.
    if shape.ndim == 1:
        dims = shape.tolist()
        if not dims or min(dims) >= -1:
            try:
                return np.asarray(x).reshape(dims)
            except ValueError:  # TF's messages, and its answer where numpy finds none
                pass
    return np.asarray(x).reshape(_reshape_dims(np.size(x), shape))


def _reshape_dims(size, shape):
    """The shape TF's Reshape kernel makes of ``shape`` for ``size`` values, or its error."""
    if shape.ndim != 1:
        raise ValueError("sizes input must be 1-D, not [%s]" % ",".join(map(str, shape.shape)))
    dims, unknown, known = shape.tolist(), None, 1
    for i, d in enumerate(dims):
        if d == -1:
            if unknown is not None:
                raise ValueError("Only one input size may be -1, not both %d and %d"
                                 % (unknown, i))
            unknown = i
        elif d < 0:
            raise ValueError("Size %d must be non-negative, not %d" % (i, d))
        else:
            known *= d
    if unknown is not None:
        dims[unknown] = size // known if known else 1
        if known and size % known:
            raise ValueError("Input to reshape is a tensor with %d values, but the requested "
                             "shape requires a multiple of %d" % (size, known))
    if int(np.prod(dims)) != size:
        raise ValueError("Input to reshape is a tensor with %d values, but the requested shape "
                         "has %d" % (size, int(np.prod(dims))))
    return dims
