# tier: semantics
# IndexedSlices gradients (an embedding lookup with a repeated id) through the late
# optimizers: only the looked-up rows of the table and of its slots change (SparseApply*),
# repeated ids summed first; values after three steps, and the op types of the updates.
import numpy as np
ids = [0, 3, 0, 2]
makers = [
    ("adadelta", lambda s: tf.train.AdadeltaOptimizer(1.0, rho=0.8, epsilon=1e-2)),
    ("ftrl", lambda s: tf.train.FtrlOptimizer(0.3, l1_regularization_strength=0.05,
                                              l2_regularization_strength=0.1)),
    ("ftrl_v2", lambda s: tf.train.FtrlOptimizer(0.3, l2_shrinkage_regularization_strength=0.1)),
    ("pgd", lambda s: tf.train.ProximalGradientDescentOptimizer(
        0.1, l1_regularization_strength=0.05, l2_regularization_strength=0.2)),
    ("padagrad", lambda s: tf.train.ProximalAdagradOptimizer(0.2, l1_regularization_strength=0.01)),
    ("da", lambda s: tf.train.AdagradDAOptimizer(0.2, s, l1_regularization_strength=0.01)),
]
for key, make in makers:
    g = tf.Graph()
    with g.as_default():
        step = tf.train.get_or_create_global_step()
        table = tf.get_variable("table", [5, 2], initializer=tf.constant_initializer(
            np.arange(10).reshape(5, 2) / 10.0 - 0.3))
        rows = tf.nn.embedding_lookup(table, ids)
        loss = tf.reduce_sum(tf.square(rows - [[1.0, -1.0]]))
        opt = make(step)
        train = opt.minimize(loss, global_step=step)
        emit(key + "_update_types", sorted(op.type for op in g.get_operations()
                                           if "Apply" in op.type))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for _ in range(3):
                sess.run(train)
            emit(key + "_table", sess.run(table))
            emit(key + "_slots", {n: sess.run(opt.get_slot(table, n))
                                  for n in opt.get_slot_names()})
