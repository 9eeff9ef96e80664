"""The op library: constructors that add nodes to a graph, and the numpy kernels that run them.

One module per family, as in TF: ``core`` (conversion to tensors, Const, ``@kernel``),
``array_ops``, ``indexing_ops``, ``nd_indexing_ops`` (gather_nd, scatter_nd), ``slice_ops``
(cutting apart: strided_slice, split, unstack, pad), ``math_ops`` (and ``tensor_operators``:
``x + y``...), ``reduction_ops``,
``cumulative_ops``, ``set_ops``, ``linalg_ops``, ``nn_ops``, ``activation_ops``,
``dropout_ops``, ``clip_ops``, ``random_ops``, ``state_ops``, ``control_flow_ops``,
``gating_ops`` (``tf.tuple``), ``while_loop``; ``softmax_ops``, ``xent_ops`` (cross-entropy)
and ``loss_math_ops`` (the arithmetic of losses). The smaller TF1 names: ``arg_ops``
(argmax/argmin), ``logical_ops``, ``bitwise_ops``, ``unary_math_ops`` (round, rsqrt, sin, to_float...),
``composite_reduction_ops`` (count_nonzero, reduce_logsumexp), ``smooth_activation_ops``
(softplus, elu, selu),
``local_normalization_ops`` (lrn, l2_normalize), ``top_k_ops``, ``string_ops``,
``logging_ops`` (tf.Print, tf.print). Sparse data: ``segment_ops`` (UnsortedSegmentSum,
Unique), ``partition_ops``, ``embedding_ops``, ``sparse_ops`` (``sparse_to_dense``),
``candidate_sampling_ops`` and ``sampled_losses`` (word2vec's ``nce_loss``). Images:
``resize_ops`` (tf.image's resize ops; the rest of tf.image is ``scopelab/image/``).
The ops that mostly gradients and training need (``grad_ops``, ``elementwise_grad_ops``,
``nn_grad_ops``, ``training_ops``, ``sparse_training_ops``, the other optimizers'
``*_training_ops``, ``io_ops``) are imported by ``scopelab.gradients_impl`` and
``scopelab.train`` (dropout borrows ``SelectV2`` from ``grad_ops``); ``while_loop`` and
``linalg_ops`` load when first used.
Importing a family registers its kernels and imports only the families and helpers it builds
on (``tensor_operators`` installs the Tensor and Variable operators), so the core and a few
families make a working scopelab: ``tests/test_examples_on_core.py`` runs the book's examples
so. ``import scopelab`` loads them all. The kernels here are the plain ones, written to be
read; ``scopelab.fast`` registers faster versions of a few over them (convolutions, products,
optimizer updates...), with a switch back to these.
"""
