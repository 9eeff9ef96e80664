"""``tf.variable_creator_scope``: functions that see (and may change) every variable being made.

Mirrors ``variable_creator_scope`` in ``tensorflow/python/ops/variable_scope.py`` and the
creator stack of ``tf.Graph``. Inside ``with tf.variable_creator_scope(creator):`` every
``tf.Variable(...)`` - and so every ``get_variable`` that creates one - calls
``creator(next_creator, **kwargs)`` with all the Variable's arguments by keyword; the creator
may change them and must call ``next_creator(**kwargs)`` to go on. Creators chain from the
innermost scope outwards; the last ``next_creator`` makes the Variable (``Variable``'s
metaclass, in ``variables.py``, does the chaining). Like the name stack, each graph keeps one
stack per thread.

>>> import scopelab as tf
>>> names = []
>>> def spy(next_creator, **kwargs):
...     names.append(kwargs["name"])
...     return next_creator(**kwargs)
>>> with tf.Graph().as_default():
...     with tf.variable_creator_scope(spy):
...         v = tf.Variable(1.0, name="v")
...         w = tf.get_variable("w", [2])
>>> names
['v', 'w']
"""
from .default_graph import get_default_graph


class variable_creator_scope:  # noqa: N801 - TF's name
    """Adds ``variable_creator`` to the default graph's creator stack for this thread."""

    def __init__(self, variable_creator):
        self._creator = variable_creator

    def __enter__(self):
        self._graph = get_default_graph()
        self._old = self._graph._variable_creator_stack
        self._new = self._old + [self._creator]
        self._graph._variable_creator_stack = self._new

    def __exit__(self, *exc):
        if self._graph._variable_creator_stack is not self._new:
            raise RuntimeError("Exiting variable_creator_scope without proper nesting.")
        self._graph._variable_creator_stack = self._old
