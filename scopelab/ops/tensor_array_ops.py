"""``tf.TensorArray``: a list of tensors that a graph writes and reads one element at a time.

Mirrors TF1's ``_GraphTensorArray`` (``tensor_array_ops.py``) and its TensorArrayV3 ops. A
``TensorArrayV3`` node makes the array and outputs two tensors: the *handle* (a resource) and
the *flow* (a float scalar). Every write returns a new flow, and a new ``TensorArray`` object
holding it; reads take a flow, so the graph's data edges put a read after the writes before it.
Inside ``tf.while_loop`` the flow is what travels round the loop (a loop variable), while the
handle enters once as a loop constant. ``stack``/``unstack`` are a gather/scatter over
``range(size)``. The element shape is known statically as writes reveal it (``infer_shape``),
and shared by every TensorArray object built from the same array.
What the arrays hold while a session runs is in ``tensor_array_kernels.py``; gradients in
``gradients_impl/tensor_array_grad.py``. Left out: TensorArrayV2 (TF2's list ops), eager mode.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     ta = tf.TensorArray(tf.float32, size=2).write(0, [1.0, 2.0]).write(1, [3.0, 4.0])
...     stacked = ta.stack()
...     with tf.Session() as sess:
...         value = sess.run(stacked)
>>> stacked.name, stacked.shape.as_list(), value.tolist()
('TensorArrayStack/TensorArrayGatherV3:0', [2, 2], [[1.0, 2.0], [3.0, 4.0]])
"""
import contextlib

from .. import dtypes
from ..default_graph import get_default_graph
from ..tensor import Tensor
from ..core.shapes import TensorShape, as_shape
from . import tensor_array_kernels  # noqa: F401 - registers the kernels
from .array_ops import identity, shape
from .core import convert_input, convert_to_tensor, static_value
from .grad_ops import op_range
from .math_ops import cast

_HANDLE = (dtypes.resource, [2])
_FLOW = (dtypes.float32, [])


