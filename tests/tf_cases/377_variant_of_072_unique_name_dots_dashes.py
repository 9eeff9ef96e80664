# tier: semantics
# Variant of 072: unique_name with dots/dashes, case clashes, nested name_scopes, a taken
# suffix skipped by a constant.
g = tf.get_default_graph()
names = [g.unique_name('a.b-c'), g.unique_name('A.B-C'), g.unique_name('a.b-c'),
         g.unique_name('zz', mark_as_used=False), g.unique_name('zz', mark_as_used=False),
         g.unique_name('ZZ')]
emit("names", names)
with tf.name_scope('s1'):
    with tf.name_scope('s2'):
        emit("in_scope", [g.unique_name('op'), g.unique_name('op')])
        c = tf.constant(1.0, name='op')
emit("const_after_unique_name", c)
g.unique_name('k_1')
g.unique_name('k_2')
ks = [tf.constant(1.0, name='k') for _ in range(3)]
emit("skips_taken_suffixes", ks)
