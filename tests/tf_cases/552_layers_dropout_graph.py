# tier: graph
# Dropout layers node for node: training False (Identity), True (tf.nn.dropout inside the
# layer's scope), a bool placeholder (a cond of both), a constant bool tensor (decided while
# building), rate 0 (Identity even when training), noise_shape with a None size (the layer's
# Shape and strided_slice), a seed that the same layer object increments on each call, and
# named layers counted per scope.
x = tf.placeholder(tf.float32, [None, 4], name="x")
flag = tf.placeholder(tf.bool, [], name="flag")
outs = [tf.layers.dropout(x, 0.5),
        tf.layers.dropout(x, 0.25, training=True, seed=3),
        tf.layers.dropout(x, 0.4, training=flag, name="drop"),
        tf.layers.dropout(x, 0.4, training=tf.constant(True), name="drop"),
        tf.layers.dropout(x, 0.0, training=True),
        tf.layers.dropout(x, 0.5, noise_shape=[None, 1], training=True)]
layer = tf.layers.Dropout(0.3, seed=10)
outs += [layer(x, training=True), layer(x, training=True), layer(x)]
emit("outputs", outs)
emit("shapes", [str(t.shape) for t in outs])
emit("seeds", [op.get_attr("seed2") for op in tf.get_default_graph().get_operations()
               if op.type == "RandomUniform"])
g = tf.gradients(outs[1] + outs[2], x)
emit("nodes", graph_nodes())
expect_error(lambda: tf.layers.dropout(x, 1.5), "rate_too_big")
