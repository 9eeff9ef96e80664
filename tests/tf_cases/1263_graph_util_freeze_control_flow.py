# tier: graph
# Freezing a graph with tf.cond and tf.while_loop: a frozen variable's type flows through the
# Identity, Switch, Enter, Exit and NextIteration ops that pass it on (a Merge stops it), and
# those lose their recorded _output_shapes; the frozen loop and cond import and run. A
# variable that feeds a Switch's predicate makes TF's conversion fail: the predicate is
# input 1 and the Switch has one type.
x = tf.placeholder(tf.float32, [2], name="x")
v = tf.Variable([1.0, 2.0], name="v")
flag = tf.placeholder_with_default(True, [], name="flag")
r = tf.cond(flag, lambda: x * v, lambda: x + v, name="r")
_, acc = tf.while_loop(lambda i, a: i < 3, lambda i, a: (i + 1, a + v),
                       [tf.constant(0), tf.zeros([2])], name="loop")
out = tf.add(r, acc, name="out")
on = tf.Variable(False, name="on")
picked = tf.cond(on, lambda: x, lambda: -x, name="picked")
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    plain = tf.graph_util.convert_variables_to_constants(sess, sess.graph_def, ["out"])
    shaped = tf.graph_util.convert_variables_to_constants(
        sess, sess.graph.as_graph_def(add_shapes=True), ["out"])
    expect_error(lambda: tf.graph_util.convert_variables_to_constants(
        sess, sess.graph_def, [picked.op.name]), "variable_predicate")
emit("plain", [[n.name, n.op, list(n.input)] for n in plain.node])
emit("shaped", [[n.name, sorted(n.attr)] for n in shaped.node])
for frozen, key in [(plain, "plain_run"), (shaped, "shaped_run")]:
    with tf.Graph().as_default():
        tf.import_graph_def(frozen, name="")
        with tf.Session() as sess:
            emit(key, [sess.run("out:0", {"x:0": [3.0, 4.0]}),
                       sess.run("out:0", {"x:0": [3.0, 4.0], "flag:0": False})])
