# tier: graph
# S001-01: study_template: one variable abc/fn/w:0 although the template is called in scopes abc and def; both outputs identical; ops of the second call under def/.
def study_template():
    def tf_fn(x):
        w = tf.get_variable(name='w', shape=(), dtype=tf.float32, initializer=tf.random_uniform_initializer(minval=.0, maxval=1.0))
        return w*x+.0
    fn = tf.make_template(name_='fn', func_=tf_fn)
    x = tf.placeholder(name='x', shape=(), dtype=tf.float32)
    with tf.variable_scope('abc') as sess:
        y1 = fn(x)
    with tf.variable_scope('def') as sess:
        y2 = fn(x)

    # abc/fn/w:0
    emit("global_variables", [var.name for var in tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES)])
    emit("outputs", [y1, y2])
    emit("template_scope", fn.variable_scope.name)
    emit("nodes", graph_nodes())

    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        y1_val, y2_val = sess.run([y1, y2], feed_dict={x: 0.5})

        # identical
        emit("identical", bool(y1_val == y2_val))
        emit("in_range", bool(0.0 <= y1_val <= 0.5))


study_template()
