# tier: opnames
# S001-07: Template.__call__: the first call opens a scope with the unique name and records it; later calls re-enter the captured scope with reuse=True, so no parent prefix is added.
calls = []


def tf_fn(x):
    s = tf.get_variable_scope()
    calls.append([s.name, s.reuse, tf.get_default_graph().get_name_scope()])
    w = tf.get_variable("w", [], initializer=tf.constant_initializer(3.0))
    return w * x


fn = tf.make_template("fn", tf_fn)
emit("before_call", [fn.variable_scope is None, fn.name])
x = tf.constant(2.0, name="x")
with tf.variable_scope("abc"):
    y1 = fn(x)
emit("after_first_call", [fn.variable_scope.name, fn.variable_scope_name])
with tf.variable_scope("def"):
    y2 = fn(x)
with tf.variable_scope("ghi", reuse=True):
    y3 = fn(x)
y4 = fn(x)
emit("calls", calls)
emit("outputs", [y1, y2, y3, y4])
emit("variables", tf.global_variables())
emit("template_variables", fn.variables)
emit("recorded_scope_reuse", fn.variable_scope.reuse)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([y1, y2, y3, y4]))
