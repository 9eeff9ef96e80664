# tier: graph
# A word2vec-like step: a partitioned embedding (two parts, "div" strategy) and a dense layer;
# compute_gradients gives one IndexedSlices per part (gated: the tuple keeps them sparse),
# clip_by_global_norm clips them as IndexedSlices, apply_gradients updates each part sparsely
# (Adam) and the dense variables densely, with a global step.
with tf.variable_scope("m", partitioner=tf.fixed_size_partitioner(2)):
    emb = tf.get_variable("emb", [5, 3], initializer=tf.random_normal_initializer(seed=11))
with tf.variable_scope("m"):
    w = tf.get_variable("w", [3, 2], initializer=tf.random_normal_initializer(seed=12))
step = tf.train.get_or_create_global_step()
ids = tf.placeholder(tf.int64, [None], name="ids")
labels = tf.placeholder(tf.int32, [None], name="labels")
logits = tf.matmul(tf.nn.embedding_lookup(emb, ids, partition_strategy="div"), w)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels,
                                                                     logits=logits))
opt = tf.train.AdamOptimizer(0.05)
n = len(graph_nodes())
grads_and_vars = opt.compute_gradients(loss)
emit("grad_types", [[type(g).__name__, v] for g, v in grads_and_vars])
grads, norm = tf.clip_by_global_norm([g for g, _ in grads_and_vars], 1.0)
train = opt.apply_gradients(zip(grads, [v for _, v in grads_and_vars]), global_step=step)
emit("nodes", graph_nodes()[n:])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    out = []
    for batch, lab in (([0, 4, 4], [1, 0, 0]), ([2, 3], [0, 1]), ([1, 1, 0], [1, 1, 0])):
        out.append(sess.run([norm, loss], {ids: batch, labels: lab}))
        sess.run(train, {ids: batch, labels: lab})
        out.append(sess.run(list(emb) + [w, step]))
    emit("steps", out)
