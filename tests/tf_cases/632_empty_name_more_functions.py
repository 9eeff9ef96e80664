# tier: opnames
# name='' in more functions: TF's Python wrappers (tf.abs, tf.sigmoid, tf.nn.relu6, tf.cast,
# tf.to_float, tf.size, tf.group, tf.truediv, tf.div) reset to the graph root and name the op
# after its type; generated ops (tf.exp, tf.tanh, tf.square, tf.nn.relu, tf.maximum, tf.less,
# tf.reshape, tf.reduce_sum, tf.assign) stay in the current scope under their type name;
# tf.convert_to_tensor(name='') is a Const named after the scope ("s/").
f = tf.constant([[1.5, -2.5]], name='f')
i = tf.constant([1, 2], name='i')
p = tf.placeholder(tf.float32, [None, 2], name='p')
v = tf.Variable([[1.0, 2.0]], name='v')
with tf.name_scope('s'):
    made = [tf.abs(f, name=''), tf.sigmoid(f, name=''), tf.nn.relu6(f, name=''),
            tf.cast(i, tf.float32, name=''), tf.to_float(i, name=''), tf.size(p, name=''),
            tf.group(tf.no_op(name='inner'), name=''), tf.truediv(f, 2.0, name=''),
            tf.div(f, 2.0, name=''), tf.exp(f, name=''), tf.tanh(f, name=''),
            tf.square(f, name=''), tf.nn.relu(f, name=''), tf.maximum(f, 0.0, name=''),
            tf.less(f, 0.0, name=''), tf.reshape(f, [2], name=''), tf.reduce_sum(f, name=''),
            tf.assign(v, [[3.0, 4.0]], name=''), tf.convert_to_tensor([1.0], name=''),
            tf.abs([-1.0], name=''), tf.sigmoid(0.5, name='')]
emit("names", [t.name for t in made])
emit("nodes", [n[:2] for n in graph_nodes()])
expect_error(lambda: tf.size(f, name=''), "size_known_shape_at_root")
