# tier: graph
# tf.container puts the stateful ops built inside (VariableV2) in a resource container, their
# "container" attr ("" outside, the innermost name inside); with gives the name. tf.init_scope
# leaves control dependencies and cond branches but keeps the name scope and the device blocks,
# and steps out of graphs that are building a function into the innermost one that is not.
# prevent_feeding / is_feedable, building_function, GRAPH_DEF_VERSION and the GraphDef's
# versions field are TF's.
with tf.container("experiment0") as c:
    emit("container yields", c)
    v1 = tf.Variable([1.0], name="v1")
    with tf.get_default_graph().container("experiment1"):
        v2 = tf.Variable([2.0], name="v2")
        q = tf.constant(1.0, name="const")
    with tf.container(""):
        v3 = tf.get_variable("v3", [1])
emit("containers", [v.op.get_attr("container") for v in (v1, v2, v3)])
emit("const has no container", sorted(q.op.node_def.attr))
emit("outside", tf.Variable(0.0, name="v4").op.get_attr("container"))

g = tf.get_default_graph()
a = tf.constant(2.0, name="a")
emit("feedable", g.is_feedable(a))
g.prevent_feeding(a)
emit("prevented", [g.is_feedable(a), g.is_feedable(tf.constant(3.0))])
emit("building_function", g.building_function)
emit("versions", [tf.GRAPH_DEF_VERSION, tf.GRAPH_DEF_VERSION_MIN_CONSUMER,
                  tf.GRAPH_DEF_VERSION_MIN_PRODUCER, g.graph_def_versions.producer,
                  g.graph_def_versions.min_consumer, list(g.graph_def_versions.bad_consumers)])
gd = g.as_graph_def()
emit("graph_def versions", [gd.versions.producer, gd.versions.min_consumer, str(gd.versions)])
emit("graph_def tail", str(gd).splitlines()[-3:])

d1 = tf.constant(1.0, name="d1")
d2 = tf.constant(2.0, name="d2")
with tf.name_scope("outer"), tf.device("/job:w"), tf.control_dependencies([d1]):
    with tf.control_dependencies([d2]):
        with tf.init_scope():
            emit("name scope kept", tf.get_default_graph().get_name_scope())
            inside = tf.constant(3.0, name="inside")
            with tf.control_dependencies([d1]):
                deps = tf.constant(4.0, name="deps")
        after = tf.constant(5.0, name="after")
emit("init_scope ops", [(t.name, t.device, [c.name for c in t.op.control_inputs])
                        for t in (inside, deps, after)])
x = tf.placeholder(tf.bool, name="x")


def branch():
    with tf.init_scope():
        lifted = tf.constant(6.0, name="lifted")
    return tf.identity(lifted)


tf.cond(x, branch, lambda: tf.constant(0.0))
emit("out of the cond", [n for n in graph_nodes() if n[0].endswith("lifted")])

g0, g1, g2, g3 = tf.Graph(), tf.Graph(), tf.Graph(), tf.Graph()
g1._building_function = True
g2._building_function = True
with g0.as_default(), tf.device("CPU:0"):
    with g1.as_default(), tf.device("GPU:0"):
        emit("building", [g1.building_function, g0.building_function])
        with tf.init_scope():
            lifted = tf.constant(1.0, name="lifted")
            emit("lifted into", [tf.get_default_graph() is g0, lifted.graph is g0,
                                 lifted.device])
        with g2.as_default(), tf.name_scope("inner"), tf.init_scope():
            emit("composes", [tf.get_default_graph() is g0, g0.get_name_scope()])
            with g3.as_default(), tf.init_scope():
                emit("stops at a graph not building", tf.get_default_graph() is g3)
        emit("on gpu", tf.constant(1.0).device)
    emit("on cpu", tf.constant(1.0).device)
emit("ops per graph", [len(h.get_operations()) for h in (g0, g1, g2, g3)])
