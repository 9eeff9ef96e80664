# tier: graph
# Clipping an IndexedSlices (a sparse gradient) clips its values: clip_by_value, clip_by_norm,
# global_norm and clip_by_global_norm convert t.values (named t, t_0...) and return
# IndexedSlices on the same indices and dense_shape; the norms count only the rows held.
emb = tf.get_variable("emb", initializer=tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
w = tf.get_variable("w", initializer=tf.constant([[1.0], [-1.0]]))
ids = tf.constant([2, 0, 2], name="ids")
loss = tf.reduce_sum(tf.square(tf.matmul(tf.nn.embedding_lookup(emb, ids), w)))
g_emb, g_w = tf.gradients(loss, [emb, w])
n = len(graph_nodes())
by_value = tf.clip_by_value(g_emb, -1.0, 1.0)
by_norm = tf.clip_by_norm(g_emb, 1.0)
by_row_norm = tf.clip_by_norm(g_emb, 1.0, axes=[1])
norm = tf.global_norm([g_emb, None, g_w])
clipped, used = tf.clip_by_global_norm([g_emb, g_w, None], 5.0)
emit("nodes", graph_nodes()[n:])
emit("types", [type(t).__name__ for t in [by_value, by_norm, by_row_norm] + clipped])
emit("parts", [[t.values, t.indices, t.dense_shape] for t in [by_value, by_norm, clipped[0]]])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([g_emb, by_value, by_norm, by_row_norm, norm, clipped[:2], used]))
    emit("none_kept", clipped[2])
