# tier: semantics
# S000-11: reuse is inherited by sub-scopes and cannot be set back to False inside; leaving the reusing scope restores False.
reuse_log = []
with tf.variable_scope("root"):
    # At start, the scope is not reusing.
    assert tf.get_variable_scope().reuse == False
    reuse_log.append(["root", tf.get_variable_scope().reuse])
    with tf.variable_scope("foo"):
        # Opened a sub-scope, still not reusing.
        assert tf.get_variable_scope().reuse == False
        reuse_log.append(["root/foo", tf.get_variable_scope().reuse])
    with tf.variable_scope("foo", reuse=True):
        # Explicitly opened a reusing scope.
        assert tf.get_variable_scope().reuse == True
        reuse_log.append(["root/foo reuse=True", tf.get_variable_scope().reuse])
        with tf.variable_scope("bar"):
            # Now sub-scope inherits the reuse flag.
            assert tf.get_variable_scope().reuse == True
            reuse_log.append(["root/foo/bar", tf.get_variable_scope().reuse])
        with tf.variable_scope("baz", reuse=False):
            # reuse=False cannot switch reuse off inside a reusing scope
            reuse_log.append(["root/foo/baz reuse=False", tf.get_variable_scope().reuse])
    # Exited the reusing scope, back to a non-reusing one.
    assert tf.get_variable_scope().reuse == False
    reuse_log.append(["root after", tf.get_variable_scope().reuse])
emit("reuse_log", reuse_log)
emit("top_level_reuse", tf.get_variable_scope().reuse)
