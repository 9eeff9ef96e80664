# tier: graph
# MomentumOptimizer.minimize: one zeros slot per variable (m/w/Momentum, built before the
# optimizer's name scope, colocated with its variable), learning_rate and momentum tensors,
# and one ApplyMomentum per variable.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.0))
loss = tf.reduce_sum(tf.square(w * 2.0 + b - 1.0))
n = len(graph_nodes())
opt = tf.train.MomentumOptimizer(0.1, 0.9)
train = opt.minimize(loss)
emit("nodes", graph_nodes()[n:])
emit("train", [train, train.type])
slot = opt.get_slot(w, 'momentum')
emit("slot", [slot, slot.op.colocation_groups(), slot.initializer.colocation_groups()])
updates = [op for op in tf.get_default_graph().get_operations() if op.type == 'ApplyMomentum']
emit("updates", [[op.name, [t.name for t in op.inputs], op.get_attr('use_nesterov'),
                  op.get_attr('use_locking'), op.colocation_groups(), op.outputs[0].dtype,
                  op.outputs[0].shape] for op in updates])
emit("global_variables", tf.global_variables())
emit("trainable_variables", tf.trainable_variables())
emit("train_op_collection", tf.get_collection(tf.GraphKeys.TRAIN_OP))
# A second optimizer with the default name: new scope Momentum_1, slots m/w/Momentum_1.
opt2 = tf.train.MomentumOptimizer(0.01, 0.5, use_nesterov=True)
n = len(graph_nodes())
train2 = opt2.minimize(loss, var_list=[w])
emit("nodes2", graph_nodes()[n:])
emit("slot2", opt2.get_slot(w, 'momentum'))
