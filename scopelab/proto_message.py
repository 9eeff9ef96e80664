"""Protocol-buffer messages as plain Python objects: the machinery behind ``tf.ConfigProto``,
``tf.RunOptions`` and ``tf.RunMetadata`` (``session_config.py`` declares those messages).

Mirrors what a program sees of protobuf's Python messages: fields with defaults, keyword
construction (a nested message may be given as a dict), nested assignment that marks the
parents present, repeated fields (``add()`` for messages), maps, ``HasField`` / ``ClearField``
/ ``MergeFrom`` / ``CopyFrom``, protobuf's errors for unknown fields, wrong types and
assignment to a message field, and ``str()`` in protobuf's text format (only the fields that
were set, in field number order). Left out: binary serialization, extensions, ``oneof``.

>>> class Point(Message):
...     FIELDS = (("x", "int32"), ("tags", Repeated("string")))
>>> p = Point(x=3, tags=["a"])
>>> print(p)
x: 3
tags: "a"
<BLANKLINE>
"""
import numbers
import operator
import struct

_INT_RANGES = {"int32": (-2 ** 31, 2 ** 31 - 1), "int64": (-2 ** 63, 2 ** 63 - 1),
               "uint32": (0, 2 ** 32 - 1)}
_ZERO = {"bool": False, "int32": 0, "int64": 0, "uint32": 0, "double": 0.0, "float": 0.0,
         "string": ""}


def _float32(value):
    """``value`` rounded to the nearest 32-bit float, as a ``float`` field stores it."""
    return struct.unpack("f", struct.pack("f", value))[0]


class Repeated:
    """The kind of a repeated field of ``kind`` elements (a scalar type name or a message)."""

    def __init__(self, kind):
        self.kind = kind


class Map:
    """The kind of a map field, ``key`` -> ``value`` (scalar type names)."""

    def __init__(self, key, value):
        self.key, self.value = key, value


def _check_int(field, value, bits):
    if isinstance(value, bool):
        raise TypeError("Field %s: Expected an int, got a boolean." % field)
    value = operator.index(value)  # "'str' object cannot be interpreted as an integer"
    low, high = _INT_RANGES[bits]
    if not low <= value <= high:
        raise ValueError("Value out of range: %d" % value)
    return value


def _checked(field, kind, value):
    """``value`` as field ``field`` (its full name) of ``kind`` stores it, or protobuf's
    error."""
    if isinstance(kind, dict):  # an enum: a label or any int32 (proto3 enums are open)
        if isinstance(value, str):
            if value not in kind:
                raise ValueError('unknown enum label "%s"' % value)
            return kind[value]
        return _check_int(field, value, "int32")
    if kind == "bool":
        return bool(operator.index(value))
    if kind in _INT_RANGES:
        return _check_int(field, value, kind)
    if kind in ("double", "float"):
        if not isinstance(value, numbers.Real):
            raise TypeError("must be real number, not %s" % type(value).__name__)
        return float(value) if kind == "double" else _float32(value)
    if not isinstance(value, (str, bytes)):
        raise TypeError("bad argument type for built-in operation")
    return value.decode("utf-8") if isinstance(value, bytes) else value


class MapField(dict):
    """A map field (``device_count``: device type -> count); a missing key reads as the
    default and is then present, as in protobuf."""

    def __init__(self, name, kind):
        super().__init__()
        self._name, self._kind = name, kind

    def __setitem__(self, key, value):
        if not isinstance(key, str):
            raise TypeError("bad argument type for built-in operation")
        super().__setitem__(key, _checked(self._name, self._kind.value, value))

    def __missing__(self, key):
        self[key] = _ZERO[self._kind.value]
        return self[key]


