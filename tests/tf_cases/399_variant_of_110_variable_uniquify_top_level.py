# tier: semantics
# Variant of 110: three tf.Variable('v') at the top level then get_variable('v') -> v_3; inside a
# name_scope tf.Variable names follow the name scope.
v0 = tf.Variable(1.0, name='v')
v1 = tf.Variable(2.0, name='v')
v2 = tf.Variable(3.0, name='v')
g = tf.get_variable('v', [], initializer=tf.constant_initializer(4.0))
with tf.name_scope('ns'):
    n0 = tf.Variable(5.0, name='v')
    n1 = tf.Variable(6.0, name='v')
with tf.variable_scope('', reuse=True):
    again = tf.get_variable('v')
emit("names", [v0, v1, v2, g, n0, n1])
emit("reuse_finds_get_variable_one", again is g)
emit("count", len(tf.global_variables()))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([v0, v2, again, n1]))
