"""``tf.nn.nce_loss`` and ``tf.nn.sampled_softmax_loss``: word2vec's losses over many classes.

Mirrors ``nn_impl.py``. With a vocabulary of 50,000 words, a softmax over every word for every
example is the whole cost of training. These losses score each example's true class against
``num_sampled`` classes drawn at random (``log_uniform_candidate_sampler`` unless
``sampled_values`` are given), all in ``_compute_sampled_logits``:

1. the true and the sampled ids are looked up together in ``weights`` and ``biases``
   (``embedding_lookup``, so their gradients are IndexedSlices: only those rows train), then
   split again with ``Slice``;
2. true logits: row-wise dot products of ``inputs`` with the true rows (``Mul``, summed by a
   ``MatMul`` with ones, cheaper to differentiate than a ``Sum``), plus biases; sampled logits:
   ``inputs`` times the sampled rows (``MatMul``), plus biases;
3. with ``remove_accidental_hits``, a sampled class that is also a true class of the row gets
   -FLT_MAX added to its logit (``ComputeAccidentalHits``, ``SparseToDense``);
4. both logits get ``log(expected count)`` subtracted, which corrects for the sampling;
5. labels: ``1 / num_true`` for the true columns, 0 for the sampled ones.

``nce_loss`` then takes a sigmoid cross-entropy per column (``sampled_losses``) and sums each
row; ``sampled_softmax_loss`` a softmax cross-entropy (``remove_accidental_hits`` on by
default). Both return one loss per example. Sampling happens in the graph, so every run draws
new classes; the samplers' outputs pass through ``StopGradient``.
Left out: the v2 signatures (``tf.nn.nce_loss`` is TF1's, with ``partition_strategy``).

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     weights, biases = tf.ones([10, 2]), tf.zeros([10])
...     labels = tf.constant([[3], [7]], tf.int64)
...     loss = nce_loss(weights, biases, labels, tf.ones([2, 2]), num_sampled=4,
...                     num_classes=10)
>>> loss.shape.as_list(), loss.op.type, loss.op.inputs[0].op.inputs[0].name
([2], 'Reshape', 'sampled_losses:0')
"""
from .. import dtypes
from ..default_graph import name_scope
from . import array_ops, math_ops
from .candidate_sampling_ops import compute_accidental_hits, log_uniform_candidate_sampler
from .embedding_ops import embedding_lookup
from .grad_ops import stop_gradient
from .indexing_ops import concat, stack
from .sparse_ops import sparse_to_dense
from .xent_ops import sigmoid_cross_entropy_with_logits, softmax_cross_entropy_with_logits_v2


def nce_loss(weights, biases, labels, inputs, num_sampled, num_classes, num_true=1,
             sampled_values=None, remove_accidental_hits=False, partition_strategy="mod",
             name="nce_loss"):
    """Noise-contrastive estimation: per example, a logistic loss telling the true classes
    from ``num_sampled`` sampled ones; returns a [batch] tensor."""
    logits, labels = _compute_sampled_logits(
        weights, biases, labels, inputs, num_sampled, num_classes, num_true, sampled_values,
        remove_accidental_hits, partition_strategy, name)
    sampled_losses = sigmoid_cross_entropy_with_logits(labels=labels, logits=logits,
                                                       name="sampled_losses")
    return _sum_rows(sampled_losses)


def sampled_softmax_loss(weights, biases, labels, inputs, num_sampled, num_classes, num_true=1,
                         sampled_values=None, remove_accidental_hits=True,
                         partition_strategy="mod", name="sampled_softmax_loss", seed=None):
    """A softmax cross-entropy over the true class and ``num_sampled`` sampled ones; returns a
    [batch] tensor."""
    logits, labels = _compute_sampled_logits(
        weights, biases, labels, inputs, num_sampled, num_classes, num_true, sampled_values,
        remove_accidental_hits, partition_strategy, name, seed=seed)
    labels = stop_gradient(labels, name="labels_stop_gradient")
    return softmax_cross_entropy_with_logits_v2(labels=labels, logits=logits)


def _sum_rows(x):
    """``reduce_sum(x, 1)`` of a matrix, as a MatMul with a column of ones: its gradient is a
    MatMul too, cheaper than a Sum's."""
    cols = array_ops.shape(x)[1]
    ones = array_ops.ones(stack([cols, 1]), x.dtype)
    return array_ops.reshape(math_ops.matmul(x, ones), [-1])


