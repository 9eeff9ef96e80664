# tier: opnames
# S004-01: scale_by_y = make_template('scale_by_y', my_op, scalar_name='y'): z and w are scaled by the same y; without a fixed scalar_name, different names per call raise ValueError.
def my_op(x, scalar_name):
  var1 = tf.get_variable(scalar_name,
                         shape=[],
                         initializer=tf.constant_initializer(1))
  return x * var1

scale_by_y = tf.make_template('scale_by_y', my_op, scalar_name='y')

input1 = tf.constant(2.0, name='input1')
input2 = tf.constant(3.0, name='input2')
z = scale_by_y(input1)
w = scale_by_y(input2)
emit("variables", tf.global_variables())
emit("outputs", [z, w])
emit("mul_inputs", [[t.name for t in z.op.inputs], [t.name for t in w.op.inputs]])

scale_by_any = tf.make_template('scale_by_any', my_op)
z2 = scale_by_any(input1, scalar_name='a')
expect_error(lambda: scale_by_any(input2, scalar_name='b'), "different_name_second_call")
emit("variables_after", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([z, w, z2]))
