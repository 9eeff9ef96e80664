# tier: opnames
# Variant of 134: optimizer op names for variables in nested dotted scopes, with global_step,
# var_list, a named minimize and two losses.
with tf.variable_scope('net'):
    with tf.variable_scope('layer-1.a'):
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.0))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.0))
step = tf.train.get_or_create_global_step()
loss1 = tf.reduce_sum(tf.square(w - 2.0))
loss2 = tf.square(b + 1.0)
opt = tf.train.GradientDescentOptimizer(0.1)
train = opt.minimize(loss1 + loss2, global_step=step)
emit("step", step)
emit("train", train)
emit("train_controls", train.control_inputs)
emit("train_inputs", [t.name for t in train.inputs])
emit("step_value_controls", train.inputs[1].op.control_inputs)
emit("finish_controls", train.inputs[1].op.control_inputs[0].control_inputs
     if train.inputs[1].op.control_inputs else None)
update_ops = [op for op in tf.get_default_graph().get_operations()
              if op.type == "ApplyGradientDescent"]
emit("update_ops", update_ops)
emit("update_inputs", [[t.name for t in op.inputs] for op in update_ops])
train2 = opt.minimize(loss2, var_list=[b], name='only_b')
emit("train2", train2)
emit("train2_controls", train2.control_inputs)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    sess.run(train)
    emit("after_two_steps", sess.run([w, b, step]))
