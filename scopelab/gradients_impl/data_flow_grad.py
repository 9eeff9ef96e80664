"""Gradients of DynamicPartition and (Parallel)DynamicStitch: each undoes the other.

Mirrors ``data_flow_grad.py`` of TensorFlow. A partitioned embedding lookup stitches the rows
its parts gathered; backwards, each part's rows get their gradient back by a gather of the
stitched gradient at the positions the part filled (an IndexedSlices gradient is densified
first). ``DynamicPartition``'s gradient partitions the positions ``0..n-1`` the same way and
stitches the output gradients back into the input's shape.

>>> import scopelab as tf
>>> from scopelab.ops.partition_ops import dynamic_partition
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([1.0, 2.0, 3.0])
...     a, b = dynamic_partition(x, [1, 0, 1], 2)
...     dx, = tf.gradients([a * 10.0, b], x)
...     with tf.Session() as sess:
...         value = sess.run(dx)
>>> dx.op.type, value.tolist()
('Reshape', [1.0, 10.0, 1.0])
"""
from .. import dtypes
from ..indexed_slices import IndexedSlices
from ..ops import array_ops, grad_ops, math_ops
from ..ops.indexing_ops import gather
from ..ops.partition_ops import dynamic_partition, parallel_dynamic_stitch
from ..ops.reduction_ops import reduce_prod
from ..ops.segment_ops import unsorted_segment_sum
from .registry import RegisterGradient


@RegisterGradient("DynamicPartition")
def _dynamic_partition_grad(op, *grads):
    data, partitions = op.inputs
    prefix_shape = array_ops.shape(partitions)
    positions = array_ops.reshape(grad_ops.op_range(reduce_prod(prefix_shape)), prefix_shape)
    parts = dynamic_partition(positions, partitions, op.attrs["num_partitions"])
    stitched = parallel_dynamic_stitch(parts, list(grads))
    return [array_ops.reshape(stitched, array_ops.shape(data)), None]


def _dynamic_stitch_grad(op, grad):
    n = len(op.inputs) // 2
    indices = [t if t.dtype.base_dtype is dtypes.int32 else math_ops.cast(t, dtypes.int32)
               for t in op.inputs[:n]]
    if isinstance(grad, IndexedSlices):
        rows = array_ops.shape(op.outputs[0])[0]
        grad = unsorted_segment_sum(grad.values, grad.indices, rows)
    return [None] * n + [gather(grad, i) for i in indices]


RegisterGradient("DynamicStitch")(_dynamic_stitch_grad)
RegisterGradient("ParallelDynamicStitch")(_dynamic_stitch_grad)
