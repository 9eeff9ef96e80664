"""Python functions as graph ops: ``tf.py_func`` and ``tf.numpy_function``.

Mirrors TF1's ``script_ops.py``. ``py_func(func, inp, Tout)`` adds a ``PyFunc`` node (a
``PyFuncStateless`` one with ``stateful=False``) whose ``token`` attribute (``pyfunc_0``,
``pyfunc_1``, ... counted over the whole process, as TF counts) names ``func`` in a registry;
when the node runs, ``func`` gets its inputs as numpy arrays and must return one array per
dtype in ``Tout`` (a single value for a single dtype; ``None`` for ``Tout=[]``). The outputs'
static shapes are unknown: only running ``func`` would tell them. ``numpy_function`` is the
same op under TF 2's name. A value of the wrong dtype (a Python float is a float64) or the
wrong number of values fails the run with InvalidArgumentError; an exception inside ``func``
becomes TF's error for it (ValueError and TypeError: InvalidArgumentError; StopIteration:
OutOfRangeError; NotImplementedError: UnimplementedError; MemoryError: ResourceExhaustedError;
the rest: UnknownError), the message starting "<ExceptionName>: <text>" and then its
traceback. Neither op has a gradient (``gradients_impl/check_grad.py``).
Left out: ``tf.py_function`` (its function gets eager tensors), functions that return sparse
or ragged values.

>>> import numpy as np
>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.placeholder(tf.float32, [None])
...     y = tf.py_func(lambda a: np.sort(a), [x], tf.float32)
...     with tf.Session() as sess:
...         print(y.shape, sess.run(y, {x: [3.0, 1.0, 2.0]}))
<unknown> [1. 2. 3.]
"""
import itertools
import traceback
import weakref

import numpy as np

from .. import dtypes, errors
from ..default_graph import get_default_graph
from ..core.shapes import TensorShape
from ..core.state import engine
from .core import convert_to_tensor, kernel

_TOKENS = itertools.count()

# How TF's runtime reports a Python exception raised inside the function; others: UnknownError.
_ERROR_OF = {ValueError: errors.InvalidArgumentError, TypeError: errors.InvalidArgumentError,
             StopIteration: errors.OutOfRangeError,
             NotImplementedError: errors.UnimplementedError,
             MemoryError: errors.ResourceExhaustedError}


def py_func(func, inp, Tout, stateful=True, name=None):  # noqa: N803 - TF's argument name
    """The outputs of a ``PyFunc`` node that calls ``func`` on the values of ``inp``."""
    if not callable(func):
        raise ValueError("Expected func to be callable. Received func=%s of type %s."
                         % (func, type(func)))
    is_list = isinstance(Tout, (list, tuple))
    out_dtypes = [dtypes.as_dtype(t) for t in (Tout if is_list else [Tout])]
    token = "pyfunc_%d" % next(_TOKENS)
    g = get_default_graph()
    # Dropped when the graph is collected: a function lives as long as the graph that runs it.
    engine.py_funcs[token] = func
    weakref.finalize(g, engine.py_funcs.pop, token, None)
    op_type = "PyFunc" if stateful else "PyFuncStateless"
    with g.name_scope(name or op_type) as scope:
        inputs = [convert_to_tensor(v, name="input_%d" % i) for i, v in enumerate(inp)]
        op = g._create_op(op_type, inputs, [(t, TensorShape(None)) for t in out_dtypes],
                          g._op_name(scope),
                          {"token": token, "Tin": [t.dtype.base_dtype for t in inputs],
                           "Tout": out_dtypes})
    if not out_dtypes:
        return op
    return list(op.outputs) if is_list else op.outputs[0]


def numpy_function(func=None, inp=None, Tout=None, stateful=True, name=None):  # noqa: N803
    """``py_func`` under TF 2's name; without ``func``, a decorator that makes one."""
    if func is None:
        return lambda f: numpy_function(f, inp, Tout, stateful, name)
    return py_func(func, inp, Tout, stateful=stateful, name=name)


def _output(value, dtype, index, token):
    """``value`` as the array TF would make of it, checked against the promised ``dtype``."""
    array = np.asarray(value)
    if array.dtype.kind in "USO":
        got = dtypes.string
        array = np.vectorize(lambda s: s if isinstance(s, bytes) else str(s).encode(),
                             otypes=[object])(array) if array.size else array.astype(object)
    else:
        got = dtypes.as_dtype(array.dtype)
    if got is not dtype:
        raise ValueError("%d-th value returned by %s is %s, but expects %s"
                         % (index, token, got.c_name(), dtype.c_name()))
    return array


def _call(op, args):
    token = op.attrs["token"]
    try:
        result = engine.py_funcs[token](*args)
    except Exception as e:  # noqa: BLE001 - any Python error becomes TF's error, as in TF
        detail = "%s: %s\n%s" % (type(e).__name__, e, "".join(traceback.format_exception(e)))
        cls = next((c for t, c in _ERROR_OF.items() if isinstance(e, t)), errors.UnknownError)
        raise errors.graph_execution_error(cls, op, detail) from None
    values = [] if result is None else list(result) if isinstance(result, (list, tuple)) \
        else [result]
    out_dtypes = op.attrs["Tout"]
    if len(values) != len(out_dtypes):
        raise ValueError("%s returns %d values, but expects to see %d values."
                         % (token, len(values), len(out_dtypes)))
    outputs = [_output(v, t, i, token) for i, (v, t) in enumerate(zip(values, out_dtypes))]
    return outputs if len(outputs) != 1 else outputs[0]


# Both run as stateful kernels: the function must be called each time the node runs, never
# folded into a constant while the graph is built nor remembered from an earlier run.
kernel("PyFunc", stateful=True)(lambda state, op, *args: _call(op, args))
kernel("PyFuncStateless", stateful=True)(lambda state, op, *args: _call(op, args))
