# tier: graph
# AdagradOptimizer.minimize: one accumulator slot per variable (<var>/Adagrad, made by a
# constant_initializer of initial_accumulator_value, so its first op is Initializer/Const),
# the Adagrad/learning_rate tensor, one ApplyAdagrad per variable and the Adagrad NoOp.
with tf.variable_scope('m'):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.0))
loss = tf.reduce_sum(tf.square(w * 2.0 + b - 1.0))
n = len(graph_nodes())
opt = tf.train.AdagradOptimizer(0.1)
train = opt.minimize(loss)
emit("nodes", graph_nodes()[n:])
emit("train", [train, train.type, [c.name for c in train.control_inputs]])
emit("slots", [opt.get_slot(w, 'accumulator'), opt.get_slot(b, 'accumulator'),
               opt.get_slot(w, 'momentum')])
emit("slot_names", opt.get_slot_names())
emit("variables", opt.variables())
acc = opt.get_slot(w, 'accumulator')
emit("slot_props", [acc.trainable if hasattr(acc, 'trainable') else None, acc.shape, acc.dtype,
                    acc.op.colocation_groups(), acc.initializer.colocation_groups()])
updates = [op for op in tf.get_default_graph().get_operations() if op.type == 'ApplyAdagrad']
emit("updates", [[op.name, [t.name for t in op.inputs], op.get_attr('use_locking'),
                  op.get_attr('update_slots'), op.colocation_groups(), op.outputs[0].dtype,
                  op.outputs[0].shape] for op in updates])
emit("global_variables", tf.global_variables())
emit("trainable_variables", tf.trainable_variables())
# A second Adagrad in a name scope with a global step, var_list=[w] and its own name:
# slot m/w/Ada, updates under ns/Ada.
step = tf.train.get_or_create_global_step()
n = len(graph_nodes())
with tf.name_scope('ns'):
    opt2 = tf.train.AdagradOptimizer(0.5, initial_accumulator_value=2.0, use_locking=True,
                                     name='Ada')
    train2 = opt2.minimize(loss, var_list=[w], global_step=step)
emit("nodes2", graph_nodes()[n:])
emit("train2", [train2, train2.type])
# A third one with the default name: slots are made unique (m/w/Adagrad_1).
n = len(graph_nodes())
opt3 = tf.train.AdagradOptimizer(0.5)
train3 = opt3.minimize(tf.reduce_sum(w * w), var_list=[w])
emit("nodes3", graph_nodes()[n:])
emit("slot3", opt3.get_slot(w, 'accumulator'))
# Building the optimizer inside a variable scope puts the slot under it.
n = len(graph_nodes())
with tf.variable_scope('tower'):
    opt4 = tf.train.AdagradOptimizer(0.5)
    train4 = opt4.minimize(tf.reduce_sum(w * w), var_list=[w])
emit("slot4", opt4.get_slot(w, 'accumulator'))
emit("nodes4", [nd for nd in graph_nodes()[n:] if not nd[0].startswith('tower/gradients')])
# Errors: the accumulator must start positive.
expect_error(lambda: tf.train.AdagradOptimizer(0.1, initial_accumulator_value=0.0), "zero_init")
expect_error(lambda: tf.train.AdagradOptimizer(0.1, initial_accumulator_value=-1), "negative_init")
