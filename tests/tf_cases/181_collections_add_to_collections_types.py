# tier: semantics
# add_to_collection(s) with tuples of keys, the same item twice, names of graph elements
# inside collections, and tf.get_collection on a key that holds non-graph objects.
a = tf.constant(1.0, name="a")
tf.add_to_collections(("k1", "k2"), a)
tf.add_to_collections(["k1"], a)
tf.add_to_collection("k3", {"x": 1})
emit("k1", tf.get_collection("k1"))
emit("k2", tf.get_collection("k2"))
emit("k3", tf.get_collection("k3"))
emit("keys", sorted(tf.get_default_graph().get_all_collection_keys()))
emit("scoped_dict", tf.get_collection("k3", scope="x"))
tf.add_to_collection(tf.GraphKeys.UPDATE_OPS, tf.no_op(name="upd"))
emit("update_ops", tf.get_collection(tf.GraphKeys.UPDATE_OPS))
emit("losses_empty", tf.get_collection(tf.GraphKeys.LOSSES))
