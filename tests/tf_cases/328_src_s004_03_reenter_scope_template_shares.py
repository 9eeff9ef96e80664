# tier: opnames
# S004-03: re-entering the captured scope with reuse=True and building scale_by_y2 shares the first template's variables; a template made elsewhere gets its own.
def my_op(x, scalar_name):
  var1 = tf.get_variable(scalar_name,
                         shape=[],
                         initializer=tf.constant_initializer(1))
  return x * var1

input1 = tf.constant(2.0, name='input1')
input2 = tf.constant(3.0, name='input2')

with tf.variable_scope('scope') as vs:
  scale_by_y = tf.make_template('scale_by_y', my_op, scalar_name='y')
  z = scale_by_y(input1)
  w = scale_by_y(input2)

# Creates a template that reuses the variables above.
with tf.variable_scope(vs, reuse=True):
  scale_by_y2 = tf.make_template('scale_by_y', my_op, scalar_name='y')
  z2 = scale_by_y2(input1)
  w2 = scale_by_y2(input2)

emit("variables", tf.global_variables())
emit("outputs", [z, w, z2, w2])
emit("template_scopes", [scale_by_y.variable_scope.name, scale_by_y2.variable_scope.name])
emit("template_variables", [scale_by_y.variables, scale_by_y2.variables])
emit("y_read_inputs", [z.op.inputs[1], w.op.inputs[1], z2.op.inputs[1], w2.op.inputs[1]])

# the source says two different templates are always unique; re-entering 'scope' by name
# restarts its sub-scope counters, so a third 'scale_by_y' there gets the same scope name
with tf.variable_scope('scope'):
  scale_by_y3 = tf.make_template('scale_by_y', my_op, scalar_name='y')
  expect_error(lambda: scale_by_y3(input1), "third_template_in_reentered_scope")
emit("third_template_scope", scale_by_y3.variable_scope.name)
# a template made outside 'scope' is unique
scale_by_y4 = tf.make_template('scale_by_y', my_op, scalar_name='y')
z4 = scale_by_y4(input1)
emit("fourth_template", [scale_by_y4.variable_scope.name, scale_by_y4.variables, z4])
