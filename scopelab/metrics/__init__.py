"""``tf.metrics``: TF1's streaming metrics, each a ``(value, update_op)`` pair over local
variables.

Mirrors ``tf.compat.v1.metrics``. A metric keeps running sums in local variables created in a
variable scope named after it (``accuracy/total``, ``accuracy/count``); running ``update_op``
adds one batch and returns the metric so far, evaluating ``value`` only reads it, and
``tf.local_variables_initializer()`` starts every metric over. The pieces:

- ``metric_variable.py``: the local variables and the collections the results go to;
- ``squeeze_dims.py``: labels, predictions and weights brought to one rank;
- ``mean_metrics.py``: ``mean``, ``accuracy``, ``mean_squared_error``,
  ``mean_absolute_error``, ``root_mean_squared_error``, ``mean_tensor``,
  ``percentage_below``, ``mean_relative_error``, ``mean_cosine_distance``;
- ``confusion_counts.py``: ``true_positives``, ``false_positives``, ``true_negatives``,
  ``false_negatives``, ``precision``, ``recall``;
- ``per_class_metrics.py``: ``mean_per_class_accuracy``, ``mean_iou``, over
  ``confusion_matrix.py``;
- ``auc_metrics.py``: ``auc``, over counts at thresholds;
- ``threshold_metrics.py``: the four counts and ``precision`` / ``recall``
  ``_at_thresholds``, ``sensitivity_at_specificity``, ``specificity_at_sensitivity``.

Left out: the top-k family (``precision_at_k``, ``recall_at_k``, ``*_at_top_k``,
``average_precision_at_k`` and the ``sparse_`` ones), which compare class ids with sparse label
sets; asking for one says it is TF 1's and left out.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     m, update = tf.metrics.mean(tf.placeholder(tf.float32, [None]))
...     with tf.Session() as sess:
...         sess.run(tf.local_variables_initializer())
...         for batch in ([1.0, 2.0], [6.0]):
...             _ = sess.run(update, {"Placeholder:0": batch})
...         print(sess.run(m))
3.0
>>> [v.name for v in g.get_collection(tf.GraphKeys.LOCAL_VARIABLES)]
['mean/total:0', 'mean/count:0']
"""
from .auc_metrics import auc  # noqa: F401
from .confusion_counts import (false_negatives, false_positives, precision, recall,  # noqa: F401
                               true_negatives, true_positives)
from .mean_metrics import (accuracy, mean, mean_absolute_error, mean_cosine_distance,  # noqa: F401
                           mean_relative_error, mean_squared_error, mean_tensor,
                           percentage_below, root_mean_squared_error)
from .per_class_metrics import mean_iou, mean_per_class_accuracy  # noqa: F401
from .threshold_metrics import (false_negatives_at_thresholds,  # noqa: F401
                                false_positives_at_thresholds, precision_at_thresholds,
                                recall_at_thresholds, sensitivity_at_specificity,
                                specificity_at_sensitivity, true_negatives_at_thresholds,
                                true_positives_at_thresholds)
from ..left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