class RepeatedMessages(list):
    """A repeated message field: ``add(**fields)`` appends a new element and returns it."""

    def __init__(self, kind, parent):
        super().__init__()
        self._kind, self._parent = kind, parent

    def add(self, **fields):
        element = self._kind(**fields)
        self.append(element)
        return element

    def append(self, element):
        if not isinstance(element, self._kind):
            raise TypeError("Expected a message object, but got %r." % (element,))
        super().append(element)
        if isinstance(element, Message):
            object.__setattr__(element, "_parent", self._parent)
        self._parent._mark_present()

    def extend(self, elements):
        for element in elements:
            self.append(element)


def _text_value(kind, value):
    if kind == "bool":
        return "true" if value else "false"
    if kind == "double":
        short = "%.15g" % value
        return short if float(short) == value else "%.17g" % value
    if kind == "float":  # the fewest digits that give the same 32-bit float back
        return next(short for short in ("%.*g" % (digits, value) for digits in range(6, 10))
                    if _float32(float(short)) == value)
    if kind == "string":  # C escapes for quotes and control characters; UTF-8 as it is
        escapes = {"\n": "\\n", "\r": "\\r", "\t": "\\t", '"': '\\"', "'": "\\'",
                   "\\": "\\\\"}
        return '"%s"' % "".join(
            escapes.get(c) or ("\\%03o" % ord(c) if ord(c) < 32 or c == "\x7f" else c)
            for c in value)
    if isinstance(kind, dict):
        return next((label for label, number in kind.items() if number == value), str(value))
    return str(value)


def _block(indent, name, lines):
    return ["%s%s {" % (indent, name)] + lines + [indent + "}"]


def _element_text(element, indent):
    """An element of a repeated message field; a GraphDef (``graph_def.py``) prints itself."""
    if isinstance(element, Message):
        return element._text(indent)
    return [indent + line for line in str(element).splitlines()]


