# tier: semantics
# tf.nest: nested are Sequences but strings (lists, tuples, namedtuples, ranges, deques, list
# subclasses), Mappings (visited by sorted key; rebuilt with their own key order), mapping
# views (d.values(), d.keys(), d.items(): visited in their order, rebuilt as lists) and attrs
# classes (their __attrs_attrs__ fields, in order); None, strings, sets, arrays, tensors are
# leaves. assert_same_structure: a TypeError when kinds differ (a list subclass matches a list,
# any two mappings match, namedtuples by name and fields), a ValueError otherwise.
import collections
import types

import numpy as np

Point = collections.namedtuple("Point", ["x", "y"])
SamePoint = collections.namedtuple("Point", ["x", "y"])
Other = collections.namedtuple("Other", ["x", "y"])


class Sub(Point):
    pass


class Attrs:  # what attrs gives a class: __attrs_attrs__ entries with a .name
    __attrs_attrs__ = (types.SimpleNamespace(name="b"), types.SimpleNamespace(name="a"))

    def __init__(self, b, a):
        self.b, self.a = b, a

    def __repr__(self):
        return "Attrs(b=%r, a=%r)" % (self.b, self.a)


class Frozen(collections.abc.Mapping):
    def __init__(self, *args, **kwargs):
        self._d = dict(*args, **kwargs)

    def __getitem__(self, k):
        return self._d[k]

    def __iter__(self):
        return iter(self._d)

    def __len__(self):
        return len(self._d)

    def __repr__(self):
        return "Frozen(%r)" % self._d


class MyList(list):
    pass


d = {"b": 1, "a": 2, "c": [3, 4]}
structures = {
    "none": None, "str": "abc", "bytes": b"ab", "list": [1, [2, 3], (4,)], "dict": d,
    "ordered": collections.OrderedDict([("b", 1), ("a", 2)]),
    "defaultdict": collections.defaultdict(int, {"z": 1, "y": 2}),
    "values": d.values(), "keys": d.keys(), "items": d.items(), "namedtuple": Point(1, (2, 3)),
    "subclass": Sub(1, 2), "attrs": Attrs(1, [2, 3]), "mapping": Frozen(b=1, a=2), "set": {1},
    "range": range(3), "array": np.array([1, 2]), "empty": [[], (), {}], "mylist": MyList([1, 2]),
    "deque": collections.deque([1, 2]),
}
for key, s in structures.items():
    emit("is_nested_" + key, tf.nest.is_nested(s))
    emit("flatten_" + key, repr(tf.nest.flatten(s)))
    packed = tf.nest.pack_sequence_as(s, list(range(100, 100 + len(tf.nest.flatten(s)))))
    emit("pack_" + key, [type(packed).__name__, repr(packed)])
    emit("map_" + key, repr(tf.nest.map_structure(lambda x: ("m", x), s)))
expect_error(lambda: tf.nest.flatten({1: 2, "a": 3}), "unsortable_keys")
emit("tensor_leaf", [tf.nest.is_nested(tf.constant(1.0, name="c")),
                     tf.nest.flatten({"k": tf.constant(1.0, name="c")})])
pairs = {
    "list_tuple": ([1, 2], (1, 2)), "namedtuple_tuple": (Point(1, 2), (1, 2)),
    "same_namedtuples": (Point(1, 2), SamePoint(3, 4)),
    "other_namedtuple": (Point(1, 2), Other(1, 2)),
    "subclass": (Point(1, 2), Sub(1, 2)), "dict_ordered": ({"a": 1}, collections.OrderedDict(a=1)),
    "dict_keys": ({"a": 1, "b": 2}, {"a": 1, "c": 2}), "dict_size": ({"a": 1}, {"a": 1, "b": 2}),
    "lengths": ([1, 2], [1, 2, 3]), "leaf_seq": (1, [1]), "deep": ([1, (2, [3, 4])], [1, (2, [3])]),
    "str_list": ("ab", ["a", "b"]), "dict_mapping": ({"a": 1, "b": 2}, Frozen(a=1, b=2)),
    "mylist": ([1], MyList([1])), "values_list": (d.values(), [1, 2, 3]), "none_list": (None, []),
    "attrs_tuple": (Attrs(1, 2), (1, 2)), "none_none": (None, None),
}
for key, (a, b) in pairs.items():
    expect_error(lambda: tf.nest.assert_same_structure(a, b), "same_" + key)
    expect_error(lambda: tf.nest.assert_same_structure(a, b, check_types=False),
                 "same_unchecked_" + key)
emit("map2_namedtuples", repr(tf.nest.map_structure(lambda x, y: x + y, Point(1, 2),
                                                     SamePoint(3, 4))))
emit("map2_unchecked", repr(tf.nest.map_structure(lambda x, y: x + y, [1, 2], (3, 4),
                                                  check_types=False)))
expect_error(lambda: tf.nest.pack_sequence_as([1, 2], 5), "pack_not_a_sequence")
expect_error(lambda: tf.nest.pack_sequence_as(1, [1, 2]), "pack_leaf_two")
emit("pack_leaf_one", tf.nest.pack_sequence_as(1, (7,)))
expect_error(lambda: tf.nest.pack_sequence_as([1, [2, 3]], [1, 2]), "pack_too_few")
expect_error(lambda: tf.nest.pack_sequence_as({"b": 0, "a": 0}, {"x": 5, "y": 6}.values()),
             "pack_from_view")
expect_error(lambda: tf.nest.map_structure(3, [1]), "map_not_callable")
expect_error(lambda: tf.nest.map_structure(lambda x: x), "map_nothing")
expect_error(lambda: tf.nest.map_structure(lambda x: x, [1], foo=1), "map_bad_keyword")
emit("names", sorted(n for n in dir(tf.nest) if n in ("assert_same_structure", "flatten",
                                                      "is_nested", "map_structure",
                                                      "pack_sequence_as")))
