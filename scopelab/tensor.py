"""``tf.Tensor``: a symbolic handle to one output of an Operation.

Mirrors the graph-mode ``Tensor`` of ``tensorflow/python/framework/ops.py``. A tensor holds no
data: it names ``op:index`` and knows its dtype and static shape; a Session computes its value.
Its Python operators (``+``, ``*``, ``@``, ``&`` ...) are installed by
``ops/tensor_operators.py``, just as TF patches them onto the class, so that this module does
not depend on the op library (``ops/indexing_ops.py`` installs ``__getitem__``).
It refuses what needs a value: ``bool(t)``, iterating, ``len(t)``, ``np.array(t)``.
A graph tensor compares and hashes by identity; ``t.ref()`` wraps it in a ``Reference``, the
hashable key TF 2 code uses (``{t.ref(): ...}``), whose ``deref()`` gives the tensor back.
Left out: sparse and ragged tensors.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     t = tf.constant(1.0, name="t")
>>> t.ref(), t.ref() == t.ref(), t.ref().deref() is t
(<Reference wrapping <tf.Tensor 't:0' shape=() dtype=float32>>, True, True)
"""
from .global_state import session_for_eval
from .tensor_shape import TensorShape, as_shape, incompatibility


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


class Tensor:
    """Output ``value_index`` of ``op``: named ``"<op name>:<index>"``."""

    __slots__ = ("op", "value_index", "dtype", "_shape", "name", "graph", "__weakref__")
    # ``numpy_array - tensor`` builds an op, as in TF: numpy leaves the operator to us.
    __array_priority__ = 100
    # The operators ``ops/tensor_operators.py`` installs; a Variable wraps each of them.
    OVERLOADABLE_OPERATORS = frozenset(
        ["__%s__" % op for op in ("neg", "abs", "invert", "getitem", "lt", "le", "gt", "ge",
                                  "eq", "ne")]
        + ["__%s%s__" % (side, op) for side in ("", "r")
           for op in ("add", "sub", "mul", "div", "truediv", "floordiv", "mod", "pow",
                      "matmul", "and", "or", "xor")])

    def __init__(self, op, value_index, dtype, shape):
        self.op = op
        self.value_index = value_index
        self.dtype = dtype
        self._shape = shape if isinstance(shape, TensorShape) else TensorShape(shape)
        # Cached: names and graphs are read in tight loops (building ops, sessions, collections).
        self.name = "%s:%d" % (op.name, value_index)
        self.graph = op.graph

    @property
    def shape(self):
        return self._shape

    def get_shape(self):
        return self._shape

    def set_shape(self, shape):
        """Refines the static shape; raises ValueError if ``shape`` is incompatible."""
        shape = as_shape(shape)
        reason = incompatibility(self._shape, shape)
        if reason:
            raise ValueError(reason)
        self._shape = self._shape.merge_with(shape)

    @property
    def device(self):
        return self.op.device

    def consumers(self):
        """The operations that take this tensor as an input, in creation order."""
        return [op for op in self.op.graph.get_operations() for t in op.inputs if t is self]

    def eval(self, feed_dict=None, session=None):
        """Computes this tensor in ``session`` or in the default session."""
        return session_for_eval(self, session, "tensor").run(self, feed_dict)

    def _disallow(self, task):
        from .errors import OperatorNotAllowedInGraphError
        raise OperatorNotAllowedInGraphError(
            task + " is not allowed. You can attempt the following resolutions to the problem: "
            "If you are running in Graph mode, use Eager execution mode or decorate this function "
            "with @tf.function. If you are using AutoGraph, you can try decorating this function "
            "with @tf.function. If that does not work, then you may be using an unsupported "
            "feature or your source code may not be visible to AutoGraph. See https://github.com"
            "/tensorflow/tensorflow/blob/master/tensorflow/python/autograph/g3doc/reference/"
            "limitations.md#access-to-source-code for more information.")

    def __bool__(self):
        # A graph tensor has no value until a Session computes it: use tf.cond to branch.
        self._disallow("Using a symbolic `tf.Tensor` as a Python `bool`")

    def __iter__(self):
        self._disallow("Iterating over a symbolic `tf.Tensor`")

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

    # TF1 graph tensors compare (and hash) by identity, so they can be dict keys (feed_dict).
    __hash__ = object.__hash__

    def __eq__(self, other):
        return self is other

    def __ne__(self, other):
        return self is not other

    def __repr__(self):
        return "<tf.Tensor '%s' shape=%s dtype=%s>" % (self.name, self._shape, self.dtype.name)

    def __str__(self):
        if self._shape.dims is None:
            return 'Tensor("%s", dtype=%s)' % (self.name, self.dtype.name)
        return 'Tensor("%s", shape=%s, dtype=%s)' % (self.name, self._shape, self.dtype.name)

    @property
    def ndim(self):
        return self._shape.ndims


class SymbolicTensor(Tensor):
    """What graph tensors are in TF 2.x (``tf.Tensor`` is their base class); error messages
    about a tensor name this class, so scopelab's graph tensors are of it too."""

    __slots__ = ()
