# tier: semantics
# The TF1 structure API: output_types / output_shapes / output_classes as properties and as
# tf.data.get_output_*; dict keys come back in the caller's order but flatten sorted (the
# IteratorGetNext outputs follow sorted keys); nested tuples in zip; namedtuples survive map;
# tf.data.make_one_shot_iterator and make_initializable_iterator as functions; string_handle
# is a string scalar; from_tensors keeps the full shape.
import collections
Pair = collections.namedtuple("Pair", ["left", "right"])
d = tf.data.Dataset.from_tensor_slices({"z": [1, 2], "a": [[1.0], [2.0]], "m": ["p", "q"]})
emit("types", tf.data.get_output_types(d))
emit("shapes", tf.data.get_output_shapes(d))
emit("classes", [c.__name__ for c in tf.data.get_output_classes(d).values()])
nested = tf.data.Dataset.zip((d, (tf.data.Dataset.range(2), tf.data.Dataset.range(5, 9))))
emit("nested_types", nested.output_types)
one = tf.data.make_one_shot_iterator(nested)
nxt = one.get_next()
emit("get_next", nxt)
pairs = tf.data.Dataset.range(3).map(lambda v: Pair(v, v * 10))
emit("pair_type", type(pairs.output_types).__name__)
pit = tf.data.make_initializable_iterator(pairs)
pn = pit.get_next()
emit("pair_next", [type(pn).__name__, pn.left, pn.right])
t = tf.data.Dataset.from_tensors({"img": tf.zeros([2, 3]), "label": 7})
emit("tensors_shapes", t.output_shapes)
emit("handle", [one.string_handle().dtype, one.string_handle().shape])
with tf.Session() as sess:
    emit("values", sess.run(nxt))
    sess.run(pit.initializer)
    emit("pairs", [sess.run(pn) for _ in range(3)])
    emit("tensors", sess.run(t.make_one_shot_iterator().get_next()))
