# tier: semantics
# A run traced with RunOptions(trace_level=...) fills RunMetadata.step_stats: one
# DeviceStepStats for the CPU, a NodeExecStats per node that ran (_SOURCE first, an _arg_* per
# fed tensor, a _retval_* per fetched one, numbered in name order), each with a timeline label;
# output_partition_graphs fills partition_graphs with the GraphDef of the graph that ran
# (_Arg / _Retval nodes, every node on the CPU). A later run with the same RunMetadata and no
# tracing leaves it empty; a run without run_metadata or without options fills nothing.
# (Node order and the other nodes' labels follow TF's executor and Grappler: only sets.)
w = tf.Variable(3.0, name="w")
ph = tf.placeholder(tf.float32, [], name="ph")
q = tf.placeholder(tf.float32, [], name="q")
y = tf.multiply(ph, w, name="y")
z = tf.identity(q, name="z")
sess = tf.Session()
sess.run(w.initializer)
metadata = tf.RunMetadata()
full = tf.RunOptions(trace_level=tf.RunOptions.FULL_TRACE, output_partition_graphs=True)
emit("values", sess.run([y, z], {ph: 2.0, q: 5.0}, options=full, run_metadata=metadata))
stats = metadata.step_stats.dev_stats
emit("dev_stats", [len(stats), stats[0].device, metadata.HasField("step_stats")])
nodes = stats[0].node_stats
emit("node_names", [nodes[0].node_name, sorted(n.node_name for n in nodes)])
emit("labels", sorted(n.timeline_label for n in nodes if n.node_name.startswith("_")))
emit("times", all(n.all_start_micros > 0 and n.all_end_rel_micros >= 0 for n in nodes))
graphs = metadata.partition_graphs
emit("partition", [len(graphs), sorted(n.name for n in graphs[0].node),
                   sorted({n.device for n in graphs[0].node})])
arg = [n for n in graphs[0].node if n.op == "_Arg"][0]
retval = [n for n in graphs[0].node if n.name == "_retval_z_0_1"][0]
emit("arg_node", [arg.name, arg.op, list(arg.input)])
emit("retval_node", [retval.op, list(retval.input)])
sess.run(y, {ph: 1.0}, run_metadata=metadata)
emit("cleared", [metadata.HasField("step_stats"), len(metadata.partition_graphs), str(metadata)])
sess.run(y, {ph: 1.0}, options=full)
for level in ["SOFTWARE_TRACE", "HARDWARE_TRACE"]:
    sess.run(w, options=tf.RunOptions(trace_level=level), run_metadata=metadata)
    emit(level, sorted(n.node_name for n in metadata.step_stats.dev_stats[0].node_stats))
sess.run(w, options=tf.RunOptions(output_partition_graphs=True), run_metadata=metadata)
emit("graphs_only", [metadata.HasField("step_stats"), len(metadata.partition_graphs),
                     [n.name for n in metadata.partition_graphs[0].node]])
sess.run(ph, {ph: 1.0}, options=full, run_metadata=metadata)
emit("fed_only", [metadata.HasField("step_stats"), len(metadata.partition_graphs)])
sess.run(w.initializer, options=full, run_metadata=metadata)
emit("op_run", sorted(n.node_name for n in metadata.step_stats.dev_stats[0].node_stats))
