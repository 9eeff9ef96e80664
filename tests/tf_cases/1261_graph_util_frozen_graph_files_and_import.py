# tier: semantics
# A frozen graph as TF1 scripts ship it: tf.train.write_graph writes the GraphDef message in
# binary (.pb) or text (.pbtxt); tf.GraphDef().ParseFromString (or protobuf's text_format)
# reads back the same message, byte for byte; tf.import_graph_def builds it in a new graph,
# where the Consts hold the trained values and the outputs run without any initializer. A
# graph with add_shapes keeps its shapes, except on the read Identity of a frozen variable.
import os
import tempfile

from google.protobuf import text_format

x = tf.placeholder(tf.float32, [None, 2], name="x")
w = tf.Variable([[1.0, -1.0, 0.5], [2.0, 0.0, -2.0]], name="w")
b = tf.Variable([0.1, 0.2, 0.3], name="b")
logits = tf.add(tf.matmul(x, w), b, name="logits")
probs = tf.nn.softmax(logits, name="probs")
step = tf.train.GradientDescentOptimizer(0.5).minimize(tf.reduce_sum(logits * logits))
feed = [[1.0, 2.0], [0.5, -1.0]]
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(step, {x: feed})
    trained = sess.run(probs, {x: feed})
    frozen = tf.graph_util.convert_variables_to_constants(sess, sess.graph_def, ["probs"])
    shaped = tf.graph_util.convert_variables_to_constants(
        sess, sess.graph.as_graph_def(add_shapes=True), ["probs"])
emit("trained", trained)
emit("shaped_attrs", [[n.name, sorted(n.attr)] for n in shaped.node])
folder = tempfile.mkdtemp()
for as_text, name in [(False, "frozen.pb"), (True, "frozen.pbtxt")]:
    path = tf.train.write_graph(frozen, folder, name, as_text=as_text)
    emit(name + "_path", os.path.basename(path))
    with open(path, "rb") as f:
        data = f.read()
    emit(name + "_size", len(data))
    read = tf.GraphDef()
    if as_text:
        text_format.Merge(data.decode("utf-8"), read)
    else:
        read.ParseFromString(data)
    emit(name + "_same", [read == frozen, read.SerializeToString(deterministic=True) ==
                          frozen.SerializeToString(deterministic=True)])
    with tf.Graph().as_default() as g:
        out, w_const = tf.import_graph_def(read, return_elements=["probs:0", "w:0"])
        emit(name + "_ops", [[op.name, op.type] for op in g.get_operations()])
        emit(name + "_collections", [len(g.get_collection(tf.GraphKeys.GLOBAL_VARIABLES))])
        with tf.Session() as sess:
            emit(name + "_run", sess.run([out, w_const], {"import/x:0": feed}))
with tf.Graph().as_default():
    tf.import_graph_def(shaped, name="")
    with tf.Session() as sess:
        emit("shaped_run", sess.run("probs:0", {"x:0": feed}))
