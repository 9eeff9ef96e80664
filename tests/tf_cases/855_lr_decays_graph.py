# tier: graph
# The graphs TF1's learning-rate schedules build on a global step variable, node for node:
# polynomial_decay with cycle (its where and Ceil), natural_exp_decay (Neg and Exp outside
# its scope), inverse_time_decay, cosine_decay, cosine_decay_restarts (a tf.cond on t_mul == 1
# choosing the geometric or the plain restart count) and linear_cosine_decay.
step = tf.train.get_or_create_global_step()
tf.train.polynomial_decay(0.1, step, 4, cycle=True)
tf.train.natural_exp_decay(0.1, step, 3, 0.5, staircase=True)
tf.train.inverse_time_decay(0.1, step, 2, 0.5)
tf.train.cosine_decay(0.1, step, 8, alpha=0.1)
tf.train.cosine_decay_restarts(0.1, step, 3, name="sgdr")
tf.train.linear_cosine_decay(0.1, step, 10)
emit("nodes", graph_nodes())
