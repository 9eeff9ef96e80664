# tier: semantics
# GraphDef text of ops built under colocate_with(variable): the _class attribute and its place
# among the other attributes.
v = tf.Variable(1.0, name='v')
with tf.colocate_with(v):
    y = tf.identity(v, name='y')
    z = tf.add(y, 1.0, name='z')
emit("graph_def", str(tf.get_default_graph().as_graph_def()).split('\n'))
