# tier: opnames
# Operators applied to variables go through their read snapshot: names, inputs and Consts.
with tf.variable_scope('m'):
    v = tf.get_variable('v', [2, 2], initializer=tf.ones_initializer())
    n = tf.get_variable('n', [], dtype=tf.int32)
outs = {'v_plus': v + 1.0, 'r_plus': 1.0 + v, 'times': 2.0 * v, 'neg': -v, 'matmul': v @ v,
        'div': v / 2.0, 'sub_vars': v - v, 'int_plus': n + 1, 'int_times': 3 * n}
for k in sorted(outs):
    t = outs[k]
    emit(k, [t.op.name, t.op.type, [i.name for i in t.op.inputs], t.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([outs['matmul'], outs['int_times'], outs['neg']]))
