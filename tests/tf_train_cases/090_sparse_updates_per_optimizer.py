# tier: graph
# minimize() with an embedding lookup: the table's gradient is an IndexedSlices and each
# optimizer applies it sparsely, as TF1 does for a RefVariable. GradientDescent: ScatterSub of
# the rows times the rate (repeated ids add up). The others first sum the rows of repeated ids
# (Unique, Shape, strided_slice, UnsortedSegmentSum in update_<var>), then SparseApplyMomentum /
# SparseApplyAdagrad / SparseApplyRMSProp / SparseApplyCenteredRMSProp, or for Adam: decay both
# moments whole (Assign), ScatterAdd the rows after it, AssignSub the step, group_deps. Rows no id
# picks keep their values and their slots. A dense variable in the same loss is updated densely.
OPTIMIZERS = [("gd", lambda: tf.train.GradientDescentOptimizer(0.1)),
              ("momentum", lambda: tf.train.MomentumOptimizer(0.1, 0.9)),
              ("nesterov", lambda: tf.train.MomentumOptimizer(0.1, 0.9, use_nesterov=True)),
              ("adagrad", lambda: tf.train.AdagradOptimizer(0.1)),
              ("rmsprop", lambda: tf.train.RMSPropOptimizer(0.1)),
              ("centered", lambda: tf.train.RMSPropOptimizer(0.1, momentum=0.5, centered=True)),
              ("adam", lambda: tf.train.AdamOptimizer(0.1))]
for key, make in OPTIMIZERS:
    tf.reset_default_graph()
    with tf.variable_scope("model"):
        emb = tf.get_variable("emb", initializer=tf.constant(
            [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]]))
        w = tf.get_variable("w", initializer=tf.constant([[0.5], [-0.5]]))
    ids = tf.placeholder(tf.int32, [None], name="ids")
    loss = tf.reduce_sum(tf.square(tf.matmul(tf.nn.embedding_lookup(emb, ids), w) - 1.0))
    n = len(graph_nodes())
    opt = make()
    train = opt.minimize(loss)
    nodes = graph_nodes()[n:]
    emit(key + "_update_nodes", [node for node in nodes if not node[0].startswith("gradients/")])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        steps = []
        for batch in ([2, 0, 2], [1, 1], [0, 3, 0, 2]):
            sess.run(train, {ids: batch})
            steps.append(sess.run([emb, w] + [opt.get_slot(emb, s) for s in opt.get_slot_names()]))
        emit(key + "_steps", steps)
