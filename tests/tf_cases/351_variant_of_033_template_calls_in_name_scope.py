# tier: opnames
# Variant of 033: a template called four times inside a name_scope and once in a variable_scope.
def fn(x):
    w = tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))
    return (x - w) * 3.0


t = tf.make_template('s-1', fn)
x = tf.constant(3.0, name='x')
with tf.name_scope('ns'):
    outs = [t(x) for _ in range(4)]
with tf.variable_scope('vs'):
    outs.append(t(x))
outs.append(t(x))
emit("outs", outs)
emit("subs", [o.op.inputs[0] for o in outs])
emit("variables", tf.global_variables())
emit("scope", t.variable_scope.name)
