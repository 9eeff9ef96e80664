# tier: semantics
# GraphDef text of V = tf.Variable(W.initialized_value()): IsVariableInitialized, Switch,
# RefSwitch, Merge and their attributes, line by line.
W = tf.Variable(1.0, name='W')
V = tf.Variable(W.initialized_value(), name='V')
emit("graph_def", str(tf.get_default_graph().as_graph_def()).split('\n'))
