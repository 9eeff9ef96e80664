# tier: semantics
# Scopes and ops across two graphs: values= picks the graph, mixing graphs in one op fails,
# and each graph keeps its own scope and variable stores.
g1 = tf.Graph()
g2 = tf.Graph()
with g1.as_default():
    a = tf.constant(1.0, name='a')
    with tf.variable_scope('s'):
        v1 = tf.get_variable('v', [1])
with g2.as_default():
    b = tf.constant(2.0, name='b')
    with tf.variable_scope('s'):
        v2 = tf.get_variable('v', [1])
emit("names", [v1, v2])
emit("distinct", v1 is not v2)
try:
    a + b
except Exception as e:
    emit("mixed_graph_error", type(e).__name__)
with tf.variable_scope('t', values=[b]):
    emit("default_is_g2", tf.get_default_graph() is g2)
    c = tf.identity(b)
emit("c", [c, c.graph is g2])
with tf.name_scope('u', values=[a]) as u:
    emit("name_scope_picks_g1", tf.get_default_graph() is g1)
    d = tf.identity(a)
emit("d", [u, d, d.graph is g1])
with g1.as_default():
    emit("g1_vars", tf.global_variables())
emit("default_vars", tf.global_variables())
