"""Nested structures of values: ``tf.nest`` and the variant tf.data uses.

Mirrors ``tensorflow/python/util/nest.py`` and ``nest_util.py`` (whose walking is C++ in TF,
``util.cc``). Many TF1 functions take "a tensor or a nested structure of them" (an LSTM's
state, a cond's results, ``var_list=d.values()``, a dataset element) and walk it with these:

- nested: any ``Sequence`` but a string (lists, tuples, namedtuples, ranges, deques, list
  subclasses), any ``Mapping`` (dict, OrderedDict, defaultdict, your own), any mapping view
  (``d.values()``, ``d.keys()``, ``d.items()``), and ``attrs`` classes (found by their
  ``__attrs_attrs__``);
- everything else is a leaf: None, strings, numbers, sets, numpy arrays, tensors, variables;
- a mapping is visited in the sorted order of its keys (so ``{"b": x, "a": y}`` flattens to
  ``[y, x]``, an OrderedDict's order is ignored); a view in its own order; an attrs class in
  the order of its fields;
- ``pack_sequence_as`` rebuilds each level with its own type: a mapping with its keys in the
  original order, a namedtuple or attrs class by position; a view or a range becomes a list.

tf.data's variant (``*_for_data``, nest_util's DATA modality) reads a list as one value, a
leaf: ``Dataset.from_tensor_slices([[1, 2], [3, 4]])`` has one component.
Left out: ``expand_composites`` (accepted; scopelab's IndexedSlices stays a leaf), the path
functions (``flatten_with_joined_string_paths``...), wrapt proxies, SparseTensorValue.

>>> flatten({"b": [1, 2], "a": (3, None)})
[3, None, 1, 2]
>>> pack_sequence_as({"b": [0, 0], "a": (0, 0)}, ["A", "B", "C", "D"])
{'b': ['C', 'D'], 'a': ('A', 'B')}
>>> flatten_for_data(([1, 2], {"x": 3}))
[[1, 2], 3]
"""
import collections
from collections.abc import Mapping, MappingView, MutableMapping, Sequence

from .left_out import missing_names as _missing_names


# ---------------------------------------------------------------------- what nests
def _is_attrs(value):
    return hasattr(type(value), "__attrs_attrs__")


def is_nested(seq):
    """Whether ``seq`` is a structure that nest walks into (not a leaf)."""
    return isinstance(seq, (Mapping, MappingView)) or _is_attrs(seq) or (
        isinstance(seq, Sequence) and not isinstance(seq, (str, bytes)))


def is_nested_for_data(seq):
    """tf.data's ``is_nested``: the same, except that a list is a leaf."""
    return is_nested(seq) and not isinstance(seq, list)


def _is_namedtuple(value):
    fields = getattr(value, "_fields", None)
    return isinstance(value, tuple) and isinstance(fields, Sequence) and all(
        isinstance(f, (str, bytes)) for f in fields)


def _values(structure):
    """The children of a nested ``structure``, in the order nest visits them."""
    if isinstance(structure, Mapping):
        return [structure[key] for key in sorted(structure)]
    if _is_attrs(structure):
        return [getattr(structure, a.name) for a in type(structure).__attrs_attrs__]
    return list(structure)


def _sequence_like(instance, args):
    """A structure of ``instance``'s kind holding ``args`` (in nest's order)."""
    if isinstance(instance, Mapping):
        by_key = dict(zip(sorted(instance), args))
        if not isinstance(instance, MutableMapping):
            return type(instance)((key, by_key[key]) for key in instance)
        if type(instance) is collections.defaultdict:
            rebuilt = collections.defaultdict(instance.default_factory)
        else:
            rebuilt = type(instance)()
        for key in instance:  # the keys in the original order
            rebuilt[key] = by_key[key]
        return rebuilt
    if isinstance(instance, (MappingView, range)):
        return list(args)  # a view cannot be made; TF gives a list
    if _is_namedtuple(instance) or _is_attrs(instance):
        return type(instance)(*args)
    return type(instance)(args)


