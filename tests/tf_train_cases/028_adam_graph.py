# tier: graph
# AdamOptimizer.minimize: the non-slot beta1_power/beta2_power variables (tf.Variable, colocated
# with the variable of smallest name), zeros slots m (<var>/Adam) and v (<var>/Adam_1), the
# learning_rate/beta1/beta2/epsilon tensors, one ApplyAdam per variable, then the beta power
# updates (Adam/mul, Adam/Assign...) and the Adam NoOp.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.0))
loss = tf.reduce_sum(tf.square(w * 2.0 + b - 1.0))
n = len(graph_nodes())
opt = tf.train.AdamOptimizer()
train = opt.minimize(loss)
emit("nodes", graph_nodes()[n:])
emit("train", [train, train.type, [c.name for c in train.control_inputs]])
emit("slots", [opt.get_slot(w, 'm'), opt.get_slot(w, 'v'), opt.get_slot(b, 'm'),
               opt.get_slot(b, 'v')])
emit("slot_names", opt.get_slot_names())
emit("variables", opt.variables())
beta1_power, beta2_power = opt._get_beta_accumulators()
emit("beta_powers", [beta1_power, beta2_power, beta1_power.op.colocation_groups(),
                     beta1_power.initializer.colocation_groups(), beta1_power.trainable
                     if hasattr(beta1_power, 'trainable') else None])
updates = [op for op in tf.get_default_graph().get_operations() if op.type == 'ApplyAdam']
emit("updates", [[op.name, [t.name for t in op.inputs], op.get_attr('use_nesterov'),
                  op.get_attr('use_locking'), op.colocation_groups(), op.outputs[0].dtype,
                  op.outputs[0].shape] for op in updates])
emit("global_variables", tf.global_variables())
emit("trainable_variables", tf.trainable_variables())
emit("train_op_collection", tf.get_collection(tf.GraphKeys.TRAIN_OP))
# A second Adam in a name scope, with a global step and var_list=[w]: slots m/w/Adam_2 and
# m/w/Adam_3, beta powers ns/beta1_power..., updates under ns/Adam_1.
step = tf.train.get_or_create_global_step()
n = len(graph_nodes())
with tf.name_scope('ns'):
    opt2 = tf.train.AdamOptimizer(0.01, use_locking=True)
    train2 = opt2.minimize(loss, var_list=[w], global_step=step)
emit("nodes2", graph_nodes()[n:])
emit("train2", [train2, train2.type])
emit("variables2", opt2.variables())
# The same optimizer a second time: no new slots nor beta powers.
n = len(graph_nodes())
train3 = opt2.minimize(tf.reduce_sum(w * w), var_list=[w])
emit("nodes3", graph_nodes()[n:])
