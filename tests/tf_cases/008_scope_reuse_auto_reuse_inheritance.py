# tier: semantics
# AUTO_REUSE is inherited by sub-scopes; reuse=True inside AUTO_REUSE wins; reuse=False cannot
# switch it off; a captured scope keeps its own reuse flag wherever it is re-entered.
flags = []
with tf.variable_scope('a', reuse=tf.AUTO_REUSE) as a:
    flags.append(('a', a.reuse is tf.AUTO_REUSE))
    with tf.variable_scope('b') as b:
        flags.append(('b_inherits_auto', b.reuse is tf.AUTO_REUSE))
        v1 = tf.get_variable('v', [1])
        v2 = tf.get_variable('v', [1])
        flags.append(('shared', v1 is v2))
    with tf.variable_scope('c', reuse=True) as c:
        flags.append(('c_true', c.reuse))
        expect_error(lambda: tf.get_variable('nothing', [1]), "c_missing")
    with tf.variable_scope('d', reuse=False) as d:
        flags.append(('d_false_inherits', d.reuse is tf.AUTO_REUSE))
with tf.variable_scope('plain') as plain:
    flags.append(('plain', plain.reuse))
with tf.variable_scope('r', reuse=True):
    with tf.variable_scope(plain) as p2:
        flags.append(('captured_keeps_own', p2.reuse))
        with tf.variable_scope('sub') as sub:
            flags.append(('sub_of_captured', sub.reuse))
    with tf.variable_scope(a) as a2:
        flags.append(('captured_auto', a2.reuse is tf.AUTO_REUSE))
emit("flags", flags)
emit("variables", tf.global_variables())
