# tier: semantics
# A shared embedding table used by two towers through one_hot @ table (reuse=AUTO_REUSE),
# trained one step; then rows edited in place with scatter_update (reset a row) and
# scatter_add (nudge rows), which both towers see on their next run.
def embed(ids):
    with tf.variable_scope("embed", reuse=tf.AUTO_REUSE):
        table = tf.get_variable("table", [5, 2],
                                initializer=tf.random_uniform_initializer(-1.0, 1.0, seed=3))
        return tf.matmul(tf.one_hot(ids, 5), table), table


a, table = embed(tf.constant([0, 1, 4], name="ids_a"))
b, table2 = embed(tf.constant([4, 4], name="ids_b"))
emit("same_table", [table is table2, table.name])
loss = tf.reduce_sum(tf.square(a)) + tf.reduce_sum(b)
train = tf.train.GradientDescentOptimizer(0.25).minimize(loss)
reset = tf.scatter_update(table, [4], [[0.0, 0.0]], name="reset")
nudge = tf.scatter_add(table, [0, 0, 2], tf.ones([3, 2]), name="nudge")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("table0", sess.run(table))
    sess.run(train)
    emit("after_step", sess.run([table, a, b]))
    emit("reset", sess.run(reset))
    emit("nudge", sess.run(nudge))
    emit("towers_see_it", sess.run([a, b]))
