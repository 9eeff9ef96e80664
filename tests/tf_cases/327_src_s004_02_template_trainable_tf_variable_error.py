# tier: semantics
# S004-02: a trainable tf.Variable inside a template raises ValueError after the first call (on the second call); trainable=False is allowed.
def bad_op(x):
  v = tf.Variable(1.0, name='v')
  return x * v


def ok_op(x):
  counter = tf.Variable(0, name='counter', trainable=False)
  s = tf.get_variable('s', shape=[], initializer=tf.constant_initializer(1))
  return x * s


x = tf.constant(2.0, name='x')
bad = tf.make_template('bad', bad_op)
r = expect_error(lambda: bad(x), "first_call")
expect_error(lambda: bad(x), "second_call")
ok = tf.make_template('ok', ok_op)
ok(x)
expect_error(lambda: ok(x), "non_trainable_second_call")
emit("global", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("ok_template_variables", ok.variables)