def _compute_sampled_logits(weights, biases, labels, inputs, num_sampled, num_classes, num_true,
                            sampled_values, remove_accidental_hits, partition_strategy, name,
                            seed=None):
    """(logits, labels), each [batch, num_true + num_sampled] (steps 1-5 above)."""
    if hasattr(weights, "_get_variable_list"):  # a PartitionedVariable: its parts
        weights = list(weights)
    if not isinstance(weights, list):
        weights = [weights]
    with name_scope(name, "compute_sampled_logits", weights + [biases, inputs, labels]):
        if labels.dtype != dtypes.int64:
            labels = math_ops.cast(labels, dtypes.int64)
        labels_flat = array_ops.reshape(labels, [-1])
        if sampled_values is None:
            sampled_values = log_uniform_candidate_sampler(
                true_classes=labels, num_true=num_true, num_sampled=num_sampled, unique=True,
                range_max=num_classes, seed=seed)
        sampled, true_expected_count, sampled_expected_count = (
            stop_gradient(s) for s in sampled_values)
        sampled = math_ops.cast(sampled, dtypes.int64)

        # 1. One lookup for the true and the sampled rows, then split.
        all_ids = concat([labels_flat, sampled], 0)
        all_w = embedding_lookup(weights, all_ids, partition_strategy=partition_strategy)
        if all_w.dtype != inputs.dtype:
            all_w = math_ops.cast(all_w, inputs.dtype)
        true_w = array_ops.slice(all_w, [0, 0], stack([array_ops.shape(labels_flat)[0], -1]))
        sampled_w = array_ops.slice(all_w, stack([array_ops.shape(labels_flat)[0], 0]),
                                    [-1, -1])
        sampled_logits = math_ops.matmul(inputs, sampled_w, transpose_b=True)
        all_b = embedding_lookup(biases, all_ids, partition_strategy=partition_strategy)
        if all_b.dtype != inputs.dtype:
            all_b = math_ops.cast(all_b, inputs.dtype)
        true_b = array_ops.slice(all_b, [0], array_ops.shape(labels_flat))
        sampled_b = array_ops.slice(all_b, array_ops.shape(labels_flat), [-1])

        # 2. Each example's dot product with each of its true rows.
        dim = array_ops.shape(true_w)[1:2]
        new_true_w_shape = concat([[-1, num_true], dim], 0)
        row_wise_dots = math_ops.multiply(array_ops.expand_dims(inputs, 1),
                                          array_ops.reshape(true_w, new_true_w_shape))
        dots_as_matrix = array_ops.reshape(row_wise_dots, concat([[-1], dim], 0))
        true_logits = array_ops.reshape(_sum_rows(dots_as_matrix), [-1, num_true])
        true_b = array_ops.reshape(true_b, [-1, num_true])
        true_logits += true_b
        sampled_logits += sampled_b

        if remove_accidental_hits:  # 3.
            acc_indices, acc_ids, acc_weights = compute_accidental_hits(labels, sampled,
                                                                        num_true=num_true)
            acc_indices_2d = array_ops.reshape(acc_indices, [-1, 1])
            acc_ids_2d_int32 = array_ops.reshape(math_ops.cast(acc_ids, dtypes.int32), [-1, 1])
            sparse_indices = concat([acc_indices_2d, acc_ids_2d_int32], 1, "sparse_indices")
            sampled_logits_shape = concat([array_ops.shape(labels)[:1],
                                           array_ops.expand_dims(num_sampled, 0)], 0)
            if sampled_logits.dtype != acc_weights.dtype:
                acc_weights = math_ops.cast(acc_weights, sampled_logits.dtype)
            sampled_logits += sparse_to_dense(sparse_indices, sampled_logits_shape, acc_weights,
                                              default_value=0.0, validate_indices=False)

        # 4. Correcting for the sampling.
        true_logits -= math_ops.log(true_expected_count)
        sampled_logits -= math_ops.log(sampled_expected_count)

        # 5.
        out_logits = concat([true_logits, sampled_logits], 1)
        out_labels = concat([array_ops.ones_like(true_logits) / num_true,
                             array_ops.zeros_like(sampled_logits)], 1)
        return out_logits, out_labels
