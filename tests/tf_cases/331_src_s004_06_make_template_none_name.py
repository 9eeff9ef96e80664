# tier: semantics
# S004-06: make_template(None, ...) raises ValueError.
def my_op(x):
  return x * tf.get_variable('y', shape=[], initializer=tf.constant_initializer(1))

expect_error(lambda: tf.make_template(None, my_op), "name_none")
expect_error(lambda: tf.make_template(None, my_op, create_scope_now_=True), "name_none_scope_now")
expect_error(lambda: tf.make_template(None, my_op, unique_name_='u'), "name_none_with_unique_name")
expect_error(lambda: tf.make_template('', my_op), "empty_name")
emit("variables", tf.global_variables())
