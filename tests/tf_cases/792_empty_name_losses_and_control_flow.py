# tier: graph
# name='' (scope='' for tf.losses) in the cross-entropies, the tf.losses functions, tf.cond,
# tf.while_loop and TensorArray: the wrapper's scope is the graph root, so their inner ops
# (Rank, Reshape_2, value, Switch, Merge, Exit...) are root nodes and the last generated op is
# named after its type (SoftmaxCrossEntropyWithLogits, TensorArrayV3, TensorArrayWriteV3).
x = tf.constant([[1.0, -2.0, 3.0], [0.5, 0.0, -1.0]], name='x')
p = tf.constant([[0.2, 0.3, 0.5], [1.0, 0.0, 0.0]], name='p')
with tf.name_scope('s'):
    out = [tf.nn.softmax_cross_entropy_with_logits_v2(labels=p, logits=x, name=''),
           tf.nn.softmax_cross_entropy_with_logits(labels=p, logits=x, name=''),
           tf.nn.sparse_softmax_cross_entropy_with_logits(labels=[0, 1], logits=x, name=''),
           tf.nn.sigmoid_cross_entropy_with_logits(labels=p, logits=x, name=''),
           tf.losses.mean_squared_error(p, x, scope=''),
           tf.losses.sparse_softmax_cross_entropy([2, 0], x, scope=''),
           tf.losses.absolute_difference(p, x, scope=''),
           tf.cond(tf.constant(True), lambda: x, lambda: x * 2.0, name=''),
           tf.while_loop(lambda k: k < 3, lambda k: k + 1, [0], name='')]
    ta = tf.TensorArray(tf.float32, 2, name='').write(0, 1.5, name='').write(1, 2.5)
    out += [ta.read(0, name='')]
    out.append(tf.TensorArray(tf.float32, 2).unstack(x, name='').stack(name=''))
emit("tensors", out)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(out))
