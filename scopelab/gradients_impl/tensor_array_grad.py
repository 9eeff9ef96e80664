"""Gradients of TensorArray ops: each is the opposite op on the array's *gradient array*.

Mirrors ``tensor_array_grad.py`` of TensorFlow. ``TensorArrayGradV3`` finds (or makes) the
gradient array of a forward array, named by the gradients call it serves (its ``source``,
"gradients" or "gradients_1", the scope of the gradient being built). Backwards:

- a read becomes a write of the read's gradient (repeated writes to a gradient array add up);
- a write becomes a read; its flow input's gradient is the gradient array's flow;
- gather and scatter, concat and split swap the same way.

So the gradient of a stacked TensorArray flows, through the flows, back to the writes that
filled it. The array's handle has no gradient; creating it, its size and closing it are
``NotDifferentiable``. A write's backward read waits for the forward write (``flow_out``,
``write_barrier``), as in TF.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([1.0, 2.0, 3.0])
...     ta = tf.TensorArray(tf.float32, size=3).unstack(x * x)
...     y = ta.read(0) + 10.0 * ta.read(2)
...     dx, = tf.gradients(y, x)
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> value.tolist()
[2.0, 0.0, 60.0]
"""
from ..ops.array_ops import identity
from ..ops.tensor_array_ops import TensorArray
from .registry import NotDifferentiable, RegisterGradient

for _op_type in ("TensorArrayV3", "TensorArrayGradV3", "TensorArraySizeV3",
                 "TensorArrayCloseV3"):
    NotDifferentiable(_op_type)


def _source(grad):
    """The scope of the gradients call ``grad`` belongs to: its name up to the last part
    starting with "gradients"."""
    parts = grad.name.split("/")
    found = [i for i, p in enumerate(parts) if p.startswith("gradients")]
    if not found:
        raise ValueError("Expected op/tensor name to start with gradients (excluding scope), "
                         "got: %s. This means that a tf.gradients op with this op in its "
                         "dependency path has a custom name that does not start with "
                         "'gradients'. Please make sure all calls to tf.gradients that have "
                         "non-empty `name` arguments use names that start with 'gradients'."
                         % grad.name)
    return "/".join(parts[:found[-1] + 1])


def _grad_array(op, dtype_attr, flow, source):
    forward = TensorArray(op.attrs[dtype_attr], handle=op.inputs[0], flow=flow,
                          colocate_with_first_write_call=False)
    return forward.grad(source=source, flow=flow)


def _after_forward(op, flow):
    """``flow`` once the forward op has run: its backward reads must not overtake it."""
    flow_out = identity(op.outputs[0], "flow_out")
    with op.graph.control_dependencies([flow_out]):
        return identity(flow, "write_barrier")


@RegisterGradient("TensorArrayReadV3")
def _read_grad(op, grad):
    handle, index, flow = op.inputs
    written = _grad_array(op, "dtype", flow, _source(grad)).write(index, grad)
    return [None, None, written.flow]


@RegisterGradient("TensorArrayWriteV3")
def _write_grad(op, flow):
    source = _source(flow)
    flow = _after_forward(op, flow)
    grad = _grad_array(op, "T", flow, source).read(op.inputs[1])
    return [None, None, grad, flow]


@RegisterGradient("TensorArrayGatherV3")
def _gather_grad(op, grad):
    handle, indices, flow = op.inputs
    scattered = _grad_array(op, "dtype", flow, _source(grad)).scatter(indices, grad)
    return [None, None, scattered.flow]


@RegisterGradient("TensorArrayScatterV3")
def _scatter_grad(op, flow):
    source = _source(flow)
    flow = _after_forward(op, flow)
    grad = _grad_array(op, "T", flow, source).gather(op.inputs[1])
    return [None, None, grad, flow]


@RegisterGradient("TensorArrayConcatV3")
def _concat_grad(op, grad, unused_lengths_grad):
    handle, flow = op.inputs
    split = _grad_array(op, "dtype", flow, _source(grad)).split(grad, lengths=op.outputs[1])
    return [None, split.flow]


@RegisterGradient("TensorArraySplitV3")
def _split_grad(op, flow):
    source = _source(flow)
    flow = _after_forward(op, flow)
    return [None, _grad_array(op, "T", flow, source).concat(), None, flow]
