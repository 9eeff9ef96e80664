"""The nested structure of a dataset element: tuples and dicts of tensors, flattened and rebuilt.

Mirrors the part of ``tensorflow/python/data/util/nest.py`` that tf.data uses: an element is
a tensor, or a tuple (namedtuples too) or dict of elements. Flattening visits dict values in
sorted key order, as TF does, so ``{"b": x, "a": y}`` flattens to ``[y, x]``. Lists are not
structure: tf.data reads a list as one tensor (``from_tensor_slices([[1, 2], [3, 4]])`` has
one component). Left out: sparse and ragged components, ``attrs`` classes.

>>> flatten(({"b": 1, "a": 2}, 3))
[2, 1, 3]
>>> pack_as(({"b": None, "a": None}, None), ["A", "B", "C"])
({'b': 'B', 'a': 'A'}, 'C')
"""


def is_nested(value):
    return isinstance(value, (tuple, dict))


def _sorted_keys(value):
    return sorted(value)


def flatten(structure):
    """The leaves of ``structure``, in TF's order."""
    if isinstance(structure, dict):
        return [leaf for k in _sorted_keys(structure) for leaf in flatten(structure[k])]
    if isinstance(structure, tuple):
        return [leaf for item in structure for leaf in flatten(item)]
    return [structure]


def pack_as(structure, leaves):
    """``leaves`` (a flat sequence, in ``flatten``'s order) put in the shape of ``structure``."""
    return _pack(structure, iter(leaves))


def _pack(structure, leaves):
    if isinstance(structure, dict):
        built = {k: _pack(structure[k], leaves) for k in _sorted_keys(structure)}
        return type(structure)((k, built[k]) for k in structure)
    if isinstance(structure, tuple):
        items = [_pack(item, leaves) for item in structure]
        return type(structure)(*items) if hasattr(structure, "_fields") else tuple(items)
    return next(leaves)


def map_structure(fn, structure):
    return pack_as(structure, [fn(leaf) for leaf in flatten(structure)])


def same_structure(a, b):
    """Whether ``a`` and ``b`` nest the same way (the leaves may differ)."""
    if isinstance(a, dict) and isinstance(b, dict):
        return sorted(a) == sorted(b) and all(same_structure(a[k], b[k]) for k in a)
    if isinstance(a, tuple) and isinstance(b, tuple):
        return len(a) == len(b) and all(same_structure(x, y) for x, y in zip(a, b))
    return not is_nested(a) and not is_nested(b)
