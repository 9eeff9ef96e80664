# tier: opnames
# S004-04: create_scope_now_=True captures the scope at construction; ops of repeated calls get _1, _2 suffixes.
def my_op(x, scalar_name):
  var1 = tf.get_variable(scalar_name,
                         shape=[],
                         initializer=tf.constant_initializer(1))
  return x * var1

input1 = tf.constant(2.0, name='input1')
now = tf.make_template('now', my_op, create_scope_now_=True, scalar_name='y')
emit("scope_at_construction", [now.variable_scope.name, now.variable_scope_name])
emit("ops_before_call", [op.name for op in tf.get_default_graph().get_operations()])
a = now(input1)
b = now(input1)
c = now(input1)
later = tf.make_template('later', my_op, scalar_name='y')
d = later(input1)
e = later(input1)
f = later(input1)
emit("create_scope_now_outputs", [a, b, c])
emit("call_time_outputs", [d, e, f])
emit("variables", tf.global_variables())