class Message:
    """A protocol-buffer-like message. Subclasses list ``FIELDS``, ``(name, kind)`` in field
    number order; a kind is a scalar type name, an enum dict, a Message subclass, a ``Map``
    or a ``Repeated``."""
    FIELDS = ()

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError("No positional arguments allowed")
        kinds = dict(self.FIELDS)
        object.__setattr__(self, "_values", {})
        object.__setattr__(self, "_present", False)
        object.__setattr__(self, "_parent", None)
        for name, value in kwargs.items():
            kind = kinds.get(name)
            if kind is None:
                raise ValueError('Protocol message %s has no "%s" field.'
                                 % (type(self).__name__, name))
            if isinstance(kind, type):
                if isinstance(value, dict):
                    value = kind(**value)
                elif not isinstance(value, kind):
                    raise TypeError("Parameter to initialize message field must be dict or "
                                    "instance of same class: expected %s got %s."
                                    % (kind, type(value)))
                getattr(self, name).MergeFrom(value)
                getattr(self, name)._mark_present()
            elif isinstance(kind, Map):
                field = getattr(self, name)
                for key, item in dict(value).items():
                    field[key] = item
            elif isinstance(kind, Repeated):
                field = getattr(self, name)
                for item in value:
                    field.append(kind.kind(**item) if isinstance(item, dict) else item)
            else:
                setattr(self, name, value)

    full_name = property(lambda self: "tensorflow." + type(self).__qualname__)

    def __getattr__(self, name):
        kind = dict(self.FIELDS).get(name)
        if kind is None:
            raise AttributeError(name)
        values = self._values
        if name not in values:
            if isinstance(kind, type):
                values[name] = kind()
                object.__setattr__(values[name], "_parent", self)
            elif isinstance(kind, Map):
                entry = "".join(word.capitalize() for word in name.split("_")) + "Entry"
                values[name] = MapField("%s.%s.value" % (self.full_name, entry), kind)
            elif isinstance(kind, Repeated):
                values[name] = RepeatedMessages(kind.kind, self) \
                    if isinstance(kind.kind, type) else []
            else:
                return 0 if isinstance(kind, dict) else _ZERO[kind]
        return values[name]

    def __setattr__(self, name, value):
        kind = dict(self.FIELDS).get(name)
        if kind is None:
            raise AttributeError('Protocol message %s has no "%s" field.'
                                 % (type(self).__name__, name))
        if isinstance(kind, type):
            raise AttributeError('Assignment not allowed to message field "%s" in protocol '
                                 "message object." % name)
        if isinstance(kind, (Map, Repeated)):
            raise AttributeError('Assignment not allowed to map, or repeated field "%s" in '
                                 "protocol message object." % name)
        self._values[name] = _checked("%s.%s" % (self.full_name, name), kind, value)
        self._mark_present()

    def _mark_present(self):
        message = self
        while message is not None:
            object.__setattr__(message, "_present", True)
            message = message._parent

    def _set_fields(self):
        """(name, kind, value) of the fields the text format shows, in field number order."""
        for name, kind in self.FIELDS:
            value = self._values.get(name)
            if value is None:
                continue
            if isinstance(kind, type):
                shown = value._present
            elif isinstance(kind, (Map, Repeated)):
                shown = len(value) > 0
            else:
                shown = value != (0 if isinstance(kind, dict) else _ZERO[kind])
            if shown:
                yield name, kind, value

    def _text(self, indent):
        lines = []
        for name, kind, value in self._set_fields():
            if isinstance(kind, type):
                lines += _block(indent, name, value._text(indent + "  "))
            elif isinstance(kind, Map):
                for key, item in value.items():
                    lines += _block(indent, name, [
                        "%s  key: %s" % (indent, _text_value("string", key)),
                        "%s  value: %s" % (indent, _text_value(kind.value, item))])
            elif isinstance(kind, Repeated) and isinstance(kind.kind, type):
                for item in value:
                    lines += _block(indent, name, _element_text(item, indent + "  "))
            elif isinstance(kind, Repeated):
                lines += ["%s%s: %s" % (indent, name, _text_value(kind.kind, item))
                          for item in value]
            else:
                lines.append("%s%s: %s" % (indent, name, _text_value(kind, value)))
        return lines

    def __str__(self):
        return "".join(line + "\n" for line in self._text(""))

    __repr__ = __str__

    def __eq__(self, other):
        return type(other) is type(self) and str(other) == str(self)

    __hash__ = None  # mutable, as protobuf messages: "unhashable type: 'ConfigProto'"

    def HasField(self, name):  # noqa: N802 - protobuf's method names
        kind = dict(self.FIELDS).get(name)
        if kind is None:
            raise ValueError('Protocol message %s has no "%s" field.'
                             % (type(self).__name__, name))
        if not isinstance(kind, type):
            raise ValueError("Field %s.%s does not have presence." % (self.full_name, name))
        return name in self._values and self._values[name]._present

    def ClearField(self, name):  # noqa: N802
        self._values.pop(name, None)

    def Clear(self):  # noqa: N802
        self._values.clear()
        object.__setattr__(self, "_present", False)

    def MergeFrom(self, other):  # noqa: N802
        """Copies the fields set in ``other`` (merging nested messages and maps)."""
        if type(other) is not type(self):
            raise TypeError("Parameter to MergeFrom() must be instance of same class: expected "
                            "%s got %s." % (type(self), type(other)))
        for name, kind, value in other._set_fields():
            if isinstance(kind, type):
                getattr(self, name).MergeFrom(value)
            elif isinstance(kind, Map):
                getattr(self, name).update(value)
            elif isinstance(kind, Repeated):
                getattr(self, name).extend(value)
            else:
                setattr(self, name, value)
        if other._present:
            self._mark_present()

    def CopyFrom(self, other):  # noqa: N802
        if type(other) is not type(self):
            raise TypeError("Parameter to CopyFrom() must be instance of same class: expected "
                            "%s got %s." % (type(self), type(other)))
        self._values.clear()
        self.MergeFrom(other)
