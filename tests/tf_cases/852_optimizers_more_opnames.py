# tier: opnames
# The names TF gives the late optimizers' pieces: slot variables (m/w/Ftrl, m/w/Ftrl_1,
# accum_name / linear_name), slot names, the update ops per variable and their types (ApplyFtrl
# against ApplyFtrlV2), the hyperparameter tensors in the optimizer's scope, a second
# optimizer of the same name, and variables() listing slots.
with tf.variable_scope("m"):
    w = tf.get_variable("w", [2, 2])
    b = tf.get_variable("b", [2])
loss = tf.reduce_sum(tf.matmul(tf.ones([1, 2]), w) + b)
step = tf.train.get_or_create_global_step()
opts = [tf.train.AdadeltaOptimizer(), tf.train.FtrlOptimizer(0.1),
        tf.train.FtrlOptimizer(0.1, l2_shrinkage_regularization_strength=0.5),
        tf.train.FtrlOptimizer(0.1, accum_name="acc", linear_name="lin", name="MyFtrl"),
        tf.train.ProximalGradientDescentOptimizer(0.1),
        tf.train.ProximalAdagradOptimizer(0.1), tf.train.AdagradDAOptimizer(0.1, step)]
for opt in opts:
    train = opt.minimize(loss)
    emit(opt.get_name() + "_train", [train.name, train.type])
    emit(opt.get_name() + "_updates", sorted([op.name, op.type] for op in train.control_inputs))
    emit(opt.get_name() + "_slot_names", opt.get_slot_names())
    emit(opt.get_name() + "_slots", [opt.get_slot(v, n).name for v in (w, b)
                                     for n in opt.get_slot_names()])
    emit(opt.get_name() + "_variables", [v.name for v in opt.variables()])
    emit(opt.get_name() + "_update_inputs",
         [t.name for t in sorted(train.control_inputs, key=lambda o: o.name)[0].inputs])
emit("globals", [v.name for v in tf.global_variables()])
