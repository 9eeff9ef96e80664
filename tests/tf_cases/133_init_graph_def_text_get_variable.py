# tier: semantics
# The GraphDef text of get_variable with a constant initializer and an int placeholder.
with tf.variable_scope("s"):
    w = tf.get_variable("w", [2, 2], initializer=tf.constant_initializer(0.5))
p = tf.placeholder(tf.int32, [None, 3], name="p")
q = tf.placeholder(tf.float32, name="q")
emit("graph_def", str(tf.get_default_graph().as_graph_def()).splitlines())
