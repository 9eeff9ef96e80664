"""``tf.nn.embedding_lookup``: the rows of an embedding table, also a table split in parts.

Mirrors TF1's ``embedding_ops.embedding_lookup``. ``params`` is one table (a variable, a tensor)
or a Python list of tables (or a PartitionedVariable) that together hold the rows:

- one table: a ``GatherV2`` named like the lookup's scope (``embedding_lookup``), colocated
  with the table, then an ``Identity`` (so the result may live elsewhere);
- several: id ``i`` lives in part ``i % n`` at row ``i // n`` (``partition_strategy="mod"``),
  or, with ``"div"``, the parts hold consecutive ranges, the first ``total % n`` parts one row
  more. The ids are flattened, sent to their parts (``DynamicPartition``), each part gathers its
  rows, ``ParallelDynamicStitch`` (named like the scope) restores the ids' order, and a Reshape
  gives the result the shape ``ids.shape + row shape``. See ``partition_ops.py``.

The gradient with respect to each table is an IndexedSlices (``sparse_grad.py``): only the rows
looked up. ``max_norm`` rescales rows whose L2 norm exceeds it (``clip_by_norm``).
Left out: ``embedding_lookup_sparse``, ``transform_fn``, resource variables.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     parts = [tf.constant([[0.0], [2.0]]), tf.constant([[1.0], [3.0]])]  # rows 0,2 | 1,3
...     rows = embedding_lookup(parts, [[3, 0], [1, 1]])
...     with tf.Session() as sess:
...         out = sess.run(rows)
>>> rows.op.type, rows.shape.as_list(), out[..., 0].tolist()
('Reshape', [2, 2, 1], [[3.0, 0.0], [1.0, 1.0]])
"""
import numpy as np

from .. import dtypes
from ..default_graph import name_scope
from ..core.shapes import Dimension
from . import array_ops, clip_ops, grad_ops, math_ops
from .core import constant, convert_to_tensor
from .indexing_ops import concat, gather, select, stack
from .partition_ops import dynamic_partition, parallel_dynamic_stitch
from .reduction_ops import reduce_sum


def embedding_lookup(params, ids, partition_strategy="mod", name=None, validate_indices=True,
                     max_norm=None):
    """The rows of ``params`` (one table or a list of parts) that ``ids`` pick."""
    if params is None:
        raise ValueError("params must be specified")
    if isinstance(params, (list, tuple)) and not params:
        raise ValueError("Length of params is currently 0. Need at least one param.")
    if hasattr(params, "_get_variable_list"):  # a PartitionedVariable: its parts
        params = list(params)
    if not isinstance(params, list):
        params = [params]
    with name_scope(name, "embedding_lookup", params + [ids]) as scope:
        n = len(params)
        params = [convert_to_tensor(p, name="params_%d" % i) for i, p in enumerate(params)]
        ids = convert_to_tensor(ids, name="ids")
        g = ids.graph
        if n == 1:
            with g.colocate_with(params[0].op):
                result = _clip(gather(params[0], ids, name=scope), ids, max_norm)
            return array_ops.identity(result)
        flat_ids = array_ops.reshape(ids, [-1])
        original_indices = grad_ops.op_range(grad_ops.size(flat_ids, out_type=dtypes.int32))
        if partition_strategy == "mod":
            assignments, new_ids = flat_ids % n, flat_ids // n
        elif partition_strategy == "div":
            assignments, new_ids = _div_partition(params, flat_ids, n)
        else:
            raise ValueError("Unrecognized partition strategy: %s.Must be one of either `mod` "
                             "or `div`." % (partition_strategy,))
        assignments = math_ops.cast(assignments, dtypes.int32)
        gather_ids = dynamic_partition(new_ids, assignments, n)
        positions = dynamic_partition(original_indices, assignments, n)
        parts = []
        for table, part_ids in zip(params, gather_ids):
            with g.device(None), g.colocate_with(table.op):
                parts.append(gather(table, part_ids))
        result = parallel_dynamic_stitch(positions, parts, name=scope)
        row_shape = params[0].shape[1:]
        for table in params[1:]:
            row_shape = row_shape.merge_with(table.shape[1:])
        if row_shape.is_fully_defined():
            row_dims = np.array(row_shape.as_list(), np.int32)  # int32 even when empty
        else:
            with g.colocate_with(params[0].op):
                row_dims = array_ops.shape(params[0])[1:]
        result = array_ops.reshape(result, concat([array_ops.shape(ids), row_dims], 0))
        result.set_shape(ids.shape.concatenate(row_shape))
        return _clip(result, ids, max_norm)


def _div_partition(params, flat_ids, n):
    """(part, row in part) of each id when the parts hold consecutive ranges of ids."""
    total = Dimension(params[0].shape.dims[0] if params[0].shape.dims else None)
    for table in params[1:]:
        total += Dimension(table.shape.dims[0] if table.shape.dims else None)
    if total.value:
        num_ids = constant(total.value, flat_ids.dtype)
    else:
        sizes = []
        for table in params:
            size = table.shape.dims[0] if table.shape.dims else None
            if size is None:
                with table.graph.colocate_with(table.op):
                    size = array_ops.shape(table)[0]
            sizes.append(size)
        num_ids = reduce_sum(math_ops.cast(stack(sizes), flat_ids.dtype))
    per_part = num_ids // n
    extras = num_ids % n
    # The first ``extras`` parts hold per_part + 1 ids each, the others per_part.
    assignments = math_ops.maximum(flat_ids // (per_part + 1), (flat_ids - extras) // per_part)
    new_ids = select(assignments < extras, flat_ids % (per_part + 1),
                     (flat_ids - extras) % per_part)
    return assignments, new_ids


def _clip(rows, ids, max_norm):
    """``rows`` with each row's L2 norm (over the axes after the ids') at most ``max_norm``."""
    if max_norm is None:
        return rows
    ids_rank, rows_rank = ids.shape.ndims, rows.shape.ndims
    if ids_rank and rows_rank:
        axes = list(range(ids_rank, rows_rank))
    else:
        axes = grad_ops.op_range(ids_rank or array_ops.rank(ids),
                                 rows_rank or array_ops.rank(rows))
    return clip_ops.clip_by_norm(rows, max_norm, axes=axes)
