# tier: semantics
# How Session.run rebuilds a fetch structure, as TF's fetch mappers do: a list subclass comes
# back as a plain list, a tuple as a tuple, another tuple type (a namedtuple) as type(*values)
# (a plain tuple subclass then fails as TF's does); a mapping as type(pairs), a defaultdict
# keeping its default_factory, an OrderedDict its order; an attrs class instance (found by
# its __attrs_attrs__) as type(*field values); an IndexedSlices as an IndexedSlicesValue.
# make_callable rebuilds them the same way.
import collections

a = tf.constant(1.0, name="a")
b = tf.constant(2.0, name="b")
op = tf.no_op(name="op")
sess = tf.Session()
result = sess.run(collections.defaultdict(list, {"a": a, "both": [a, b]}))
emit("defaultdict", [type(result).__name__, result.default_factory is list, dict(result),
                     result["missing"], sorted(result)])
ordered = sess.run(collections.OrderedDict([(3, a), (2, op), (1, "b:0")]))
emit("ordered", [type(ordered).__name__, list(ordered.items())])


class Pairs(collections.abc.Mapping):
    def __init__(self, pairs):
        self.items_ = dict(pairs)

    def __getitem__(self, key):
        return self.items_[key]

    def __iter__(self):
        return iter(self.items_)

    def __len__(self):
        return len(self.items_)


mapped = sess.run(Pairs({"x": a, "y": [b, op]}))
emit("mapping", [type(mapped).__name__, dict(mapped)])


class Rows(list):
    pass


class Pair(tuple):
    pass


emit("list_subclass", [type(sess.run(Rows([a, b]))).__name__, sess.run(Rows([a, b]))])
expect_error(lambda: sess.run(Pair([a, b])), "tuple_subclass")
ABC = collections.namedtuple("ABC", ["a", "b", "c"])
nested = sess.run(ABC(a=[a, (b,)], b=op, c=ABC(a, b, {"k": a})))
emit("namedtuple", [type(nested).__name__, type(nested.c).__name__, nested])


class Field:
    def __init__(self, name):
        self.name = name


class Sample:
    __attrs_attrs__ = (Field("first"), Field("second"))

    def __init__(self, first, second):
        self.first, self.second = first, second


sample = sess.run(Sample(a, Sample(b, [a, op])))
emit("attrs", [type(sample).__name__, sample.first, type(sample.second).__name__,
               sample.second.first, sample.second.second])
emit("attrs_fed", sess.run(Sample(a, b), {a: 5.0}).first)
slices = tf.IndexedSlices(tf.constant([1.0, 2.0]), tf.constant([0, 3]), tf.constant([4]))
fetched = sess.run({"s": [slices]})
emit("indexed_slices", [type(fetched["s"][0]).__name__, list(fetched["s"][0])])
runner = sess.make_callable(collections.defaultdict(int, {"a": a, "n": ABC(a, op, b)}))
made = runner()
emit("callable_structure", [type(made).__name__, made.default_factory is int, made["n"],
                            made["zero"]])
