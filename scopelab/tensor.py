"""``tf.Tensor`` as graphs hand it out: ``SymbolicTensor``, the core's Tensor with the rest of
TF's graph-tensor API.

Mirrors ``SymbolicTensor`` of ``tensorflow/python/framework/tensor.py``: ``tf.Tensor`` is the
core's class (``core/tensor.py``: a handle ``op:index`` with a dtype and a static shape), and a
graph's ops make SymbolicTensors, which add what TF 2.x's graph tensors have: ``ref()`` (a
``Reference``, the hashable key TF 2 code uses, whose ``deref()`` gives the tensor back) and
TF's messages for what needs a value (``len(t)``, ``np.array(t)``, numpy's methods). The Python
operators (``+``, ``&``, ``t[1:]``) are installed on ``tf.Tensor`` by the op families
(``ops/tensor_operators.py``), just as TF's math_ops installs them.
Left out: sparse and ragged tensors.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     t = tf.constant(1.0, name="t")
>>> t.ref(), t.ref() == t.ref(), t.ref().deref() is t
(<Reference wrapping <tf.Tensor 't:0' shape=() dtype=float32>>, True, True)
"""
from .core.tensor import Tensor  # noqa: F401 - tf.Tensor is the core's


class Reference:
    """A hashable stand-in for one object, equal only to another Reference to the same object
    (TF's ``object_identity.Reference``); compared with anything else but None it is a
    TypeError."""

    __slots__ = ("_wrapped", "__weakref__")

    def __init__(self, wrapped):
        self._wrapped = wrapped

    def deref(self):
        """The object this refers to."""
        return self._wrapped

    def _other(self, other):
        if not isinstance(other, Reference):
            raise TypeError("Cannot compare wrapped object with unwrapped object")
        return other._wrapped

    def __eq__(self, other):
        return other is not None and self._wrapped is self._other(other)

    def __ne__(self, other):
        return not self == other

    # Ordered by id, as TF's: any fixed order, so that sorted() of references works.
    def __lt__(self, other):
        return id(self._wrapped) < id(self._other(other))

    def __gt__(self, other):
        return id(self._wrapped) > id(self._other(other))

    def __hash__(self):
        return id(self._wrapped)

    def __repr__(self):
        return "<Reference wrapping %r>" % (self._wrapped,)


# numpy's array methods, which a graph tensor lacks (TF's AttributeError names a way out).
_NUMPY_METHODS = frozenset({"T", "astype", "ravel", "transpose", "reshape", "clip", "size",
                            "tolist", "data"})


class SymbolicTensor(Tensor):
    """What a graph's ops output in TF 2.x (``tf.Tensor`` is their base class); TF's messages
    about a tensor name this class."""

    __slots__ = ()

    def __array__(self, dtype=None, copy=None):
        # numpy asks a graph tensor for its data: it has none until a Session runs it.
        raise NotImplementedError(
            "Cannot convert a symbolic tf.Tensor (%s) to a numpy array. This error may indicate "
            "that you're trying to pass a Tensor to a NumPy call, which is not supported."
            % self.name)

    def __len__(self):
        raise TypeError("len is not well defined for a symbolic Tensor (%s). Please call "
                        "`x.shape` rather than `len(x)` for shape information." % self.name)

    def __getattr__(self, name):
        # Only reached when no attribute has that name: point numpy users to what TF says.
        if name in _NUMPY_METHODS:
            raise AttributeError(
                "%s object has no attribute '%s'. \n        If you are looking for numpy-related "
                "methods, please run the following:\n        "
                "tf.experimental.numpy.experimental_enable_numpy_behavior()\n      "
                % (type(self).__name__, name))
        raise AttributeError("'%s' object has no attribute '%s'" % (type(self).__name__, name))

    def ref(self):
        """A hashable ``Reference`` to this tensor (see the module docstring)."""
        return Reference(self)

    def experimental_ref(self):
        """``ref()`` under its old name, which TF deprecates."""
        from .tf_logging import warn_deprecated
        warn_deprecated("Tensor.experimental_ref", "tensorflow.python.framework.tensor",
                        "Use ref() instead.")
        return self.ref()
