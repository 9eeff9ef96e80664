# tier: opnames
# S002-05: name_scope: invalid names raise ValueError, a name ending in "/" re-enters as is, None/"" resets to the root, otherwise unique names foo, foo_1; the old stack is restored in finally.
g = tf.get_default_graph()
emit("name_scope_is_class", isinstance(tf.name_scope, type))
got = []
with tf.name_scope("foo") as s:
    got.append(s)
    with tf.name_scope("bar") as s2:
        got.append(s2)
        with tf.name_scope(None) as s3:
            got.append([s3, g.get_name_scope(), tf.constant(0.0, name="at_root").op.name])
        with tf.name_scope("") as s4:
            got.append([s4, g.get_name_scope()])
        with tf.name_scope("foo/") as s5:
            got.append([s5, tf.constant(1.0, name="c").op.name])
with tf.name_scope("foo") as s6:
    got.append(s6)
with tf.name_scope("foo") as s7:
    got.append(s7)
with tf.name_scope("foo_1/") as s8:
    got.append([s8, tf.constant(1.0, name="c").op.name])
with g.name_scope("gfoo") as s9:
    got.append(s9)
with g.name_scope("gfoo") as s10:
    got.append(s10)
emit("scopes", got)
emit("graph_name_scope_cm", type(g.name_scope("z")).__name__)


def enter(name):
    with tf.name_scope(name):
        pass


expect_error(lambda: enter("foo bar"), "space")
expect_error(lambda: enter("-leading"), "leading_dash_at_root")
with tf.name_scope("ok"):
    expect_error(lambda: enter("-inner"), "leading_dash_nested")
    expect_error(lambda: enter("a b"), "space_nested")


def raises():
    with tf.name_scope("r"):
        raise ValueError("x")


expect_error(raises, "raise_inside")
emit("restored", g.get_name_scope())
