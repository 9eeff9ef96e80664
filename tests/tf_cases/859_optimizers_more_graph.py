# tier: graph
# The graphs the late optimizers build, node for node: Ftrl's accum slot made as ones * value
# and its beta-adjusted l2 (Maximum, mul, truediv, add), ApplyFtrlV2; ProximalAdagrad's and
# AdagradDA's slots started from Consts in the outer scope; AdagradDA's step + 1 and its
# Identity per variable; Adadelta and ProximalGradientDescent on an embedding table (Unique,
# UnsortedSegmentSum, SparseApply*), each with a global step.
step = tf.train.get_or_create_global_step()
with tf.variable_scope("m"):
    w = tf.get_variable("w", [2], initializer=tf.ones_initializer())
    table = tf.get_variable("table", [4, 2], initializer=tf.zeros_initializer())
dense_loss = tf.reduce_sum(w * w)
sparse_loss = tf.reduce_sum(tf.nn.embedding_lookup(table, [1, 3, 1]))
tf.train.FtrlOptimizer(0.1, l2_shrinkage_regularization_strength=0.1).minimize(
    dense_loss, var_list=[w])
with tf.name_scope("outer"):
    tf.train.ProximalAdagradOptimizer(0.1).minimize(dense_loss, var_list=[w])
tf.train.AdagradDAOptimizer(0.1, step).minimize(dense_loss, global_step=step, var_list=[w])
tf.train.AdadeltaOptimizer(0.5).minimize(sparse_loss, var_list=[table])
tf.train.ProximalGradientDescentOptimizer(0.1).minimize(sparse_loss, global_step=step,
                                                         var_list=[table])
emit("nodes", graph_nodes())