# ---------------------------------------------------------------------- flatten and pack
def _flatten(structure, nested):
    if not nested(structure):
        return [structure]
    return [leaf for item in _values(structure) for leaf in _flatten(item, nested)]


def flatten(structure, expand_composites=False):
    """The leaves of ``structure``, depth first, mappings by sorted key. A leaf (None too)
    gives a list of itself."""
    return _flatten(structure, is_nested)


def flatten_for_data(structure):
    return _flatten(structure, is_nested_for_data)


def _truncated(value, length=100):
    text = str(value)
    return text[:length] + (text[length:] and "...")


def _pack(structure, flat_sequence, nested):
    if not is_nested(flat_sequence):
        raise TypeError("Attempted to pack value:\n  %s\ninto a structure, but found "
                        "incompatible type `%s` instead."
                        % (_truncated(flat_sequence), type(flat_sequence)))
    if not nested(structure):
        if len(flat_sequence) != 1:
            raise ValueError(
                "The target structure is of type `%s`\n  %s\nHowever the input is a sequence "
                "(%s) of length %d.\n  %s\nnest cannot guarantee that it is safe to map one to "
                "the other." % (type(structure), _truncated(structure), type(flat_sequence),
                                len(flat_sequence), _truncated(flat_sequence)))
        return flat_sequence[0]
    atoms = len(_flatten(structure, nested))
    if atoms != len(flat_sequence):
        raise ValueError("Could not pack sequence. Structure had %d atoms, but flat_sequence "
                         "had %d items.  Structure: %s, flat_sequence: %s."
                         % (atoms, len(flat_sequence), structure, flat_sequence))
    return _sequence_like(structure, _packed(structure, flat_sequence, 0, nested)[1])


def _packed(structure, flat, index, nested):
    """(next index, the children of ``structure`` filled from ``flat[index:]``)."""
    children = []
    for item in _values(structure):
        if nested(item):
            index, inner = _packed(item, flat, index, nested)
            children.append(_sequence_like(item, inner))
        else:
            children.append(flat[index])
            index += 1
    return index, children


def pack_sequence_as(structure, flat_sequence, expand_composites=False):
    """``flat_sequence`` (in ``flatten``'s order) put back into the shape of ``structure``."""
    return _pack(structure, flat_sequence, is_nested)


def pack_sequence_as_for_data(structure, flat_sequence):
    return _pack(structure, flat_sequence, is_nested_for_data)


# ---------------------------------------------------------------------- comparing
def _text(value):
    """How TF's C++ quotes a value in these errors."""
    return "type=%s str=%s" % (type(value).__name__, value)


def _type_name(cls):
    """A type's C-level name: a builtin type is named plainly ("dict_values"), one a C module
    defines with its module ("collections.OrderedDict"), a Python class by its name."""
    if cls.__flags__ & (1 << 9) or cls.__module__ == "builtins":  # 1 << 9: a heap type
        return cls.__name__
    return "%s.%s" % (cls.__module__, cls.__name__)


