# tier: graph
# RMSPropOptimizer.minimize: per variable the slots rms (ones, <var>/RMSProp), then mg (centered
# only) and momentum (zeros, <var>/RMSProp_1, _2...), the learning_rate/decay/momentum/epsilon
# tensors, one ApplyRMSProp (or ApplyCenteredRMSProp) per variable, and the RMSProp NoOp.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.0))
loss = tf.reduce_sum(tf.square(w * 2.0 + b - 1.0))
n = len(graph_nodes())
opt = tf.train.RMSPropOptimizer(0.1)
train = opt.minimize(loss)
emit("nodes", graph_nodes()[n:])
emit("train", [train, train.type, [c.name for c in train.control_inputs]])
emit("slots", [[opt.get_slot(v, s) for s in ('rms', 'momentum', 'mg')] for v in (w, b)])
emit("slot_names", opt.get_slot_names())
emit("variables", opt.variables())
updates = [op for op in tf.get_default_graph().get_operations() if op.type == 'ApplyRMSProp']
emit("updates", [[op.name, [t.name for t in op.inputs], op.get_attr('use_locking'),
                  op.colocation_groups(), op.outputs[0].dtype, op.outputs[0].shape]
                 for op in updates])
emit("global_variables", tf.global_variables())
# Centered, with momentum, a global step and use_locking, in a name scope.
step = tf.train.get_or_create_global_step()
n = len(graph_nodes())
with tf.name_scope('ns'):
    opt2 = tf.train.RMSPropOptimizer(0.01, decay=0.8, momentum=0.5, epsilon=1e-6,
                                     use_locking=True, centered=True)
    train2 = opt2.minimize(loss, global_step=step)
emit("nodes2", graph_nodes()[n:])
emit("train2", [train2, train2.type])
emit("slots2", [[opt2.get_slot(v, s) for s in ('rms', 'mg', 'momentum')] for v in (w, b)])
emit("slot_names2", opt2.get_slot_names())
emit("variables2", opt2.variables())
updates = [op for op in tf.get_default_graph().get_operations()
           if op.type == 'ApplyCenteredRMSProp']
emit("updates2", [[op.name, [t.name for t in op.inputs], op.get_attr('use_locking')]
                  for op in updates])
# The same optimizer again: no new slots.
n = len(graph_nodes())
train3 = opt2.minimize(tf.reduce_sum(w * w), var_list=[w])
emit("nodes3", [nd for nd in graph_nodes()[n:] if not nd[0].startswith('gradients')])
