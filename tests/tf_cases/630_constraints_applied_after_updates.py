# tier: semantics
# A variable's constraint (tf.Variable, get_variable, or a variable scope's constraint=, also
# when re-entering a captured scope) is not applied to initial values; every optimizer applies
# it after the variable's update, as update_<var>/Assign of the constrained value, waiting for
# the update. A sparse (IndexedSlices) gradient cannot be constrained: RuntimeError.
def clip(t):
    return tf.clip_by_value(t, -1.0, 1.0)


def halve(t):
    return t * 0.5


with tf.variable_scope('c', constraint=clip) as cs:
    a = tf.get_variable('a', [2], initializer=tf.constant_initializer(3.0))
    b = tf.get_variable('b', [2], initializer=tf.constant_initializer(3.0), constraint=halve)
with tf.variable_scope(cs):
    c = tf.get_variable('c', [], initializer=tf.constant_initializer(-4.0))
emit("constraints", [a.constraint is clip, b.constraint is halve, c.constraint is clip,
                     cs.constraint is clip])
loss = -tf.reduce_sum(a) - tf.reduce_sum(b) + c
before = len(graph_nodes())
step = tf.train.AdamOptimizer(0.5).minimize(loss)
emit("update_nodes", [n for n in graph_nodes()[before:] if 'update_c/a' in n[0]])
sgd = tf.train.GradientDescentOptimizer(1.0).minimize(loss)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("initial", sess.run([a, b, c]))
    sess.run(step)
    emit("after_adam", sess.run([a, b, c]))
    sess.run(sgd)
    emit("after_sgd", sess.run([a, b, c]))
emb = tf.get_variable('emb', [4, 2], constraint=clip)
rows = tf.gather(emb, [0, 2])
expect_error(lambda: tf.train.GradientDescentOptimizer(0.1).minimize(tf.reduce_sum(rows)),
             "sparse_gradient")