def _mismatch(a, b, check_types, nested):
    """None if ``a`` and ``b`` nest alike, else (error class, what differs first)."""
    a_nested, b_nested = nested(a), nested(b)
    if a_nested != b_nested:
        seq, leaf = (a, b) if a_nested else (b, a)
        return ValueError, ('Substructure "%s" is a sequence, while substructure "%s" is not'
                            % (_text(seq), _text(leaf)))
    if not a_nested:
        return None
    if check_types:
        # Two namedtuple classes of one name and fields count as one type; a list subclass
        # matches a list, and any two mappings match.
        if _is_namedtuple(a) and _is_namedtuple(b):
            differ = (a._fields != b._fields or type(a).__name__ != type(b).__name__)
        else:
            differ = type(a) is not type(b) and not (
                isinstance(a, list) and isinstance(b, list)) and not (
                isinstance(a, Mapping) and isinstance(b, Mapping))
        if differ:
            return TypeError, ("The two namedtuples don't have the same sequence type. First "
                               "structure %s has type %s, while second structure %s has type %s"
                               % (_text(a), _type_name(type(a)), _text(b), _type_name(type(b))))
        if isinstance(a, Mapping) and (len(a) != len(b) or any(k not in b for k in a)):
            return ValueError, ("The two dictionaries don't have the same set of keys. First "
                                "structure has keys %s, while second structure has keys %s"
                                % (_text(list(a.keys())), _text(list(b.keys()))))
    a_values, b_values = _values(a), _values(b)
    for x, y in zip(a_values, b_values):
        found = _mismatch(x, y, check_types, nested)
        if found:
            return found
    if len(a_values) != len(b_values):
        return ValueError, ("The two structures don't have the same number of elements. First "
                            "structure: %s. Second structure: %s" % (_text(a), _text(b)))
    return None


def _structure_error(nest1, nest2, found):
    error, detail = found
    return error("The two structures don't have the same nested structure.\n\nFirst structure: "
                 "%s\n\nSecond structure: %s\n\nMore specifically: %s"
                 % (_text(nest1), _text(nest2), detail))


class _Dot:
    """A leaf shown as ".": how TF draws a whole structure in an error."""

    def __repr__(self):
        return "."


def assert_same_structure(nest1, nest2, check_types=True, expand_composites=False):
    """Raises TF's ValueError (TypeError when the kinds differ) unless the two structures
    nest alike. ``check_types=False`` lets a list match a tuple and ignores dict keys."""
    found = _mismatch(nest1, nest2, bool(check_types), is_nested)
    if found:
        error = _structure_error(nest1, nest2, found)
        raise type(error)("%s\nEntire first structure:\n%s\nEntire second structure:\n%s"
                          % (error, map_structure(lambda _: _Dot(), nest1),
                             map_structure(lambda _: _Dot(), nest2)))


def assert_same_structure_for_data(nest1, nest2, check_types=True):
    found = _mismatch(nest1, nest2, bool(check_types), is_nested_for_data)
    if found:
        raise _structure_error(nest1, nest2, found)


def same_structure(nest1, nest2):
    """Whether ``assert_same_structure`` (types checked) would pass."""
    return _mismatch(nest1, nest2, True, is_nested) is None


# ---------------------------------------------------------------------- mapping
def map_structure(func, *structure, **kwargs):
    """``func`` applied leaf by leaf to structures that nest alike; the result nests like the
    first. Keywords: ``check_types`` (True), ``expand_composites``."""
    if not callable(func):
        raise TypeError("func must be callable, got: %s" % func)
    if not structure:
        raise ValueError("Must provide at least one structure")
    check_types = kwargs.pop("check_types", True)
    kwargs.pop("expand_composites", False)
    if kwargs:
        raise ValueError("Only valid keyword arguments are `check_types` and "
                         "`expand_composites`, not: `%s`" % "`, `".join(kwargs))
    for other in structure[1:]:
        assert_same_structure(structure[0], other, check_types=check_types)
    leaves = [func(*x) for x in zip(*[flatten(s) for s in structure])]
    return pack_sequence_as(structure[0], leaves)


def map_structure_for_data(func, *structure):
    for other in structure[1:]:
        assert_same_structure_for_data(structure[0], other)
    leaves = [func(*x) for x in zip(*[flatten_for_data(s) for s in structure])]
    return pack_sequence_as_for_data(structure[0], leaves)


