# tier: opnames
# Variant of 035: create_scope_now_ template 'lin.2' made inside variable_scope 'outer' and a
# name_scope; three calls at the top level.
def fn(x):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer(2.0))
    return tf.reduce_sum(x * w)


with tf.name_scope('ns'):
    with tf.variable_scope('outer'):
        t = tf.make_template('lin.2', fn, create_scope_now_=True)
emit("scope_before_call", t.variable_scope.name)
emit("scope_name_before_call", t.variable_scope_name)
emit("original_name_scope", t.variable_scope.original_name_scope)
emit("vars_before_call", t.variables)
x = tf.constant([3.0, 1.0], name='x')
outs = [t(x) for _ in range(3)]
emit("outs", outs)
emit("muls", [o.op.inputs[0] for o in outs])
emit("variables", tf.global_variables())
