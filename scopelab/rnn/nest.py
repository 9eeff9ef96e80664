"""Nested structures of tensors, as ``tf.nest`` walks them for RNN states.

An LSTM's state is an ``LSTMStateTuple(c, h)``; a stack of LSTMs has a tuple of them. The RNN
functions flatten such a state into a list of tensors (to feed a loop or a ``tf.cond``) and pack
the list back into the same shape afterwards. Tuples, lists and namedtuples nest; anything else
is a leaf. Left out: dicts and attrs classes (no cell here makes them).

>>> from scopelab.rnn.nest import flatten, pack_sequence_as
>>> state = ((1, 2), (3, 4))
>>> flatten(state), pack_sequence_as(state, [5, 6, 7, 8])
([1, 2, 3, 4], ((5, 6), (7, 8)))
"""


def is_nested(structure):
    return isinstance(structure, (list, tuple))


def _rebuilt(structure, children):
    """A sequence of ``structure``'s kind holding ``children``: a namedtuple by position."""
    if hasattr(structure, "_fields"):
        return type(structure)(*children)
    return type(structure)(children)


def flatten(structure):
    """The leaves of ``structure``, depth first, left to right."""
    if not is_nested(structure):
        return [structure]
    return [leaf for item in structure for leaf in flatten(item)]


def pack_sequence_as(structure, flat_sequence):
    """``flat_sequence`` put back into the shape of ``structure``."""
    leaves = list(flat_sequence)
    if len(leaves) != len(flatten(structure)):
        raise ValueError("Could not pack sequence. Structure had %d atoms, but flat_sequence had "
                         "%d items.  Structure: %s, flat_sequence: %s."
                         % (len(flatten(structure)), len(leaves), structure, flat_sequence))
    leaves.reverse()
    return _pack(structure, leaves)


def _pack(structure, leaves):
    if not is_nested(structure):
        return leaves.pop()
    return _rebuilt(structure, [_pack(item, leaves) for item in structure])


def map_structure(fn, *structures):
    """``fn`` applied leaf by leaf to structures of the same shape."""
    for other in structures[1:]:
        assert_same_structure(structures[0], other)
    leaves = [fn(*args) for args in zip(*[flatten(s) for s in structures])]
    return pack_sequence_as(structures[0], leaves)


def map_structure_up_to(shallow, fn, *structures):
    """``fn`` applied to the parts of ``structures`` that sit where ``shallow`` has leaves
    (those parts may be structures themselves)."""
    parts = [_flatten_up_to(shallow, s) for s in structures]
    return pack_sequence_as(shallow, [fn(*args) for args in zip(*parts)])


def _flatten_up_to(shallow, structure):
    if not is_nested(shallow):
        return [structure]
    if not is_nested(structure) or len(structure) != len(shallow):
        raise ValueError("The two structures don't have the same sequence length. Input "
                         "structure has length %s, while shallow structure has length %s."
                         % (len(structure) if is_nested(structure) else 1, len(shallow)))
    return [part for s, t in zip(shallow, structure) for part in _flatten_up_to(s, t)]


def assert_same_structure(nest1, nest2):
    """ValueError (TF's text) when the two structures nest differently."""
    if _shape(nest1) != _shape(nest2):
        raise ValueError("The two structures don't have the same nested structure.\n\n"
                         "First structure: %s\n\nSecond structure: %s" % (nest1, nest2))


def _shape(structure):
    if not is_nested(structure):
        return None
    kind = type(structure) if hasattr(structure, "_fields") else (list, tuple)
    return (kind, tuple(_shape(item) for item in structure))