class TensorArray:
    """One array (``handle``) as of one point of the graph (``flow``)."""

    def __init__(self, dtype, size=None, dynamic_size=None, clear_after_read=None,
                 tensor_array_name=None, handle=None, flow=None, infer_shape=True,
                 element_shape=None, colocate_with_first_write_call=True, name=None):
        _check_arguments(size, dynamic_size, clear_after_read, tensor_array_name, handle, flow,
                         element_shape)
        self._dtype = dtypes.as_dtype(dtype).base_dtype
        self._dynamic_size = bool(dynamic_size)
        self._size = size
        self._infer_shape = infer_shape
        self._element_shape = [as_shape(element_shape)]  # one list, shared by every flow
        # Writes are placed with the first value written (a list shared the same way).
        self._colocate_with = [] if colocate_with_first_write_call else None
        if handle is not None:  # the same array as of another flow: no new node, no name used
            self._handle, self._flow = handle, flow
            return
        g = get_default_graph()
        with g.name_scope(name, "TensorArray") as scope:
            with g.device(None), g.colocate_with(None, ignore_existing=True) \
                    if colocate_with_first_write_call else contextlib.nullcontext(), \
                    g.name_scope(scope or "TensorArrayV3") as scope:  # the op's own scope
                size = convert_input(size, dtypes.int32, "TensorArrayV3", "size", "size", g)
                attrs = {"dtype": self._dtype, "element_shape": self._element_shape[0],
                         "identical_element_shapes": bool(infer_shape),
                         "dynamic_size": self._dynamic_size,
                         "clear_after_read": True if clear_after_read is None
                         else bool(clear_after_read),
                         "tensor_array_name": (tensor_array_name or "").encode()}
                op = g._create_op("TensorArrayV3", [size], [_HANDLE, _FLOW], g._op_name(scope),
                                  attrs)
            self._handle, self._flow = op.outputs

    # ------------------------------------------------------------------ properties
    @property
    def flow(self):
        return self._flow

    @property
    def handle(self):
        return self._handle

    @property
    def dtype(self):
        return self._dtype

    @property
    def element_shape(self):
        return self._element_shape[0]

    def _with_flow(self, flow):
        """The same array as of ``flow``: TF's ``build_ta_with_new_flow``."""
        ta = TensorArray(self._dtype, handle=self._handle, flow=flow,
                         infer_shape=self._infer_shape,
                         colocate_with_first_write_call=self._colocate_with is not None)
        ta._dynamic_size, ta._size = self._dynamic_size, self._size
        ta._colocate_with, ta._element_shape = self._colocate_with, self._element_shape
        return ta

    def _check_element_shape(self, shape):
        if not shape.is_compatible_with(self.element_shape):
            raise ValueError("Inconsistent shapes: saw %s but expected %s "
                             % (shape, self.element_shape))
        if self._infer_shape:
            self._element_shape[0] = self.element_shape.merge_with(shape)

    def _placed_with(self, value):
        g = self._handle.graph
        if self._colocate_with is None:
            return contextlib.nullcontext()
        if not self._colocate_with:
            self._colocate_with.append(value)
        return g.colocate_with(self._colocate_with[0].op)

    def _op(self, op_type, scope, inputs, specs, attrs):
        g = self._handle.graph
        return g._create_op(op_type, inputs, specs, g._op_name(scope), attrs).outputs

    def _convert_value(self, value):
        value = convert_to_tensor(value, preferred_dtype=self._dtype, name="value")
        if value.dtype.base_dtype is not self._dtype:
            raise TypeError("TensorArray dtype is %s but Op is trying to write dtype %s "
                            % (self._dtype.name, value.dtype.base_dtype.name))
        return value

    # ------------------------------------------------------------------ element access
    def read(self, index, name=None):
        """The element at ``index`` (a ``TensorArrayReadV3``)."""
        g = self._handle.graph
        with g.name_scope(name or "TensorArrayReadV3") as scope:
            index = convert_input(index, dtypes.int32, "TensorArrayReadV3", "index", "handle", g)
            value, = self._op("TensorArrayReadV3", scope, [self._handle, index, self._flow],
                              [(self._dtype, self.element_shape)], {"dtype": self._dtype})
        return value

    def write(self, index, value, name=None):
        """This array with ``value`` at ``index``: a new TensorArray holding the new flow."""
        g = self._handle.graph
        with g.name_scope(name, "TensorArrayWrite"):
            value = self._convert_value(value)
            self._check_element_shape(value.shape)
            with self._placed_with(value), g.name_scope(name or "TensorArrayWriteV3") as scope:
                index = convert_input(index, dtypes.int32, "TensorArrayWriteV3", "index",
                                      "handle", g)
                flow, = self._op("TensorArrayWriteV3", scope,
                                 [self._handle, index, value, self._flow], [_FLOW],
                                 {"T": self._dtype})
        return self._with_flow(flow)

    def gather(self, indices, name=None):
        """The elements at ``indices``, stacked (a ``TensorArrayGatherV3``)."""
        g = self._handle.graph
        with g.name_scope(name or "TensorArrayGatherV3") as scope:
            indices = convert_input(indices, dtypes.int32, "TensorArrayGatherV3", "indices",
                                    "handle", g)
            dims = self.element_shape.dims
            count = indices.shape.dims[0] if indices.shape.ndims == 1 else None
            value, = self._op("TensorArrayGatherV3", scope, [self._handle, indices, self._flow],
                              [(self._dtype, None if dims is None else [count] + list(dims))],
                              {"dtype": self._dtype, "element_shape": self.element_shape})
        return value

    def scatter(self, indices, value, name=None):
        """This array with the rows of ``value`` at ``indices``."""
        g = self._handle.graph
        with g.name_scope(name, "TensorArrayScatter"):
            value = self._convert_value(value)
            self._check_element_shape(TensorShape(value.shape.dims[1:]) if value.shape.dims
                                      else TensorShape(None))
            with self._placed_with(value), \
                    g.name_scope(name or "TensorArrayScatterV3") as scope:
                indices = convert_input(indices, dtypes.int32, "TensorArrayScatterV3",
                                        "indices", "handle", g)
                flow, = self._op("TensorArrayScatterV3", scope,
                                 [self._handle, indices, value, self._flow], [_FLOW],
                                 {"T": self._dtype})
        return self._with_flow(flow)

    def stack(self, name=None):
        """All elements as one tensor, the first axis counting them."""
        g = self._handle.graph
        with g.colocate_with(self._handle.op), g.name_scope(name, "TensorArrayStack"):
            value = self.gather(op_range(0, self.size()), name=name)
            if self.element_shape.dims is not None and not self._dynamic_size and \
                    self._size is not None:
                known = static_value(convert_to_tensor(self._size)) \
                    if isinstance(self._size, Tensor) else self._size
                value.set_shape([None if known is None else int(known)] +
                                list(self.element_shape.dims))
        return value

    def unstack(self, value, name=None):
        """This array holding the rows of ``value``, one per element."""
        g = get_default_graph()
        with g.name_scope(name, "TensorArrayUnstack"):
            count = shape(value)[0]
            return self.scatter(op_range(0, count), value, name=name)

    def concat(self, name=None):
        """All elements joined along their first axis (a ``TensorArrayConcatV3``)."""
        g = self._handle.graph
        rest = TensorShape(None) if self.element_shape.dims is None else \
            TensorShape(self.element_shape.dims[1:])
        with g.name_scope(name or "TensorArrayConcatV3") as scope:
            value, _ = self._op("TensorArrayConcatV3", scope, [self._handle, self._flow],
                                [(self._dtype, None), (dtypes.int64, [None])],
                                {"dtype": self._dtype, "element_shape_except0": rest})
        dims = self.element_shape.dims
        if dims is not None and dims:
            first = None
            size = static_value(self.size()) if self._infer_shape else None
            if size is not None and dims[0] is not None:
                first = int(size) * dims[0]
            value.set_shape([first] + list(dims[1:]))
        return value

    def split(self, value, lengths, name=None):
        """This array holding ``value`` cut along its first axis into ``lengths`` pieces."""
        g = get_default_graph()
        with g.name_scope(name, "TensorArraySplit"):
            value = convert_to_tensor(value, dtype=self._dtype, name="value")
            with self._placed_with(value):
                lengths = cast(lengths, dtypes.int64)
                known = static_value(lengths)
                if value.shape.dims is not None and known is not None and known.ndim and \
                        len(known) and known.max() == known.min():
                    self._check_element_shape(TensorShape([int(known[0])] +
                                                          list(value.shape.dims[1:])))
                with g.name_scope(name or "TensorArraySplitV3") as scope:
                    flow, = self._op("TensorArraySplitV3", scope,
                                     [self._handle, value, lengths, self._flow], [_FLOW],
                                     {"T": self._dtype})
        return self._with_flow(flow)

    def size(self, name=None):
        """The number of elements: a constant unless the array can grow."""
        if not self._dynamic_size and self._size is not None:
            return convert_to_tensor(self._size, dtype=dtypes.int32)
        g = self._handle.graph
        with g.name_scope(name or "TensorArraySizeV3") as scope:
            size, = self._op("TensorArraySizeV3", scope, [self._handle, self._flow],
                             [(dtypes.int32, [])], {})
        return size

    def close(self, name=None):
        """Drops the elements (a ``TensorArrayCloseV3`` op)."""
        g = self._handle.graph
        with g.name_scope(name or "TensorArrayCloseV3") as scope:
            return g._create_op("TensorArrayCloseV3", [self._handle], [], g._op_name(scope), {})

    def identity(self):
        """This array through an ``Identity`` of its flow (to hang control inputs on)."""
        flow = identity(self._flow)
        with flow.graph.name_scope("TensorArray"):
            pass  # TF's identity() opens (and so uses up) a TensorArray scope of its own
        return self._with_flow(flow)

    def grad(self, source, flow=None, name=None):
        """The gradient array for gradients named ``source`` ("gradients")."""
        g = self._handle.graph
        flow = self._flow if flow is None else flow
        with g.name_scope(name, "TensorArrayGrad"), g.colocate_with(self._handle.op):
            with g.name_scope(name or "TensorArrayGradV3") as scope:
                handle, _ = g._create_op("TensorArrayGradV3", [self._handle, flow],
                                         [_HANDLE, _FLOW], g._op_name(scope),
                                         {"source": source.encode()}).outputs
            with g.control_dependencies([handle]):
                flow = identity(flow, name="gradient_flow")
            grad = TensorArray(self._dtype, handle=handle, flow=flow,
                               infer_shape=self._infer_shape,
                               colocate_with_first_write_call=False)
            grad._element_shape = self._element_shape
        return grad


