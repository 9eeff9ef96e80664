# tier: semantics
# Variant of 010: re-entering a captured scope object with reuse=True; sub-scopes asking for
# reuse=False or None stay reusing; under AUTO_REUSE they stay AUTO_REUSE.
def r(x):
    return "auto" if x is tf.AUTO_REUSE else x


with tf.variable_scope("root-1") as root:
    with tf.variable_scope("child.2"):
        w = tf.get_variable("w", [2], dtype=tf.int32)
with tf.variable_scope(root, reuse=True):
    with tf.variable_scope("child.2", reuse=False):
        emit("child_reuse_false", r(tf.get_variable_scope().reuse))
        emit("still_shares", tf.get_variable("w", [2], dtype=tf.int32) is w)
        expect_error(lambda: tf.get_variable("fresh", [1]), "create_in_child")
        with tf.variable_scope("grandchild", reuse=None):
            emit("grandchild_none", r(tf.get_variable_scope().reuse))
with tf.variable_scope("auto", reuse=tf.AUTO_REUSE):
    with tf.variable_scope("child", reuse=False):
        emit("auto_child_false", r(tf.get_variable_scope().reuse))
        a = tf.get_variable("a", [1])
        emit("auto_child_shares", tf.get_variable("a", [1]) is a)
emit("count", len(tf.global_variables()))
