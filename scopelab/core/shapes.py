"""Static shapes: TF1's ``TensorShape`` and ``Dimension``.

Mirrors ``tensorflow/python/framework/tensor_shape.py`` in its TF1 ("v1") mode: indexing a
shape gives a ``Dimension`` and unknown sizes print as ``?``. Left out: shape arithmetic
beyond what the ops here need.

>>> s = TensorShape([None, 3])
>>> s, str(s), s[1], s.as_list()
(TensorShape([Dimension(None), Dimension(3)]), '(?, 3)', Dimension(3), [None, 3])
>>> TensorShape([2, 3]).is_compatible_with([None, 3])
True
"""
import operator


class Dimension:
    """One size in a shape; ``value`` is an int or None (unknown)."""

    __slots__ = ("value",)

    def __init__(self, value):
        if value is not None:
            try:
                value = operator.index(value)
            except TypeError:
                raise TypeError("Dimension value must be integer or None or have an __index__ "
                                "method, got value '%r' with type '%s'" % (value, type(value))) \
                    from None
            if value < 0:
                raise ValueError("Dimension %d must be >= 0" % value)
        self.value = value

    def __int__(self):
        return self.value

    __index__ = __int__

    def __eq__(self, other):
        other = other.value if isinstance(other, Dimension) else other
        if self.value is None or other is None:
            return None
        return self.value == other

    def __ne__(self, other):
        equal = self.__eq__(other)
        return None if equal is None else not equal

    def __hash__(self):
        return hash(self.value)

    def is_compatible_with(self, other):
        other = other.value if isinstance(other, Dimension) else other
        return self.value is None or other is None or self.value == other

    def _combine(self, other, fn):
        """A Dimension from ``fn`` of both sizes; unknown if either is unknown."""
        other = other.value if isinstance(other, Dimension) else other
        return Dimension(None if self.value is None or other is None else fn(self.value, other))

    def _compare(self, other, fn):
        other = other.value if isinstance(other, Dimension) else other
        return None if self.value is None or other is None else fn(self.value, other)

    def __repr__(self):
        return "Dimension(%r)" % (self.value,)

    def __str__(self):
        return "?" if self.value is None else str(self.value)


def _dimension_arithmetic():
    """Sizes combine like ints (``shape[0] * 2``), with unknown sizes staying unknown."""
    for name in ("add", "sub", "mul", "floordiv", "mod"):
        fn = getattr(operator, name)
        setattr(Dimension, "__%s__" % name, lambda a, b, fn=fn: a._combine(b, fn))
        setattr(Dimension, "__r%s__" % name,
                lambda a, b, fn=fn: a._combine(b, lambda x, y: fn(y, x)))
    for name in ("lt", "le", "gt", "ge"):
        fn = getattr(operator, name)
        setattr(Dimension, "__%s__" % name, lambda a, b, fn=fn: a._compare(b, fn))


_dimension_arithmetic()