def _check_arguments(size, dynamic_size, clear_after_read, tensor_array_name, handle, flow,
                     element_shape):
    """TF's complaints about arguments that do not go together."""
    if handle is not None and tensor_array_name:
        raise ValueError("Cannot provide both `handle` and `tensor_array_name` arguments at "
                         "the same time.")
    if handle is not None and not isinstance(handle, Tensor):
        raise TypeError("Expected `handle` to be a Tensor, but got `%s` of type `%s` instead."
                        % (handle, type(handle)))
    if handle is None and size is None:
        raise ValueError("Argument `size` must be provided if handle is not provided.")
    if handle is not None and size is not None:
        raise ValueError("Cannot provide both a `handle` and `size` arguments at the same time.")
    for given, what in ((element_shape, "element_shape"), (dynamic_size, "dynamic_size"),
                        (clear_after_read, "clear_after_read")):
        if handle is not None and given is not None:
            raise ValueError("Cannot provide both `handle` and `%s` arguments at the same time."
                             % what)
    if handle is not None and flow is None:
        raise ValueError("flow must not be None if handle is not None.")


# ---------------------------------------------------------------------- in while loops
def to_flow(value):
    """A loop variable as the loop carries it: a TensorArray travels as its flow."""
    return value.flow if isinstance(value, TensorArray) else value


def from_flow(like, value):
    """``value`` back in the form of loop variable ``like``: a flow becomes a TensorArray."""
    return like._with_flow(value) if isinstance(like, TensorArray) else value

