# tier: graph
# name='' is not "no name". TF's Python wrappers (tf.add, tf.matmul, tf.truediv, tf.Variable)
# open name_scope('') - a reset to the graph root - and name the op after its type there
# (AddV2, MatMul, RealDiv, VariableV2), with Python operands as root Consts (x, a, b,
# initial_value). Generated op functions (tf.multiply, tf.subtract, tf.maximum, tf.identity,
# tf.no_op) treat '' as no name and stay in the current scope. tf.constant(name='') is a
# node named "<scope>/" inside a scope and an invalid node name at the root.
f = tf.constant([1.0, 2.0], name='f')
with tf.variable_scope('vs'):
    with tf.name_scope('ns'):
        out = [tf.add(f, 1.0, name=''), tf.add(2.0, f, name=''),
               tf.matmul([[1.0]], [[2.0]], name=''), tf.truediv(f, 2.0, name=''),
               tf.multiply(f, 2.0, name=''), tf.subtract(f, f, name=''),
               tf.maximum(f, 0.5, name=''), tf.identity(f, name=''), tf.add(f, f, name='')]
        v = tf.Variable(1.5, name='')
        w = tf.Variable(lambda: tf.ones([2]), name='')
        n = tf.no_op(name='')
        c1 = tf.constant(3.0, name='')
        c2 = tf.constant(4.0, name='')
emit("tensors", out + [c1, c2])
emit("variables", [v, w, n.name])
emit("global_variables", tf.global_variables())
count = len(graph_nodes())
expect_error(lambda: tf.constant(1.0, name=''), "constant_at_root")
emit("nodes_added_by_failed_constant", len(graph_nodes()) - count)
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run(out + [v, w, c1]))
