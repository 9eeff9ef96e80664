# tier: opnames
# S004-05: make_template parameters: name_ made unique with _N, unique_name_ used as is (error if it exists without reuse), custom_getter_, **kwargs bound to func_.
def my_op(x, scalar_name, factor=1.0):
  var1 = tf.get_variable(scalar_name,
                         shape=[],
                         initializer=tf.constant_initializer(1))
  return x * var1 * factor

x = tf.constant(2.0, name='x')
t1 = tf.make_template('t', my_op, scalar_name='y')
t2 = tf.make_template('t', my_op, scalar_name='y')
t1(x)
t2(x)
emit("name_made_unique", [t1.variable_scope.name, t2.variable_scope.name, t1.name, t2.name])

u1 = tf.make_template('ignored', my_op, unique_name_='u', scalar_name='y')
u1(x)
u2 = tf.make_template('ignored', my_op, unique_name_='u', scalar_name='y')
expect_error(lambda: u2(x), "unique_name_exists")
with tf.variable_scope(tf.get_variable_scope(), reuse=True):
  u3 = tf.make_template('ignored', my_op, unique_name_='u', scalar_name='y')
  u3(x)
emit("unique_names", [u1.variable_scope.name, u3.variable_scope.name, u3.variables])

seen = []


def getter(getter, name, *args, **kwargs):
  seen.append(name)
  return getter(name, *args, **kwargs)


c = tf.make_template('c', my_op, custom_getter_=getter, scalar_name='y')
c(x)
c(x)
emit("custom_getter_saw", seen)

k = tf.make_template('k', my_op, scalar_name='y', factor=3.0)
r1 = k(x)
r2 = k(x, factor=5.0)
expect_error(lambda: k(x, scalar_name='other'), "override_scalar_name")
emit("kwargs_outputs", [r1, r2])
emit("variables", tf.global_variables())
with tf.Session() as sess:
  sess.run(tf.global_variables_initializer())
  emit("kwargs_values", sess.run([r1, r2]))
