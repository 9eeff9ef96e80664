"""``tf.gradients`` and the gradient registry: how TF1 differentiates a graph.

Mirrors ``tensorflow/python/ops/gradients_impl.py`` and the ``*_grad.py`` modules. The pieces:

- ``registry.py``: op type -> gradient function (``RegisterGradient``, ``NotDifferentiable``);
- ``gradients_util.py``: ``gradients()`` itself, the walk from the ys back to the xs;
- ``math_grad.py``, ``array_grad.py``, ``loss_grad.py``: one gradient function per
  differentiable op; ``control_flow_grad.py``: through ``tf.cond`` (Switch and Merge);
  ``state_grad.py``: variable updates, which pass none;
- by family: ``elementwise_grad.py`` (Pow, FloorMod, Sign, Reciprocal, comparisons),
  ``reduction_grad.py`` (Max, Min, Prod, cumulative sums and products), ``shape_grad.py``
  (Tile, BroadcastTo, ExpandDims, Squeeze; shape ops pass none), ``slice_grad.py`` (concat,
  split, unstack, slices, pad), ``linalg_grad.py`` (batched MatMul, Qr, diag),
  ``second_order_grad.py`` (the ``*Grad`` ops themselves), ``random_grad.py``,
  ``trig_grad.py`` (Tan, Asin ... Atanh, Atan2, Expm1), ``special_grad.py`` (Erf, Lgamma,
  Digamma, Polygamma, Zeta...), ``segment_grad.py`` (the segment reductions),
  ``division_grad.py`` (Xlogy, Xdivy, MulNoNan), ``image_grad.py`` (the resize ops);
- ``constant_value.py``: what a gradient function may treat as known while it builds;
- ``sparse_grad.py``: gathers, whose gradients are IndexedSlices, and how those are summed;
  ``nd_indexing_grad.py``: GatherNd, ScatterNd and SparseToDense, each built from another;
  ``data_flow_grad.py``: DynamicPartition and DynamicStitch (partitioned embeddings);
  ``tensor_array_grad.py``: TensorArray ops, each undone on a gradient TensorArray.

Gradient ops are ordinary graph ops (``gradients/mul_grad/Mul``) whose numpy kernels live in
``scopelab/ops/`` (``grad_ops.py``, ``elementwise_grad_ops.py``, ``nn_grad_ops.py``, next to
the activations); a Session runs them like any other op.
Left out: ``tf.GradientTape`` and everything eager, ``hessians``, custom gradients.

>>> import scopelab as tf
>>> from scopelab.gradients_impl import gradients
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(3.0))
...     loss = tf.square(w * 2.0)
...     dw, = gradients(loss, [w])
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         value = sess.run(dw)
>>> dw.name, float(value)
('gradients/mul_grad/Mul:0', 24.0)
"""
# Importing these registers their gradient functions.
from . import (activation_grad, array_grad, batch_norm_grad_grad, control_flow_grad,  # noqa: F401
               data_flow_grad, elementwise_grad, linalg_grad, loss_grad, math_extra_grad,
               math_grad, nd_indexing_grad, nn_grad, random_grad, reduction_grad,
               second_order_grad, shape_grad, slice_grad, sparse_grad, state_grad, summary_grad,
               tensor_array_grad, top_k_grad)
from . import check_grad, conv_family_grad, einsum_grad, matrix_grad  # noqa: F401
from . import division_grad, reverse_grad, segment_grad, special_grad, trig_grad  # noqa: F401
from . import image_grad  # noqa: F401
from .gradients_util import AggregationMethod, UnconnectedGradients, gradients
from .registry import NotDifferentiable, RegisterGradient, no_gradient
from ..ops.grad_ops import stop_gradient

__all__ = ["gradients", "AggregationMethod", "UnconnectedGradients", "RegisterGradient",
           "NotDifferentiable", "no_gradient", "stop_gradient"]
