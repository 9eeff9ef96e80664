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
# Tensors of the main graph used inside the function are captured: they become inputs of
# MapDataset (constants, placeholders, a variable's value), read when the initializer runs.
c = tf.constant(2.0, name="c")
scale = tf.placeholder(tf.float32, [], name="scale")
v = tf.Variable(3.0, name="v")
cap = tf.data.Dataset.range(3).map(lambda x: (tf.cast(x, tf.float32) * c * scale + v, c))
emit("captured_inputs", [t.name for t in tf.get_default_graph().get_operations()[-1].inputs])
it = cap.make_initializable_iterator()
nxt = it.get_next()
with tf.Session() as sess:
    sess.run(v.initializer)
    sess.run(it.initializer, {scale: 10.0})
    emit("captured_values", [sess.run(nxt), sess.run(nxt)])
    sess.run(v.assign(-1.0))
    emit("read_at_initializer", sess.run(nxt))
    sess.run(it.initializer, {scale: 1.0})
    emit("new_feed", sess.run(nxt))
