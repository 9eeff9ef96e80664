"""Recurrent networks in TF1: cells (``tf.nn.rnn_cell``) and the functions that run them over
time (``tf.nn.static_rnn``, ``tf.nn.dynamic_rnn`` and their bidirectional forms).

The modules, in reading order:

- ``cell_base.py``: ``RNNCell``, a layer called once per time step; ``zero_state``;
- ``cells.py``: ``BasicRNNCell``, ``GRUCell``, ``BasicLSTMCell``, ``LSTMCell``,
  ``LSTMStateTuple``;
- ``cell_wrappers.py``: ``MultiRNNCell`` and the Dropout/Residual/Device wrappers;
- ``static_rnn.py``: the RNN unrolled step by step;
- ``dynamic_rnn.py``: the RNN as one ``tf.while_loop`` over TensorArrays;

>>> import scopelab as tf
>>> sorted(n for n in dir(tf.nn.rnn_cell) if not n.startswith("_"))[:4]
['BasicLSTMCell', 'BasicRNNCell', 'DeviceWrapper', 'DropoutWrapper']
"""
