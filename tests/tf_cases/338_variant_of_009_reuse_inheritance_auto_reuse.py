# tier: semantics
# Variant of 009: reuse inheritance with AUTO_REUSE, a captured scope object and deeper nesting.
def r(x):
    return "auto" if x is tf.AUTO_REUSE else x


flags = []
with tf.variable_scope("root.0") as root:
    flags.append(("root", r(tf.get_variable_scope().reuse)))
    with tf.variable_scope("a", reuse=tf.AUTO_REUSE):
        flags.append(("a_auto", r(tf.get_variable_scope().reuse)))
        with tf.variable_scope("b"):
            flags.append(("b_in_auto", r(tf.get_variable_scope().reuse)))
            with tf.variable_scope("c", reuse=True):
                flags.append(("c_true_in_auto", r(tf.get_variable_scope().reuse)))
        with tf.variable_scope("d", reuse=False):
            flags.append(("d_false_in_auto", r(tf.get_variable_scope().reuse)))
    flags.append(("back_in_root", r(tf.get_variable_scope().reuse)))
with tf.variable_scope(root, reuse=True):
    flags.append(("root_obj_reuse", r(tf.get_variable_scope().reuse)))
    with tf.variable_scope("x/y"):
        flags.append(("xy", r(tf.get_variable_scope().reuse)))
        flags.append(("xy_name", tf.get_variable_scope().name))
flags.append(("root_obj_after", r(root.reuse)))
flags.append(("top", r(tf.get_variable_scope().reuse)))
emit("flags", flags)
