# tier: graph
# The graph a FileWriter writes, read back from the event file: every node's name, op, inputs
# (control inputs as ^name, sorted), device, and attrs as TensorBoard sees them (types,
# shapes, Const tensors, lists, strings, _output_shapes of every output); then the meta
# graph's collections (tensor and op names; variables as VariableDef).
import os
import tempfile

import numpy as np
from tensorboard.backend.event_processing.event_file_loader import LegacyEventFileLoader
from tensorboard.compat.proto import graph_pb2, meta_graph_pb2, variable_pb2

x = tf.placeholder(tf.float32, [None, 3], name="x")
with tf.variable_scope("layer"):
    w = tf.get_variable("w", [3, 2], initializer=tf.constant_initializer(0.5))
    b = tf.Variable(tf.zeros([2]), name="b", trainable=False)
with tf.device("/cpu:0"):
    y = tf.nn.relu(tf.matmul(x, w) + b, name="y")
loss = tf.reduce_mean(tf.square(y - np.array([1.0, -1.0], np.float32)), name="loss")
flags = tf.constant([True, False], name="flags")
half = tf.constant([1.5, 2.5], tf.float16, name="half")
words = tf.constant([["a", "b"]], name="words")
filled = tf.fill([2, 2], 7, name="filled")
with tf.control_dependencies([loss, flags]):
    done = tf.no_op(name="done")
step = tf.train.GradientDescentOptimizer(0.1).minimize(tf.square(y))
tf.summary.scalar("loss", loss)
tf.summary.image("picture", tf.reshape(y, [-1, 1, 2, 1]))
tf.add_to_collection("numbers", 3)
tf.add_to_collection("names", "hello")
tf.add_to_collection("train_op", step)
logdir = tempfile.mkdtemp()
with tf.summary.FileWriter(logdir, tf.get_default_graph()):
    pass
events = list(LegacyEventFileLoader(os.path.join(logdir, os.listdir(logdir)[0])).Load())
graph = graph_pb2.GraphDef.FromString(events[1].graph_def)
emit("versions", str(graph.versions))
emit("nodes", [[n.name, n.op, list(n.input), n.device,
                {k: str(n.attr[k]) for k in sorted(n.attr)}] for n in graph.node])
meta = meta_graph_pb2.MetaGraphDef.FromString(events[2].meta_graph_def)
emit("meta_graph_def_is_the_graph", meta.graph_def == graph)
collections = {}
for key in sorted(meta.collection_def):
    c = meta.collection_def[key]
    kind = c.WhichOneof("kind")
    values = list(getattr(c, kind).value)
    if key.endswith("variables"):
        values = [str(variable_pb2.VariableDef.FromString(v)) for v in values]
    collections[key] = [kind, values]
emit("collections", collections)
