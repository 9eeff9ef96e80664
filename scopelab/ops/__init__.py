"""The op library: constructors that add nodes to a graph, and the numpy kernels that run them.

One module per family, as in TF: ``core`` (conversion to tensors, Const, the kernel registry),
``array_ops``, ``indexing_ops``, ``math_ops``, ``linalg_ops``, ``nn_ops``, ``random_ops``,
``state_ops``, ``control_flow_ops``, ``while_loop``; ``softmax_ops``, ``xent_ops`` (cross-entropy)
and ``loss_math_ops`` (the arithmetic of losses); ``blas`` decides how many threads a matrix
product uses.
The ops that only gradients and training need (``grad_ops``, ``gating_ops``,
``training_ops``, ``io_ops``) are imported by ``scopelab.gradients_impl`` and ``scopelab.train``;
``while_loop`` and ``linalg_ops`` load when first used.
Importing this package registers every kernel and installs the Tensor operators.
"""
from . import (array_ops, control_flow_ops, core, indexing_ops, loss_math_ops,  # noqa: F401
               math_ops, nn_ops, random_ops, softmax_ops, state_ops, xent_ops)
