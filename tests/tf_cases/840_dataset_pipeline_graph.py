# tier: graph
# A classic tf.data pipeline adds one dataset op per step to the main graph, its arguments as
# Consts named after TF's arguments (normalize_element/component_<i>, count, batch_size,
# drop_remainder, buffer_size, start/stop/step, shuffle's seed and seed2 ops); map's function is traced into a graph of its
# own, so none of its ops appear. The iterators add OneShotIterator or IteratorV2 +
# MakeIterator, an IteratorToStringHandle each, and IteratorGetNext with the element's types
# and static shapes.
import numpy as np
x = np.arange(12, dtype=np.float32).reshape(6, 2)
with tf.name_scope("input"):
    ds = tf.data.Dataset.from_tensor_slices((x, [0, 1, 0, 1, 1, 0]))
    ds = ds.map(lambda f, l: (f * 2.0 + 1.0, tf.one_hot(l, 2)))
    ds = ds.shuffle(6, seed=2).repeat(3).batch(4, drop_remainder=True).prefetch(1)
    features, labels = ds.make_one_shot_iterator().get_next()
r = tf.data.Dataset.range(1, 8, 2).skip(1).take(2)
z = tf.data.Dataset.zip({"n": r, "c": tf.data.Dataset.from_tensors([1.0, 2.0]).repeat()})
it = z.make_initializable_iterator()
nxt = it.get_next(name="next_pair")
emit("nodes", graph_nodes())
emit("get_next", [features, labels, nxt])
emit("shapes", [features.shape, labels.shape, nxt["n"].shape, nxt["c"].shape])
emit("dtypes", [features.dtype, labels.dtype, nxt["n"].dtype, nxt["c"].dtype])
emit("initializer", [it.initializer.name, it.initializer.type])
emit("ops", [n.op.type for n in (features, nxt["c"])])