def assert_shallow_structure(shallow_tree, input_tree, check_types=True):
    """Raises TF's errors unless ``input_tree`` nests like ``shallow_tree`` as far as the
    shallow tree goes (below its leaves the input may nest further)."""
    if not is_nested(shallow_tree):
        return
    if not is_nested(input_tree):
        raise TypeError("If shallow structure is a sequence, input must also be a sequence. "
                        "Input has type: %s." % type(input_tree))
    if check_types and not isinstance(input_tree, type(shallow_tree)):
        if _is_namedtuple(shallow_tree) and _is_namedtuple(input_tree):
            differ = (shallow_tree._fields != input_tree._fields
                      or type(shallow_tree).__name__ != type(input_tree).__name__)
        else:
            differ = not (isinstance(shallow_tree, list) and isinstance(input_tree, list)) \
                and not (isinstance(shallow_tree, Mapping) and isinstance(input_tree, Mapping))
        if differ:
            raise TypeError("The two structures don't have the same sequence type. Input "
                            "structure has type %s, while shallow structure has type %s."
                            % (type(input_tree), type(shallow_tree)))
    if len(input_tree) != len(shallow_tree):
        raise ValueError("The two structures don't have the same sequence length. Input "
                         "structure has length %d, while shallow structure has length %d."
                         % (len(input_tree), len(shallow_tree)))
    if isinstance(shallow_tree, Mapping):
        absent = set(shallow_tree) - set(input_tree)
        if absent:
            raise ValueError("The shallow_tree's keys are not a subset of the input_tree's "
                             "keys. The shallow_tree has the following keys that are not in the "
                             "input_tree: %s." % sorted(absent))
    for shallow, branch in zip(_values(shallow_tree), _values(input_tree)):
        assert_shallow_structure(shallow, branch, check_types)


def flatten_up_to(shallow_tree, input_tree, check_types=True):
    """The parts of ``input_tree`` where ``shallow_tree`` has leaves (structures, maybe)."""
    assert_shallow_structure(shallow_tree, input_tree, check_types)
    return _flat_up_to(shallow_tree, input_tree)


def _flat_up_to(shallow_tree, input_tree):
    if not is_nested(shallow_tree):
        return [input_tree]
    return [part for shallow, branch in zip(_values(shallow_tree), _values(input_tree))
            for part in _flat_up_to(shallow, branch)]


def map_structure_up_to(shallow_tree, func, *inputs, **kwargs):
    """``func`` applied to the parts of ``inputs`` that sit where ``shallow_tree`` has
    leaves; the result nests like ``shallow_tree``. Other keywords go to ``func``."""
    if not inputs:
        raise ValueError("Cannot map over no sequences")
    check_types = kwargs.pop("check_types", True)
    kwargs.pop("expand_composites", False)
    parts = [flatten_up_to(shallow_tree, tree, check_types) for tree in inputs]
    return pack_sequence_as(shallow_tree, [func(*args, **kwargs) for args in zip(*parts)])


def get_traverse_shallow_structure(traverse_fn, structure, expand_composites=False):
    """The shallow structure of booleans that ``traverse_fn`` marks out of ``structure``:
    it answers, for each substructure from the top, True (go on into it, or keep a leaf),
    False (stop), or a one-level structure of booleans for its children."""
    to_traverse = traverse_fn(structure)
    if not is_nested(structure):
        if not isinstance(to_traverse, bool):
            raise TypeError("traverse_fn returned structure: %s for non-structure: %s"
                            % (to_traverse, structure))
        return to_traverse
    if isinstance(to_traverse, bool):
        if not to_traverse:
            return False
        level = [get_traverse_shallow_structure(traverse_fn, branch)
                 for branch in _values(structure)]
    elif not is_nested(to_traverse):
        raise TypeError("traverse_fn returned a non-bool scalar: %s for input: %s"
                        % (to_traverse, structure))
    else:
        assert_shallow_structure(to_traverse, structure)
        level = []
        for t, branch in zip(_values(to_traverse), _values(structure)):
            if not isinstance(t, bool):
                raise TypeError("traverse_fn didn't return a depth=1 structure of bools.  saw: "
                                "%s  for structure: %s" % (to_traverse, structure))
            level.append(get_traverse_shallow_structure(traverse_fn, branch) if t else False)
    return _sequence_like(structure, level)


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
