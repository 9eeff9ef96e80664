# tier: semantics
# map calls its function with a tuple element unpacked and a dict (or a single tensor) as one
# argument; a returned list becomes a tuple, a dict stays a dict; output types and shapes come
# from the traced function; no op of the function is in the main graph; ops inside the
# function work on each element (reductions, casts, string joins).
ds = tf.data.Dataset.from_tensor_slices({"w": [[1.0, 2.0], [3.0, 4.0]], "s": ["a", "b"]})
m1 = ds.map(lambda d: [tf.reduce_sum(d["w"]), tf.string_join([d["s"], "!"])])
m2 = tf.data.Dataset.range(3).map(lambda v: {"v": v, "sq": tf.cast(v * v, tf.float32)})
m3 = tf.data.Dataset.zip((m2, tf.data.Dataset.range(10, 20))).map(
    lambda d, k: d["sq"] + tf.cast(k, tf.float32))
for name, d in (("m1", m1), ("m2", m2), ("m3", m3)):
    emit(name + "_types", d.output_types)
    emit(name + "_shapes", d.output_shapes)
emit("nodes", graph_nodes())
gets = [d.make_one_shot_iterator().get_next() for d in (m1, m2, m3)]
with tf.Session() as sess:
    emit("values", [sess.run(gets) for _ in range(2)])
