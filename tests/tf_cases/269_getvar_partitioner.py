# tier: semantics
# get_variable with a fixed_size_partitioner: the parts' names and shapes, the
# PartitionedVariable's name, and sharing it again with reuse.
with tf.variable_scope('p'):
    pv = tf.get_variable('emb', [6, 2], initializer=tf.ones_initializer(),
                         partitioner=tf.fixed_size_partitioner(3))
emit("type", type(pv).__name__)
emit("parts", [v.name for v in pv])
emit("part_shapes", [v.shape for v in pv])
emit("global", tf.global_variables())
with tf.variable_scope('p', reuse=True):
    again = tf.get_variable('emb', [6, 2], partitioner=tf.fixed_size_partitioner(3))
emit("reused_parts", [v.name for v in again])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("full", sess.run(tf.concat(list(pv), 0)))
