# tier: semantics
# Template attributes: name, variable_scope before the first call (None unless created now),
# variable_scope_name, and the scope's properties after calls from several places.
def fn(x):
    return x * tf.get_variable("w", [], initializer=tf.ones_initializer())


lazy = tf.make_template("lazy_tpl", fn)
emit("lazy_name", lazy.name)
emit("lazy_scope_before", lazy.variable_scope is None)
emit("lazy_scope_name_before", lazy.variable_scope_name)
with tf.variable_scope("p"):
    lazy(tf.constant(1.0))
emit("lazy_scope_after", lazy.variable_scope.name)
emit("lazy_scope_name_after", lazy.variable_scope_name)
emit("lazy_scope_original_name_scope", lazy.variable_scope.original_name_scope)
with tf.variable_scope("q"):
    now = tf.make_template("now_tpl", fn, create_scope_now_=True)
emit("now_scope_before", now.variable_scope.name)
emit("now_scope_name", now.variable_scope_name)
emit("now_original_name_scope", now.variable_scope.original_name_scope)
emit("var_names", [v.name for v in tf.global_variables()])