class TensorShape:
    """A possibly partial shape: ``dims`` is None (unknown rank) or a tuple of int/None."""

    __slots__ = ("dims",)

    def __init__(self, dims):
        if isinstance(dims, TensorShape):
            dims = dims.dims
        elif dims is not None:
            if isinstance(dims, (int, Dimension)):
                dims = [dims]
            dims = tuple(dims)
            # Most sizes are already plain ints or None: only the others need converting.
            # (A plain loop: a comprehension costs a function call before Python 3.12.)
            for d in dims:
                if not (d is None or type(d) is int and d >= 0):
                    dims = tuple([_size(d) for d in dims])
                    break
        self.dims = dims

    @property
    def ndims(self):
        return None if self.dims is None else len(self.dims)

    rank = ndims

    def as_list(self):
        if self.dims is None:
            raise ValueError("as_list() is not defined on an unknown TensorShape.")
        return list(self.dims)

    def is_fully_defined(self):
        return self.dims is not None and None not in self.dims

    def num_elements(self):
        if not self.is_fully_defined():
            return None
        n = 1
        for d in self.dims:
            n *= d
        return n

    def is_compatible_with(self, other):
        other = as_shape(other)
        if self.dims is None or other.dims is None or self.dims == other.dims:
            return True
        return len(self.dims) == len(other.dims) and all(
            a is None or b is None or a == b for a, b in zip(self.dims, other.dims))

    def merge_with(self, other):
        other = as_shape(other)
        if self.dims is None:
            return other
        if other.dims is None:
            return self
        if not self.is_compatible_with(other):
            raise ValueError("Shapes %s and %s are not compatible" % (self, other))
        return TensorShape([a if a is not None else b for a, b in zip(self.dims, other.dims)])

    def concatenate(self, other):
        other = as_shape(other)
        if self.dims is None or other.dims is None:
            return TensorShape(None)
        return TensorShape(self.dims + other.dims)

    def assert_has_rank(self, rank):
        if self.dims is not None and len(self.dims) != rank:
            raise ValueError("Shape %s must have rank %d" % (self, rank))

    def with_rank(self, rank):
        self.assert_has_rank(rank)
        return self if self.dims is not None else TensorShape([None] * rank)

    def with_rank_at_least(self, rank):
        if self.dims is not None and len(self.dims) < rank:
            raise ValueError("Shape %s must have rank at least %d" % (self, rank))
        return self

    def assert_is_compatible_with(self, other):
        if not self.is_compatible_with(other):
            raise ValueError("Shapes %s and %s are incompatible" % (self, other))

    def assert_same_rank(self, other):
        other = as_shape(other)
        if self.dims is not None and other.dims is not None and len(self.dims) != len(other.dims):
            raise ValueError("Shapes %s and %s must have the same rank" % (self, other))

    def assert_is_fully_defined(self):
        if not self.is_fully_defined():
            raise ValueError("Shape %s is not fully defined" % self)

    def most_specific_compatible_shape(self, other):
        """The most detailed shape both ``self`` and ``other`` are instances of."""
        other = as_shape(other)
        if self.dims is None or other.dims is None or len(self.dims) != len(other.dims):
            return TensorShape(None)
        return TensorShape([a if a == b else None for a, b in zip(self.dims, other.dims)])

    def __len__(self):
        if self.dims is None:
            raise ValueError("Cannot take the length of shape with unknown rank.")
        return len(self.dims)

    def __iter__(self):
        if self.dims is None:
            raise ValueError("Cannot iterate over a shape with unknown rank.")
        return iter([Dimension(d) for d in self.dims])

    def __getitem__(self, key):
        if isinstance(key, slice):
            return TensorShape(None if self.dims is None else self.dims[key])
        if self.dims is None:
            return Dimension(None)
        return Dimension(self.dims[key])

    def __eq__(self, other):
        try:
            return self.dims == as_shape(other).dims
        except TypeError:
            return NotImplemented

    def __hash__(self):
        return hash(self.dims)

    def __bool__(self):
        return self.dims is not None

    def __repr__(self):
        if self.dims is None:
            return "TensorShape(None)"
        return "TensorShape([%s])" % ", ".join(repr(Dimension(d)) for d in self.dims)

    def __str__(self):
        if self.dims is None:
            return "<unknown>"
        parts = ["?" if d is None else str(d) for d in self.dims]
        return "(%s,)" % parts[0] if len(parts) == 1 else "(%s)" % ", ".join(parts)


def _size(d):
    return d.value if isinstance(d, Dimension) else Dimension(d).value


def as_shape(shape):
    """A TensorShape from a TensorShape, a list/tuple of sizes, or None (unknown)."""
    return shape if isinstance(shape, TensorShape) else TensorShape(shape)


def shape_text(shape):
    """A shape as TF's C++ shape inference prints it: ``[?,2]``, ``[]`` or ``?``."""
    if shape.dims is None:
        return "?"
    return "[%s]" % ",".join("?" if d is None else str(d) for d in shape.dims)


def incompatibility(a, b):
    """Why shapes ``a`` and ``b`` cannot describe one tensor, in TF's words; "" if they can."""
    if a.dims is None or b.dims is None or a.dims == b.dims:
        return ""
    if len(a.dims) != len(b.dims):
        return "Shapes must be equal rank, but are %d and %d" % (len(a.dims), len(b.dims))
    for i, (x, y) in enumerate(zip(a.dims, b.dims)):
        if x is not None and y is not None and x != y:
            return ("Dimension %d in both shapes must be equal, but are %d and %d. Shapes are %s "
                    "and %s." % (i, x, y, shape_text(a), shape_text(b)))
    return ""


def unknown_shape():
    return TensorShape(None)
