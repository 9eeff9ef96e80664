# tier: semantics
# S000-14: default initializers on scopes: inherited, overridden per variable or per scope: 0.4 / 0.3 / 0.4 / 0.2 (source has a stray colon after the w line).
with tf.Session() as sess:
    with tf.variable_scope("foo", initializer=tf.constant_initializer(0.4)):
        v = tf.get_variable("v", [1])
        v.initializer.run()
        assert v.eval() == 0.4  # Default initializer as set above.
        emit("foo/v", v.eval())
        w = tf.get_variable("w", [1], initializer=tf.constant_initializer(0.3))
        w.initializer.run()
        assert w.eval() == 0.3  # Specific initializer overrides the default.
        emit("foo/w", w.eval())
        with tf.variable_scope("bar"):
            v = tf.get_variable("v", [1])
            v.initializer.run()
            assert v.eval() == 0.4  # Inherited default initializer.
            emit("foo/bar/v", v.eval())
        with tf.variable_scope("baz", initializer=tf.constant_initializer(0.2)):
            v = tf.get_variable("v", [1])
            v.initializer.run()
            assert v.eval() == 0.2  # Changed default initializer.
            emit("foo/baz/v", v.eval())
emit("variables", tf.global_variables())
emit("initial_value_ops", [x.initial_value.op.name for x in tf.global_variables()])
