# tier: opnames
# colocate_with places ops with another op (loc:@ attribute); nesting accumulates groups,
# ignore_existing resets them; tensors and variables can be passed.
v = tf.get_variable('v', [2], initializer=tf.zeros_initializer())
c = tf.constant([1.0, 2.0], name='c')
with tf.colocate_with(c):
    x = c * 2.0
    with tf.colocate_with(v):
        y = x + 1.0
        with tf.colocate_with(x.op, ignore_existing=True):
            z = y - 1.0
w = tf.identity(x, name='w')
for t in (x, y, z, w):
    emit(t.op.name, t.op.colocation_groups())
emit("v_read", v.value().op.colocation_groups())
