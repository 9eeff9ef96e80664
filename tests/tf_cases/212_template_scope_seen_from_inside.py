# tier: opnames
# What a template's function sees on each call: variable scope name, its
# original_name_scope, the current name scope and its reuse flag; also inside create_scope_now_.
def fn():
    s = tf.get_variable_scope()
    emit("seen", [s.name, s.original_name_scope, tf.get_default_graph().get_name_scope(),
                  s.reuse])
    return tf.get_variable("w", [], initializer=tf.zeros_initializer())


t = tf.make_template("t", fn)
t()
with tf.variable_scope("outer"):
    t()
with tf.name_scope("ns"):
    t()
with tf.variable_scope("m"):
    n = tf.make_template("n", fn, create_scope_now_=True)
n()
with tf.variable_scope("outer"):
    n()
