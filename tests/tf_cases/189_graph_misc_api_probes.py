# tier: semantics
# Smaller Graph/Tensor/Session/Template APIs TF1 code touches: num_operations, collections,
# is_feedable, Tensor.ndim, Template weight aliases, Session.graph_def node count.
def probe(key, fn):
    try:
        value = fn()
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))
    else:
        emit(key, value)


g = tf.get_default_graph()
x = tf.placeholder(tf.float32, [None, 3], name="x")
w = tf.get_variable("w", [3], initializer=tf.zeros_initializer())
y = x * w
t = tf.make_template("t", lambda: tf.get_variable("k", [], initializer=tf.zeros_initializer()))
t()
probe("num_operations", lambda: g.num_operations())
probe("collections", lambda: sorted(k for k in g.collections if isinstance(k, str)))
probe("is_feedable", lambda: [g.is_feedable(x), g.is_feedable(y)])
probe("is_fetchable", lambda: g.is_fetchable(y.op))
probe("ndim", lambda: [x.ndim, y.ndim])
probe("template_trainable_weights", lambda: t.trainable_weights)
probe("template_weights", lambda: t.weights)
probe("template_var_scope", lambda: t.var_scope.name)
probe("var_scope_trainable_variables", lambda: t.variable_scope.trainable_variables())
probe("var_scope_global_variables", lambda: tf.get_variable_scope().global_variables())
with tf.Session() as sess:
    probe("sess_graph_def_nodes", lambda: len(sess.graph_def.node))
    probe("sess_graph", lambda: sess.graph is g)
