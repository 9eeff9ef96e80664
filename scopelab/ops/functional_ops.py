"""``tf.map_fn``, ``tf.foldl`` and ``tf.foldr``: a function applied along the first axis.

Mirrors TF1's ``map_fn.map_fn`` and ``functional_ops.foldl`` / ``foldr``, op for op. Like
``tf.scan`` (scan_ops.py), each is a ``tf.while_loop`` over TensorArrays of rows, so their
gradients are the loop's and the TensorArrays' own.

- ``map_fn(fn, elems)`` writes ``fn(row)`` for each row to a TensorArray and stacks it; the
  results have ``elems``' dtypes unless ``dtype`` (or ``fn_output_signature``) says otherwise.
- ``foldl(fn, elems, initializer)`` keeps only the last accumulator ``a = fn(a, row)``,
  walking rows from the first; ``foldr`` walks them from the last. Without an initializer the
  first row walked is the starting accumulator.

``elems`` (and ``initializer``, ``dtype``) may be nested tuples, lists and dicts. Left out: the
caching device TF sets on the variable scope while ``fn`` is built (it only places variable
reads), and ragged or sparse elements.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     x = tf.constant([[1, 2], [3, 4], [5, 6]])
...     doubled = tf.map_fn(lambda row: row * 2, x)
...     total = tf.foldl(lambda a, row: a + row, x)
...     with tf.Session() as sess:
...         d, t = sess.run([doubled, total])
>>> doubled.name, d.tolist(), total.name, t.tolist()
('map/TensorArrayStack/TensorArrayGatherV3:0', [[2, 4], [6, 8], [10, 12]], \
'foldl/while/Exit_2:0', [9, 12])
"""
from .. import dtypes, nest
from ..default_graph import get_default_graph
from ..core.shapes import TensorShape
from . import array_ops
from .core import constant, convert_to_tensor
from .tensor_array_ops import TensorArray
from .while_loop import while_loop


def _row_arrays(elems_flat, n):
    """One TensorArray per element tensor, holding its rows."""
    return [TensorArray(e.dtype, size=n, dynamic_size=False, infer_shape=True).unstack(e)
            for e in elems_flat]


def _row_count(first):
    """The static row count, else the ``Shape`` op's first entry (as TF, for a 0 too)."""
    n = first.shape.dims[0] if first.shape.ndims else None
    return n or array_ops.shape(first)[0]


def map_fn(fn, elems, dtype=None, parallel_iterations=None, back_prop=True, swap_memory=False,
           infer_shape=True, name=None, fn_output_signature=None):
    """``fn(row)`` for each row of ``elems``, stacked."""
    signature = dtype if fn_output_signature is None else fn_output_signature
    if not callable(fn):
        raise TypeError("The provided function %s is not callable.fn must be callable."
                        % fn.__name__)
    parallel_iterations = parallel_iterations or 10
    if not nest.flatten(elems):
        raise ValueError("elems must be a Tensor or (possibly nested) sequence of Tensors. "
                         "Got %s, which does not contain any Tensors." % (elems,))
    g = get_default_graph()
    with g.name_scope(name, "map"):
        elems_flat = [convert_to_tensor(e, name="elem") for e in nest.flatten(elems)]
        first = elems_flat[0]
        if first.shape.ndims is not None and first.shape.ndims < 1:
            raise ValueError("Elements in elems must be 1+ dimensional Tensors, not scalars")
        counts = [e.shape.dims[0] if e.shape.ndims else None for e in elems_flat]
        for count in counts[1:]:
            if None not in (counts[0], count) and count != counts[0]:
                raise ValueError("Dimensions %d and %d are not compatible" % (counts[0], count))
        n = counts[0] or array_ops.shape(first)[0]
        # Unlike the folds, map_fn makes all the TensorArrays before unstacking into any.
        rows = [TensorArray(e.dtype, size=n, dynamic_size=False, infer_shape=True)
                for e in elems_flat]
        rows = [r.unstack(e) for r, e in zip(rows, elems_flat)]
        i = constant(0)
        out_dtypes = ([e.dtype for e in elems_flat] if signature is None
                      else [dtypes.as_dtype(d) for d in nest.flatten(signature)])
        results = [TensorArray(d, size=n, dynamic_size=False, infer_shape=infer_shape)
                   for d in out_dtypes]

        def body(i, results):
            out = fn(nest.pack_sequence_as(elems, [r.read(i) for r in rows]))
            nest.assert_same_structure(elems if signature is None else signature, out)
            results = [r.write(i, v) for r, v in zip(results, nest.flatten(out))]
            return i + 1, results

        _, results = while_loop(lambda i, _: i < n, body, (i, results),
                                parallel_iterations=parallel_iterations, back_prop=back_prop,
                                swap_memory=swap_memory, maximum_iterations=n)
        stacked = [r.stack() for r in results]
        for s in stacked:
            if s.shape.ndims is not None:
                s.set_shape(TensorShape([counts[0]]).concatenate(s.shape[1:]))
        return nest.pack_sequence_as(elems if signature is None else signature, stacked)


def _fold(default_name, fn, elems, initializer, parallel_iterations, back_prop, swap_memory,
          name, from_last):
    if not callable(fn):
        raise TypeError("%s is not callable. Please provide a callable function."
                        % fn.__name__)
    g = get_default_graph()
    with g.name_scope(name, default_name):
        elems_flat = [convert_to_tensor(e, name="elem") for e in nest.flatten(elems)]
        n = _row_count(elems_flat[0])
        rows = _row_arrays(elems_flat, n)
        like = elems if initializer is None else initializer  # the accumulator's nesting
        if from_last:
            # foldr counts i down from n (n - 1 when the last row starts the accumulator),
            # taking one off before each read.
            if initializer is None:
                i = n - 1
                a = nest.pack_sequence_as(elems, [r.read(i) for r in rows])
            else:
                i, a = n, initializer
        elif initializer is None:
            a = nest.pack_sequence_as(elems, [r.read(0) for r in rows])
            i = constant(1)
        else:
            a = initializer
            i = constant(0)

        def body(i, a):
            if from_last:
                i = i - 1
            a_out = fn(a, nest.pack_sequence_as(elems, [r.read(i) for r in rows]))
            nest.assert_same_structure(like, a_out)
            return [i if from_last else i + 1, a_out]

        cond = (lambda i, a: i > 0) if from_last else (lambda i, a: i < n)
        _, a = while_loop(cond, body, [i, a], parallel_iterations=parallel_iterations,
                          back_prop=back_prop, swap_memory=swap_memory, maximum_iterations=n)
        return a


def foldl(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
          swap_memory=False, name=None):
    """``a = fn(a, row)`` over the rows of ``elems`` from the first; the last ``a``."""
    return _fold("foldl", fn, elems, initializer, parallel_iterations, back_prop, swap_memory,
                 name, from_last=False)


def foldr(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
          swap_memory=False, name=None):
    """``a = fn(a, row)`` over the rows of ``elems`` from the last; the last ``a``."""
    return _fold("foldr", fn, elems, initializer, parallel_iterations, back_prop, swap_memory,
                 name, from_last=True)
