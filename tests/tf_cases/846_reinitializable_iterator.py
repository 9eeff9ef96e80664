# tier: graph
# Iterator.from_structure makes one IteratorV2 that several datasets start through
# make_initializer ops (named make_initializer, make_initializer_1, or as asked): the TF1 way
# to switch between training and validation data. Each initializer restarts the iterator on
# its own dataset; every iterator's resource goes to the "iterators" collection.
train = tf.data.Dataset.range(100).map(lambda v: (tf.cast(v, tf.float32) / 10.0, v % 2))
val = tf.data.Dataset.range(50, 53).map(lambda v: (tf.cast(v, tf.float32), v % 3))
it = tf.data.Iterator.from_structure(train.output_types, train.output_shapes)
train_init = it.make_initializer(train)
val_init = it.make_initializer(val, name="val_init")
x, y = it.get_next()
total = x * 2.0
emit("nodes", graph_nodes())
emit("structure", [it.output_types, it.output_shapes])
emit("inits", [train_init, val_init])
emit("collection", tf.get_collection("iterators"))
emit("handle", it.string_handle())
with tf.Session() as sess:
    sess.run(train_init)
    emit("train", [sess.run([total, y]) for _ in range(3)])
    sess.run(val_init)
    emit("val", [sess.run([total, y]) for _ in range(3)])
    expect_error(lambda: sess.run(total), "val_end")
    sess.run(train_init)
    emit("train_again", sess.run([x, y]))
