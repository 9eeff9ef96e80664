# tier: opnames
# Variant of 046: templates nested three deep; the innermost is also called directly at the top.
def inner(x):
    return x * tf.get_variable('k', [], initializer=tf.constant_initializer(3.0))


inner_t = tf.make_template('inner', inner)


def mid(x):
    return inner_t(x) - 1.0


mid_t = tf.make_template('mid', mid)


def outer(x):
    return mid_t(x) + tf.get_variable('b', [], initializer=tf.constant_initializer(1.0))


outer_t = tf.make_template('outer', outer)
x = tf.constant(2.0, name='x')
y1 = outer_t(x)
y2 = outer_t(x)
y3 = inner_t(x)
emit("ys", [y1, y2, y3])
emit("y2_inputs", [t.name for t in y2.op.inputs])
emit("sub_2_inputs", [t.name for t in y2.op.inputs[0].op.inputs])
emit("y3_inputs", [t.name for t in y3.op.inputs])
emit("variables", tf.global_variables())
emit("scopes", [inner_t.variable_scope.name, mid_t.variable_scope.name])
