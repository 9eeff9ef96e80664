# tier: semantics
# GraphDef text of a template with one variable called twice under a variable scope, a
# placeholder input and a control dependency.
def fn(x):
    return x * tf.get_variable('w', [], initializer=tf.constant_initializer(2.0))


t = tf.make_template('t', fn)
x = tf.placeholder(tf.float32, [], name='x')
with tf.variable_scope('m'):
    y1 = t(x)
    with tf.control_dependencies([y1]):
        y2 = t(x)
emit("graph_def", str(tf.get_default_graph().as_graph_def()).split('\n'))
