# tier: graph
# A cond inside a cond's branch: an outside value reaches the inner branch through the outer
# branch's Switch first (Switch(y, outer pred) then Switch(that, inner pred)); the inner Merge
# belongs to the outer branch. Also a variable read and arithmetic inside the inner branch,
# a value used in both levels, and a cond nested in the true branch.
p = tf.placeholder(tf.bool, [], name="p")
q = tf.placeholder(tf.bool, [], name="q")
x = tf.constant(1.0, name="x")
y = tf.constant(2.0, name="y")
v = tf.Variable(3.0, name="v")
r1 = tf.cond(p, lambda: x, lambda: tf.cond(q, lambda: y, lambda: x))
r2 = tf.cond(p, lambda: tf.cond(q, lambda: x * y, lambda: v + x) + x, lambda: y,
             name="outer")
r3 = tf.cond(p, lambda: tf.cond(q, lambda: tf.cond(p, lambda: y, lambda: x), lambda: v * 2.0),
             lambda: y - x, name="deep")
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(v.initializer)
    for pv in (False, True):
        for qv in (False, True):
            emit("values_%s_%s" % (pv, qv), sess.run([r1, r2, r3], {p: pv, q: qv}))
