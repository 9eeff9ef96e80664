# tier: semantics
# A template's function calling tf.get_variable_scope().reuse_variables() itself, and using
# tf.Variable for a trainable on the first call only.
calls = []


def fn(x):
    calls.append(tf.get_variable_scope().reuse)
    a = tf.get_variable('a', [], initializer=tf.constant_initializer(1.0))
    tf.get_variable_scope().reuse_variables()
    a2 = tf.get_variable('a', [])
    return x * a * a2, a is a2


t = tf.make_template('t', fn)
x = tf.constant(2.0, name='x')
y1, same1 = t(x)
y2, same2 = t(x)
emit("calls", calls)
emit("same", [same1, same2])
emit("reuse_outside", tf.get_variable_scope().reuse)
emit("vars", tf.global_variables())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([y1, y2]))
