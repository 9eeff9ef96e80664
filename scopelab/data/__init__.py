"""``tf.data``: datasets and the TF1 iterators that read them in a session.

Mirrors the ``tf.compat.v1.data`` namespace. A pipeline is a chain of dataset ops in the graph
(``dataset.py``; their kernels in ``dataset_kernels.py``, ``map``'s traced function in
``map_function.py``), read one element per run through an iterator (``iterator.py``). This
folder also holds ``compat_v1_names.txt``, the names TF has (``left_out.py`` reads it).

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     ds = tf.data.Dataset.from_tensor_slices({"x": [1.0, 2.0], "y": [3, 4]})
...     element = tf.data.make_one_shot_iterator(ds).get_next()
...     with tf.Session() as sess:
...         print(sess.run(element))
{'x': np.float32(1.0), 'y': np.int32(3)}
"""
from . import dataset_kernels, experimental, shuffle  # noqa: F401 - registers the kernels
from .dataset import (Dataset, get_output_classes, get_output_shapes,  # noqa: F401
                      get_output_types)
from .experimental import AUTOTUNE  # noqa: F401
from .iterator import (Iterator, make_initializable_iterator,  # noqa: F401
                       make_one_shot_iterator)
from ..left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
