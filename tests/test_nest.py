"""scopelab.nest: the full texts of tf.nest's errors, tf.data's variant, and the internal
functions the RNN cells use (flatten_up_to, map_structure_up_to, get_traverse_shallow_structure).

Every expected value here was printed by TensorFlow 2.21 (``tf.nest``,
``tensorflow.python.util.nest`` and ``tensorflow.python.data.util.nest``) for the same call;
case 961 records the public API against TF directly.
"""
import collections

import pytest

from scopelab import nest

P = collections.namedtuple("P", "a b")


def _raises(error, text, fn, *args, **kwargs):
    with pytest.raises(error) as info:
        fn(*args, **kwargs)
    assert str(info.value) == text


def test_assert_same_structure_messages_name_both_structures_and_the_first_difference():
    _raises(TypeError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=list str=[1, 2]\n\nSecond structure: type=tuple str=(1, 2)\n\nMore "
            "specifically: The two namedtuples don't have the same sequence type. First "
            "structure type=list str=[1, 2] has type list, while second structure type=tuple "
            "str=(1, 2) has type tuple\nEntire first structure:\n[., .]\nEntire second "
            "structure:\n(., .)", nest.assert_same_structure, [1, 2], (1, 2))
    _raises(ValueError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=list str=[1, (2, [3, 4])]\n\nSecond structure: type=list str=[1, "
            "(2, [3])]\n\nMore specifically: The two structures don't have the same number of "
            "elements. First structure: type=list str=[3, 4]. Second structure: type=list "
            "str=[3]\nEntire first structure:\n[., (., [., .])]\nEntire second structure:\n"
            "[., (., [.])]", nest.assert_same_structure, [1, (2, [3, 4])], [1, (2, [3])])
    _raises(ValueError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=int str=1\n\nSecond structure: type=list str=[1]\n\nMore "
            'specifically: Substructure "type=list str=[1]" is a sequence, while substructure '
            '"type=int str=1" is not\nEntire first structure:\n.\nEntire second structure:\n[.]',
            nest.assert_same_structure, 1, [1])
    # Without type checks a dict's keys are not compared, only how many values it has.
    _raises(ValueError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=dict str={'a': 1}\n\nSecond structure: type=OrderedDict "
            "str=OrderedDict([('b', 1), ('a', 2)])\n\nMore specifically: The two structures "
            "don't have the same number of elements. First structure: type=dict str={'a': 1}. "
            "Second structure: type=OrderedDict str=OrderedDict([('b', 1), ('a', 2)])\nEntire "
            "first structure:\n{'a': .}\nEntire second structure:\nOrderedDict([('b', .), "
            "('a', .)])", nest.assert_same_structure, {"a": 1},
            collections.OrderedDict([("b", 1), ("a", 2)]), check_types=False)


def test_types_defined_in_c_modules_are_named_with_their_module():
    _raises(TypeError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=deque str=deque([1])\n\nSecond structure: type=list str=[1]\n\n"
            "More specifically: The two namedtuples don't have the same sequence type. First "
            "structure type=deque str=deque([1]) has type collections.deque, while second "
            "structure type=list str=[1] has type list\nEntire first structure:\ndeque([.])\n"
            "Entire second structure:\n[.]", nest.assert_same_structure,
            collections.deque([1]), [1])


def test_pack_sequence_as_errors():
    _raises(ValueError, "The target structure is of type `<class 'int'>`\n  1\nHowever the "
            "input is a sequence (<class 'list'>) of length 2.\n  [1, 2]\nnest cannot "
            "guarantee that it is safe to map one to the other.", nest.pack_sequence_as, 1,
            [1, 2])
    _raises(TypeError, "Attempted to pack value:\n  ab\ninto a structure, but found "
            "incompatible type `<class 'str'>` instead.", nest.pack_sequence_as, [1, 2], "ab")


def test_flatten_up_to_and_its_checks():
    assert nest.flatten_up_to([1, (2, 3)], [[1, 2], ({"a": 1}, 3)]) == [[1, 2], {"a": 1}, 3]
    assert nest.flatten_up_to({"b": 1, "a": 2}, {"a": [1], "b": (2,)}) == [[1], (2,)]
    assert nest.flatten_up_to(P(1, 2), P([1], 2)) == [[1], 2]
    assert nest.flatten_up_to([1, 2], (5, 6), check_types=False) == [5, 6]
    _raises(TypeError, "If shallow structure is a sequence, input must also be a sequence. "
            "Input has type: <class 'int'>.", nest.flatten_up_to, [1, 2], 3)
    _raises(TypeError, "The two structures don't have the same sequence type. Input structure "
            "has type <class 'tuple'>, while shallow structure has type <class 'list'>.",
            nest.flatten_up_to, [1, 2], (1, 2))
    _raises(ValueError, "The two structures don't have the same sequence length. Input "
            "structure has length 3, while shallow structure has length 2.",
            nest.flatten_up_to, [1, 2], [1, 2, 3])
    _raises(ValueError, "The shallow_tree's keys are not a subset of the input_tree's keys. "
            "The shallow_tree has the following keys that are not in the input_tree: ['b'].",
            nest.flatten_up_to, {"a": 1, "b": 2}, {"a": 1, "c": 2})


def test_map_structure_up_to():
    assert nest.map_structure_up_to([1, (2, 3)], lambda x, y: (x, y), [[1], (2, 3)],
                                    [4, (5, 6)]) == [([1], 4), ((2, 5), (3, 6))]
    _raises(ValueError, "Cannot map over no sequences", nest.map_structure_up_to, [1],
            lambda x: x)


def test_get_traverse_shallow_structure():
    assert nest.get_traverse_shallow_structure(
        lambda s: not isinstance(s, tuple), [1, (2, 3), [4]]) == [True, False, [True]]
    assert nest.get_traverse_shallow_structure(
        lambda s: P(False, True) if isinstance(s, P) else True,
        [P(1, [2, 3]), 5]) == [P(a=False, b=[True, True]), True]
    _raises(TypeError, "traverse_fn returned a non-bool scalar: 3 for input: [1]",
            nest.get_traverse_shallow_structure, lambda s: 3, [1])
    _raises(TypeError, "traverse_fn returned structure: [True] for non-structure: 1",
            nest.get_traverse_shallow_structure,
            lambda s: [True] if not isinstance(s, list) else True, [1])


def test_the_data_variant_reads_lists_as_leaves():
    assert not nest.is_nested_for_data([1, 2])
    assert nest.flatten_for_data([1, 2]) == [[1, 2]]
    s = ([1, 2], {"b": [3], "a": 4})
    assert nest.flatten_for_data(s) == [[1, 2], 4, [3]]
    assert nest.pack_sequence_as_for_data(s, [0, 1, 2]) == (0, {"b": 2, "a": 1})
    assert nest.map_structure_for_data(lambda x: ("m", x), P([1], 2)) == P(("m", [1]), ("m", 2))
    assert nest.flatten_for_data({"a": 1}.values()) == [1]
    nest.assert_same_structure_for_data((1, [2]), (1, [2, 3]))  # lists are leaves: no error
    _raises(ValueError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=tuple str=(1, [2])\n\nSecond structure: type=tuple str=(1, (2, 3))"
            '\n\nMore specifically: Substructure "type=tuple str=(2, 3)" is a sequence, while '
            'substructure "type=list str=[2]" is not', nest.assert_same_structure_for_data,
            (1, [2]), (1, (2, 3)))
    _raises(ValueError, "The two structures don't have the same nested structure.\n\nFirst "
            "structure: type=dict str={'a': 1}\n\nSecond structure: type=dict str={'b': 1}\n\n"
            "More specifically: The two dictionaries don't have the same set of keys. First "
            "structure has keys type=list str=['a'], while second structure has keys type=list "
            "str=['b']", nest.assert_same_structure_for_data, {"a": 1}, {"b": 1})


def test_same_structure_is_assert_same_structure_as_a_predicate():
    s = {"b": (1, 2), "a": 3}
    assert nest.same_structure(s, {"a": 0, "b": (0, 0)})
    assert not nest.same_structure(s, {"a": 0, "b": 0})
