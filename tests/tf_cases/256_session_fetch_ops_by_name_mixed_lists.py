# tier: semantics
# sess.run of lists mixing ops, op names, tensors and tensor names; an Assign op by name returns
# None while its output tensor returns the value.
v = tf.Variable(1.0, name='v')
with tf.variable_scope('s'):
    inc = tf.assign_add(v, 1.0, name='inc')
    y = tf.multiply(v, 3.0, name='y')
with tf.Session() as sess:
    sess.run(v.initializer)
    emit("mixed", sess.run(['s/y', y, 'v/read:0', v.initializer, 'v/initial_value:0']))
    emit("inc_by_name", sess.run(['s/inc']))
    emit("op_then_tensor", sess.run([inc.op, 's/inc:0']))
    emit("by_name_tuple", sess.run(('s/y:0', 's/y')))
    emit("dict", sess.run({'op': 'v/Assign', 't': 'v:0'}))
    expect_error(lambda: sess.run('s/inc:1'), "bad_output_index")
    expect_error(lambda: sess.run('nope'), "unknown_op")
    expect_error(lambda: sess.run('s/'), "scope_name")
