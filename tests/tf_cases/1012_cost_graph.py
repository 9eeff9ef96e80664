# tier: semantics
# GraphOptions(build_cost_model=N, build_cost_model_after=M): the session counts the runs of
# each set of fetches/feeds/targets (fetch order does not matter, untraced runs and callables
# count too) and measures every N-th one after the first M, whose RunMetadata then has a
# cost_graph (and step_stats, even without a trace). The cost graph has _SOURCE (id 0), _SINK
# (id 1, waiting on _SOURCE twice and on every node nothing waits for), then one node per node
# of the placed graph: its device, data inputs (node id and port), control inputs (_SOURCE for
# a node without inputs), and per output the dtype (DT_FLOAT_REF for a variable), shape, size
# in bytes (none for a fed _Arg, 24 a string) and alias_input_port (0 for an Identity or an
# AssignAdd, -1 for a new value); a variable's or constant's bytes are persistent. (Node ids
# follow the partition graph's order, which with several fetches depends on Grappler.)
def schedule(every, after, fetch_lists):
    config = tf.ConfigProto(graph_options=tf.GraphOptions(build_cost_model=every,
                                                          build_cost_model_after=after))
    with tf.Graph().as_default(), tf.Session(config=config) as sess:
        a = tf.placeholder(tf.float32, shape=[])
        b = a + 1.0
        d = b * 2.0
        named = {"d": d, "b": b}
        measured = []
        for step, names in enumerate(fetch_lists):
            md = tf.RunMetadata()
            if names == ["untraced"]:
                sess.run(d, feed_dict={a: 1.0})
                continue
            if names == ["callable"]:
                sess.make_callable(d, [a], accept_options=True)(1.0, run_metadata=md)
            else:
                sess.run([named[n] for n in names], feed_dict={a: 1.0}, run_metadata=md)
            if md.HasField("cost_graph"):
                measured.append([step, md.HasField("step_stats")])
        return measured


emit("every_3", schedule(3, 0, [["d"]] * 10))
emit("every_2_after_3", schedule(2, 3, [["d"]] * 10))
emit("after_without_every", schedule(0, 2, [["d"]] * 5))
emit("per_signature", schedule(2, 0, [["d"], ["b"], ["d"], ["b"], ["d", "b"], ["b", "d"],
                                      ["untraced"], ["d"], ["callable"]]))
emit("no_cost_model", tf.RunMetadata().HasField("cost_graph"))


def summary(node):
    return [node.name, node.id, bool(node.device),
            [[i.preceding_node, i.preceding_port] for i in node.input_info],
            list(node.control_input),
            [[o.size, o.alias_input_port, [d.size for d in o.shape.dim], o.dtype]
             for o in node.output_info],
            node.persistent_memory_size, node.temporary_memory_size, node.is_final]


config = tf.ConfigProto(graph_options=tf.GraphOptions(build_cost_model=1))
with tf.Session(config=config) as sess:
    # "a" sorts before "v/read": TF's Grappler puts a commutative op's inputs in name order,
    # which scopelab's does not model.
    x = tf.placeholder(tf.float32, shape=[2], name="a")
    v = tf.Variable([1.0, 2.0], name="v")
    y = tf.add(x, v, name="y")
    z = tf.multiply(y, y, name="z")
    sess.run(v.initializer)
    md = tf.RunMetadata()
    sess.run(z, feed_dict={x: [1.0, 2.0]}, run_metadata=md)
    emit("fed_variable", [summary(n) for n in md.cost_graph.node])
    md = tf.RunMetadata()
    sess.run(tf.assign_add(v, [1.0, 1.0], name="inc"), run_metadata=md)
    emit("assign_add", [summary(n) for n in md.cost_graph.node])
    s = tf.constant(["ab", "c"], name="s")
    md = tf.RunMetadata()
    sess.run([s, z], feed_dict={x: [1.0, 2.0]}, run_metadata=md)
    # The numbering here follows Grappler's reordering, which scopelab does not model: the
    # nodes by name, their inputs by name.
    names = {n.id: n.name for n in md.cost_graph.node}
    emit("string_and_two_fetches", sorted(
        [n.name, [[names[i.preceding_node], i.preceding_port] for i in n.input_info],
         sorted(names[c] for c in n.control_input)] + summary(n)[5:]
        for n in md.cost_graph.node))
    emit("ids", sorted(names) == list(range(len(names))))
    node = [n for n in md.cost_graph.node if n.name == "s"][0]
    node.compute_cost, node.id = 0, 0  # a measured time, and an id (see above)
    emit("text_of_a_node", str(node))
