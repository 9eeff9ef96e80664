"""``tf.TypeSpec`` and ``tf.TensorSpec``: descriptions of values (their type and shape), not
values.

Mirrors ``tensorflow/python/framework/type_spec.py`` and ``tensor_spec.py``. A TypeSpec says
what a value of its ``value_type`` looks like, through ``_serialize()``, a tuple of plain
parts (a TensorSpec's is ``(shape, dtype, name)``). Everything else is read off that tuple, as
in TF: two specs are equal when their parts are; one is compatible with another of its class
when each shape part is compatible (``[None, 3]`` and ``[4, 3]``) and every other part is
equal; the most specific spec both fit keeps the dimensions they agree on. A composite value
(an ``IndexedSlices``, whose spec is ``IndexedSlicesSpec``) is made of tensors, its
``_to_components``, described by its ``_component_specs``.
Left out: the tf.function tracing protocol (``placeholder_value``, ``to_tensors``...), batching,
protos.

>>> spec = TensorSpec([None, 3], name="x")
>>> spec, spec.is_compatible_with(TensorSpec([4, 3]))
(TensorSpec(shape=(?, 3), dtype=tf.float32, name='x'), True)
>>> spec.most_specific_compatible_type(TensorSpec([4, 3], name="x"))
TensorSpec(shape=(?, 3), dtype=tf.float32, name='x')
"""
import abc

from . import dtypes
from .tensor import Tensor
from .core.shapes import TensorShape


class TypeSpec(abc.ABC):
    """The base of value specs: subclasses say ``value_type``, ``_serialize()``,
    ``_component_specs``, ``_to_components`` and ``_from_components``."""

    @property
    @abc.abstractmethod
    def value_type(self):
        """The class of the values this spec describes."""

    @abc.abstractmethod
    def _serialize(self):
        """The spec's parts, a tuple its class can be rebuilt from (``cls(*parts)``)."""

    @property
    @abc.abstractmethod
    def _component_specs(self):
        """The specs of the tensors a value is made of."""

    @abc.abstractmethod
    def _to_components(self, value):
        """The tensors ``value`` is made of."""

    @abc.abstractmethod
    def _from_components(self, components):
        """The value made of ``components``."""

    @classmethod
    def _deserialize(cls, parts):
        return cls(*parts)

    def is_compatible_with(self, spec_or_value):
        """Whether a value could fit both: same class, compatible shapes, equal other parts."""
        if not isinstance(spec_or_value, TypeSpec):
            spec_or_value = type_spec_from_value(spec_or_value)
        return type(self) is type(spec_or_value) and all(
            _compatible(mine, theirs)
            for mine, theirs in zip(self._serialize(), spec_or_value._serialize()))

    def most_specific_common_supertype(self, others):
        """The most specific spec that ``self`` and every spec of ``others`` fit, or None."""
        if any(type(other) is not type(self) for other in others):
            return None
        merged = []
        for mine, *theirs in zip(self._serialize(), *(o._serialize() for o in others)):
            if isinstance(mine, TensorShape):
                for shape in theirs:
                    mine = mine.most_specific_compatible_shape(shape)
            elif any(mine != other for other in theirs):
                return None
            merged.append(mine)
        return self._deserialize(tuple(merged))

    def most_specific_compatible_type(self, other):
        """``most_specific_common_supertype`` of ``other``, or TF's ValueError if none."""
        found = self.most_specific_common_supertype([other])
        if found is None:
            raise ValueError("No TypeSpec is compatible with both %s and %s" % (self, other))
        return found

    def __eq__(self, other):
        return type(other) is type(self) and self._serialize() == other._serialize()

    def __ne__(self, other):
        return not self == other

    def __hash__(self):
        return hash(self._serialize())

    def __repr__(self):
        return "%s%r" % (type(self).__name__, self._serialize())


def _compatible(mine, theirs):
    if isinstance(mine, (TensorShape, dtypes.DType)):
        return type(mine) is type(theirs) and mine.is_compatible_with(theirs)
    return mine == theirs


def type_spec_from_value(value):
    """The spec of a tensor, or of a composite value such as an IndexedSlices."""
    if isinstance(value, Tensor):
        return TensorSpec.from_tensor(value)
    if hasattr(value, "_type_spec"):
        return value._type_spec
    raise TypeError("Could not build a TypeSpec for %r of unsupported type %s."
                    % (value, type(value)))


class TensorSpec(TypeSpec):
    """A tensor's ``shape``, ``dtype`` and (optional) ``name``: ``tf.TensorSpec([None, 3])``."""

    def __init__(self, shape, dtype=dtypes.float32, name=None):
        self._shape = TensorShape(shape)
        self._dtype = dtypes.as_dtype(dtype)
        self._name = name

    shape = property(lambda self: self._shape)
    dtype = property(lambda self: self._dtype)
    name = property(lambda self: self._name)

    @classmethod
    def from_tensor(cls, tensor, name=None):
        """The spec of ``tensor``, named after its op unless ``name`` is given."""
        if not isinstance(tensor, Tensor):
            raise ValueError("`tensor` should be a tf.Tensor, but got type %s." % type(tensor))
        return cls(tensor.shape, tensor.dtype, name or tensor.op.name)

    @classmethod
    def from_spec(cls, spec, name=None):
        return cls(spec.shape, spec.dtype, name or spec.name)

    @property
    def value_type(self):
        return Tensor

    def is_compatible_with(self, spec_or_value):
        """Whether a tensor, or a tensor spec, could fit: compatible dtype and shape (the
        name does not count)."""
        return isinstance(spec_or_value, (TensorSpec, Tensor)) and \
            self._dtype.is_compatible_with(spec_or_value.dtype) and \
            self._shape.is_compatible_with(spec_or_value.shape)

    def _serialize(self):
        return self._shape, self._dtype, self._name

    @property
    def _component_specs(self):
        return self

    def _to_components(self, value):
        return value

    def _from_components(self, components):
        return components

    def __repr__(self):
        return "TensorSpec(shape=%s, dtype=%r, name=%r)" % (self._shape, self._dtype, self._name)
