# tier: semantics
# A template creating tf.Variable(trainable=False) on every call: each call makes a new one
# named after the call's op scope; values and template lists.
def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    cnt = tf.Variable(0.0, name='cnt', trainable=False)
    return x * w + cnt, cnt


t = tf.make_template('t', fn)
x = tf.constant(1.0, name='x')
y1, c1 = t(x)
y2, c2 = t(x)
with tf.variable_scope('o'):
    y3, c3 = t(x)
emit("counters", [c1, c2, c3])
emit("vars", tf.global_variables())
emit("tvars", t.variables)
emit("non_trainable", t.non_trainable_variables)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(tf.assign_add(c2, 5.0))
    emit("ys", sess.run([y1, y2, y3]))
