# tier: graph
# tf.add_check_numerics_ops checks every float tensor already built, in creation order, each
# check a control dependency of the next (messages "<op name>:<output index>"), and returns a
# group of the last; running it fails at the first non-finite tensor. A graph with tf.cond is
# refused with ValueError.
x = tf.placeholder(tf.float32, [None], name="x")
n = tf.placeholder(tf.int32, [], name="n")
y = tf.log(x)
z = tf.reduce_sum(y * 2.0) + tf.cast(n, tf.float32)
check_all = tf.add_check_numerics_ops()
emit("check", check_all.name)
emit("nodes", graph_nodes())
emit("messages", [op.get_attr("message") for op in tf.get_default_graph().get_operations()
                  if op.type == "CheckNumerics"])
with tf.Session() as sess:
    emit("ok", sess.run([z, check_all], {x: [1.0, 2.0], n: 3})[0])
    try:
        sess.run(check_all, {x: [-1.0], n: 0})
        emit("fails", "no error")
    except tf.errors.InvalidArgumentError as e:
        emit("fails", [e.op.name if e.op is not None else None,
                       [line for line in e.message.split("\n") if "Tensor had" in line]])
with tf.Graph().as_default():
    p = tf.placeholder(tf.float32)
    tf.cond(p > 0, lambda: p, lambda: -p)
    expect_error(tf.add_check_numerics_ops, "with_cond")
