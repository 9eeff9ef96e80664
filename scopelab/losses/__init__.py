"""``tf.losses``: TF1's loss functions and the collections that gather losses.

Mirrors ``tf.compat.v1.losses`` (not Keras). The pieces:

- ``loss_functions.py``: ``mean_squared_error``, ``absolute_difference``, ``huber_loss``,
  ``log_loss``, ``hinge_loss``, ``cosine_distance``, ``sigmoid_cross_entropy``,
  ``softmax_cross_entropy``, ``sparse_softmax_cross_entropy``;
- ``pairwise_loss.py``: ``mean_pairwise_squared_error``;
- ``reduction.py``: ``Reduction`` and ``compute_weighted_loss``, where every loss is weighted,
  reduced (by default a mean over the elements with nonzero weight) and collected;
- ``weights_broadcast.py``: the static check that weights fit the losses;
- ``collection.py``: ``add_loss``, ``get_losses``, ``get_regularization_loss(es)``,
  ``get_total_loss``.

A model built twice over shared variables (two towers, a template called twice) may add two
losses; the regularization loss of a shared variable is collected once, when the variable is
created.

>>> import scopelab as tf
>>> from scopelab import losses
>>> g = tf.Graph()
>>> with g.as_default():
...     loss = losses.sigmoid_cross_entropy([[1.0]], [[0.0]])
...     collected = losses.get_losses()
>>> loss.name, collected == [loss]
('sigmoid_cross_entropy_loss/value:0', True)
"""
from .collection import (add_loss, get_losses, get_regularization_loss,  # noqa: F401
                         get_regularization_losses, get_total_loss)
from .loss_functions import (absolute_difference, cosine_distance,  # noqa: F401
                             hinge_loss, huber_loss, log_loss, mean_squared_error,
                             sigmoid_cross_entropy, softmax_cross_entropy,
                             sparse_softmax_cross_entropy)
from .pairwise_loss import mean_pairwise_squared_error  # noqa: F401
from .reduction import Reduction, compute_weighted_loss  # noqa: F401
from ..left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
