# tier: opnames
# tf.cond inside name scopes and with a name: op names of the cond's Switch/Merge and of the
# ops built in each branch; its values for both predicates.
x = tf.placeholder(tf.float32, [], name="x")
with tf.name_scope("outer"):
    r = tf.cond(x > 0.0, lambda: tf.identity(x, name="pos"), lambda: tf.negative(x, name="neg"))
    r2 = tf.cond(x > 0.0, lambda: x * 2.0, lambda: x * 3.0, name="named")
emit("r", [r, r2])
emit("ops", [[op.name, op.type] for op in tf.get_default_graph().get_operations()])
with tf.Session() as sess:
    emit("pos", sess.run([r, r2], {x: 2.0}))
    emit("neg", sess.run([r, r2], {x: -2.0}))
