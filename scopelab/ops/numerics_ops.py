"""Checking for NaN and Inf: ``tf.check_numerics``, ``tf.verify_tensor_all_finite`` and
``tf.add_check_numerics_ops``.

Mirrors ``array_ops.check_numerics`` and TF1's ``numerics.py``. ``check_numerics(t, message)``
is a ``CheckNumerics`` node: an identity on a float tensor that fails the run with
InvalidArgumentError ("<message> : Tensor had NaN values") when some value is not finite.
``verify_tensor_all_finite`` returns ``t`` itself gated on such a check (an Identity named
``VerifyFinite/control_dependency``). ``add_check_numerics_ops()`` checks every float tensor
already in the graph, each check waiting for the one before, and groups the last of them; it
refuses graphs with ``tf.cond`` or ``tf.while_loop``. The gradient of a check checks the
gradient (``gradients_impl/check_grad.py``).
Left out: ``CheckNumericsV2`` (TF 2's variant, which also tells -Inf from +Inf).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None])
...     y = tf.check_numerics(tf.log(x), "log of x")
...     with tf.Session() as sess:
...         try:
...             sess.run(y, {x: [1.0, -1.0]})
...         except tf.errors.InvalidArgumentError as e:
...             print(e.message.splitlines()[2])
log of x : Tensor had NaN values
"""
import numpy as np

from .. import dtypes
from ..default_graph import get_default_graph
from .control_flow_ops import group
from .core import convert_to_tensor, kernel, make_op
from .gating_ops import with_dependencies

_FLOATS = (dtypes.float16, dtypes.float32, dtypes.float64)


def check_numerics(tensor, message, name=None):
    """``tensor`` again, through a ``CheckNumerics`` node that fails on NaN or Inf."""
    g = get_default_graph()
    with g.name_scope(name or "CheckNumerics") as scope:
        x = convert_to_tensor(tensor, name="tensor")
        if x.dtype.base_dtype not in _FLOATS:
            raise TypeError("Value passed to parameter 'tensor' has DataType %s not in list of "
                            "allowed values: bfloat16, float16, float32, float64"
                            % x.dtype.base_dtype.name)
        return make_op(g, "CheckNumerics", [x], scope, x.dtype.base_dtype, x.shape,
                       {"T": x.dtype.base_dtype, "message": message})


# Stateful as in TF: a check that only a control input waits on must still run, and must
# never be folded away.
@kernel("CheckNumerics", stateful=True)
def _check_numerics(state, op, x):
    has_nan, has_inf = np.isnan(x).any(), np.isinf(x).any()
    if has_nan or has_inf:
        found = "Inf and NaN" if has_nan and has_inf else "NaN" if has_nan else "Inf"
        raise ValueError("%s : Tensor had %s values" % (op.attrs["message"], found))
    return x


def verify_tensor_all_finite(t=None, msg=None, name=None, x=None, message=None):
    """``t`` (or ``x``) gated on a ``check_numerics`` of it with ``msg`` (or ``message``)."""
    t = x if t is None else t
    msg = message if msg is None else msg
    g = get_default_graph()
    with g.name_scope(name, "VerifyFinite"):
        t = convert_to_tensor(t, name="x")
        with g.colocate_with(t.op):
            verify_input = check_numerics(t, message=msg)
            return with_dependencies([verify_input.op], t)


def add_check_numerics_ops():
    """A ``check_numerics`` of every float tensor in the default graph, chained so that an
    op's inputs are checked before its outputs; returns a ``group`` of the last check."""
    g = get_default_graph()
    check = []
    # Ops are listed in creation order, so a tensor's producer is always checked before its
    # consumers; the chain of control dependencies keeps that order when the checks run.
    for op in g.get_operations():
        for output in op.outputs:
            if output.dtype.base_dtype in _FLOATS:
                if op._control_flow_context is not None:
                    raise ValueError("`tf.add_check_numerics_ops() is not compatible with "
                                     "TensorFlow control flow operations such as `tf.cond()` "
                                     "or `tf.while_loop()`.")
                with g.control_dependencies(check):
                    check = [check_numerics(output, message="%s:%d" % (op.name,
                                                                       output.value_index))]
    return group(*check)
