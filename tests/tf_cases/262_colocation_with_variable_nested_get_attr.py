# tier: opnames
# colocate_with a variable, nested colocate_with, ignore_existing, and op.get_attr('_class') on
# the ops built inside; ops with no colocation raise on get_attr('_class').
v = tf.get_variable('v', [2], initializer=tf.zeros_initializer())
u = tf.Variable([1.0, 2.0], name='u')
with tf.colocate_with(v):
    a = v + 1.0
    with tf.colocate_with(u):
        b = a * 2.0
        with tf.colocate_with(None, ignore_existing=True):
            c = b - 1.0
        with tf.colocate_with(a, ignore_existing=True):
            d = b / 2.0
    e = tf.Variable(3.0, name='e')
for t in (a, b, c, d):
    emit(t.op.name, t.op.colocation_groups())
emit("b_class", b.op.get_attr('_class'))
emit("d_class", d.op.get_attr('_class'))
emit("e_groups", [e.op.colocation_groups(), e.initializer.colocation_groups()])
expect_error(lambda: c.op.get_attr('_class'), "no_class")
expect_error(lambda: c.op.get_attr('nonexistent'), "no_such_attr")
