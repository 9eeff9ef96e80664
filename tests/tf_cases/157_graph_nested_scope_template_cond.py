# tier: graph
# A template containing a tf.cond, called twice in different variable scopes: full node list.
def fn(x, p):
    w = tf.get_variable("w", [], initializer=tf.constant_initializer(2.0))
    return tf.cond(p, lambda: x * w, lambda: x - w)


t = tf.make_template("branchy", fn)
x = tf.placeholder(tf.float32, [], name="x")
p = tf.placeholder(tf.bool, [], name="p")
with tf.variable_scope("first"):
    y1 = t(x, p)
y2 = t(x, p)
emit("outs", [y1, y2])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([y1, y2], {x: 3.0, p: True}) + sess.run([y1, y2], {x: 3.0, p: False}))
