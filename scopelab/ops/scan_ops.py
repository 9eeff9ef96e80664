"""``tf.scan``: a function folded over the first axis of a tensor, keeping every step.

Mirrors TF1's ``functional_ops.scan``, op for op: the only loop machinery it uses is
``tf.while_loop`` and ``tf.TensorArray``, which is why it is small.

- each element tensor is unstacked into a TensorArray of its rows;
- the accumulator starts as ``initializer``, or, without one, as the first row (and the loop
  starts at row 1, that row written as the first result);
- the loop body reads row ``i``, calls ``fn(accumulator, row)``, writes the new accumulator
  to the results' TensorArray at ``i``; ``maximum_iterations`` is the row count, as in TF;
- the results are stacked, their first dimension set to the rows' static count.

``elems`` and ``initializer`` may be nested (tuples, lists, dicts): ``fn`` gets and returns
the accumulator in ``initializer``'s nesting (``elems``' when there is no initializer).
``reverse=True`` walks the rows from the last. Gradients are the while loop's and the
TensorArrays' own, so an RNN written with ``tf.scan`` trains. Left out: the caching device
TF sets on the variable scope while ``fn`` is built (it only places variable reads).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     sums = tf.scan(lambda a, x: a + x, tf.constant([1, 2, 3, 4]))
...     with tf.Session() as sess:
...         value = sess.run(sums)
>>> sums.name, value.tolist()
('scan/TensorArrayStack/TensorArrayGatherV3:0', [1, 3, 6, 10])
"""
from .. import nest
from ..default_graph import get_default_graph
from ..core.shapes import TensorShape
from . import array_ops
from .core import convert_to_tensor
from .tensor_array_ops import TensorArray
from .while_loop import while_loop


def scan(fn, elems, initializer=None, parallel_iterations=10, back_prop=True,
         swap_memory=False, infer_shape=True, reverse=False, name=None):
    """``a = fn(a, row)`` for each row of ``elems``; every ``a`` stacked into the result."""
    if not callable(fn):
        # TF names fn by its __name__, so a non-callable without one fails on that lookup.
        raise TypeError("%s is not callable. Please provide a callable function."
                        % fn.__name__)
    like = elems if initializer is None else initializer  # the accumulator's nesting
    g = get_default_graph()
    with g.name_scope(name, "scan"):
        elems_flat = [convert_to_tensor(e, name="elem") for e in nest.flatten(elems)]
        n = elems_flat[0].shape.dims[0] if elems_flat[0].shape.ndims else None
        if n is None:
            n = array_ops.shape(elems_flat[0])[0]
        rows = [TensorArray(e.dtype, size=n, dynamic_size=False,
                            element_shape=e.shape.dims[1:] if e.shape.ndims else None,
                            infer_shape=True).unstack(e) for e in elems_flat]
        if initializer is None:
            first = n - 1 if reverse else 0
            a_flat = [r.read(first) for r in rows]
            start = 1
        else:
            a_flat = [convert_to_tensor(a) for a in nest.flatten(initializer)]
            start = 0
        results = [TensorArray(a.dtype, size=n, dynamic_size=False, infer_shape=infer_shape,
                               element_shape=a.shape if infer_shape else None)
                   for a in a_flat]
        if initializer is None:
            results = [r.write(first, a) for r, a in zip(results, a_flat)]

        def body(i, a_flat, results):
            row = nest.pack_sequence_as(elems, [r.read(i) for r in rows])
            a_out = fn(nest.pack_sequence_as(like, a_flat), row)
            nest.assert_same_structure(like, a_out)
            a_out = nest.flatten(a_out)
            results = [r.write(i, v) for r, v in zip(results, a_out)]
            return (i - 1 if reverse else i + 1), a_out, results

        if reverse:
            first_i, cond = n - 1 - start, (lambda i, _a, _r: i >= 0)
        else:
            first_i, cond = start, (lambda i, _a, _r: i < n)
        _, _, results = while_loop(cond, body, (first_i, a_flat, results),
                                   parallel_iterations=parallel_iterations,
                                   back_prop=back_prop, swap_memory=swap_memory,
                                   maximum_iterations=n)
        stacked = [r.stack() for r in results]
        rows_static = elems_flat[0].shape.dims[0] if elems_flat[0].shape.ndims else None
        for s in stacked:
            if s.shape.ndims is not None:
                s.set_shape(TensorShape([rows_static]).concatenate(s.shape[1:]))
        return nest.pack_sequence_as(like, stacked)
