"""What a session owns while it runs a graph: its variables' values, its random streams and the
plans of the runs it has seen (``executor.py`` makes and runs the plans).

Two sessions on one graph each have a ``RunState``, so their variables are independent; a new
session starts every random op's stream again.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     v = tf.Variable(1.0, name="v")
...     with tf.Session() as sess:
...         sess.run(v.initializer)
...         state = sess._state
>>> state
RunState(1 variables, 1 plans, 0 random streams)
>>> state.variables[v.op].value
array(1., dtype=float32)
"""
import threading

import numpy as np

from . import philox
from .global_state import KERNEL_SWITCHES
from .runtime_values import VariableSlot


class RunState:
    """What a session owns: one VariableSlot per variable, one Philox stream per random op,
    and the plans of the runs it has seen.

    ``optimize``, if given, rewrites each new plan before it first runs (a Session passes
    ``grappler.optimize``, as TF's session hands the pruned graph to Grappler).
    """

    def __init__(self, optimize=None):
        self.variables = {}
        self.plans = {}
        self.optimize = optimize
        self.kernel_switches = KERNEL_SWITCHES[0]  # the kernels its plans bind (Session.run)
        self._per_thread = threading.local()  # each thread's run has its own deadline
        self._streams = {}
        self.unseeded = np.random.default_rng()  # seeds of unseeded ops; batched draws

    @property
    def deadline(self):
        """When (``time.monotonic()``) a while loop of this thread's run must give up, or
        None (``Session._set_deadline``)."""
        return getattr(self._per_thread, "deadline", None)

    @deadline.setter
    def deadline(self, when):
        self._per_thread.deadline = when

    def slot(self, op):
        slot = self.variables.get(op)
        if slot is None:
            slot = self.variables[op] = VariableSlot(op.name)
        return slot

    def is_storage(self, array):
        return any(slot.value is array for slot in self.variables.values())

    def stream(self, op):
        """The Philox stream of random op ``op``, made on its first run in this session, so a
        new session starts it again. An op without seeds gets random ones, as in TF."""
        stream = self._streams.get(op)
        if stream is None:
            seed, seed2 = op.attrs["seed"], op.attrs["seed2"]
            if not (seed or seed2):
                seed, seed2 = (int(s) for s in self.unseeded.integers(2**63, size=2))
            stream = self._streams[op] = philox.Philox(seed, seed2)
        return stream

    def __repr__(self):
        return "RunState(%d variables, %d plans, %d random streams)" % (
            len(self.variables), len(self.plans), len(self._streams))
