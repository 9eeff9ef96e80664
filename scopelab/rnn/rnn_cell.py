"""``tf.nn.rnn_cell``: the namespace TF1 programs take their cells from.

>>> import scopelab as tf
>>> tf.nn.rnn_cell.LSTMStateTuple(c=1, h=2)
LSTMStateTuple(c=1, h=2)
"""
from .cell_base import RNNCell  # noqa: F401
from .cell_wrappers import (DeviceWrapper, DropoutWrapper, MultiRNNCell,  # noqa: F401
                            ResidualWrapper)
from .cells import BasicLSTMCell, BasicRNNCell, GRUCell, LSTMCell, LSTMStateTuple  # noqa: F401
from ..left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
