# tier: semantics
# Round trips and what an imported node is given. A loop nesting a loop and a cond, imported
# twice, runs in each copy (the outer loop's constant for the inner loop is entered only by
# the inner loop's Enter). A model with a while loop, trained through
# the loop's gradients, written by tf.train.export_meta_graph and read back by
# tf.train.import_meta_graph (under a scope too) trains on to the same losses. A GraphDef
# with "_output_shapes" (as_graph_def(add_shapes=True)) gives the imported tensors those
# shapes (a set_shape included) and the attribute is dropped; without it, TF's shape
# functions infer them (Const, Placeholder, elementwise, MatMul here). An attribute a node
# leaves out gets its OpDef's default. Errors: an op type TF does not know
# (NotFoundError), a missing attribute with no default, an input no node gives, a cycle.
import os
import tempfile

import numpy as np
from google.protobuf import text_format

path = os.path.join(tempfile.mkdtemp(), "model.meta")
with tf.Graph().as_default():
    x = tf.placeholder(tf.float32, [3], name="x")
    w = tf.Variable([0.5, -0.25, 1.0], name="w")
    _, total = tf.while_loop(lambda i, t: i < 4, lambda i, t: (i + 1, t * w + x), [0, x])
    loss = tf.reduce_sum(tf.square(total), name="loss")
    train = tf.train.GradientDescentOptimizer(0.01).minimize(loss, name="train")
    tf.global_variables_initializer()
    tf.train.export_meta_graph(path)
feed = [1.0, 0.5, -1.0]
for scope in (None, "again"):
    with tf.Graph().as_default() as g:
        tf.train.import_meta_graph(path, import_scope=scope)
        prefix = scope + "/" if scope else ""
        with tf.Session() as sess:
            sess.run(prefix + "init")
            emit("losses_%s" % scope, [sess.run([prefix + "loss:0", prefix + "train"],
                                                {prefix + "x:0": feed})[0] for _ in range(3)])

with tf.Graph().as_default() as source:
    v = tf.placeholder(tf.float32, [], name="v")

    def outer_body(i, acc):
        _, inner = tf.while_loop(lambda j, a: j < i, lambda j, a: (j + 1, a + v), [0, acc])
        return i + 1, tf.cond(inner > 5.0, lambda: inner - 1.0, lambda: inner * 2.0)
    nested = tf.while_loop(lambda i, a: i < 4, outer_body, [0, 1.0])
with tf.Graph().as_default():
    first = tf.import_graph_def(source.as_graph_def(), return_elements=[t.name for t in nested])
    second = tf.import_graph_def(source.as_graph_def(), return_elements=[t.name for t in nested])
    with tf.Session() as sess:
        emit("nested", [sess.run(first, {"import/v:0": 1.5}),
                        sess.run(second, {"import_1/v:0": 2.0})])

with tf.Graph().as_default() as source:
    p = tf.placeholder(tf.float32, name="p")
    p.set_shape([2, 3])
    c = tf.constant(np.ones([3, 4], np.float32), name="c")
    q = tf.placeholder(tf.float32, [2, 1], name="q")
    product = tf.matmul(p, c, name="product")
    total = tf.add(product, q, name="total")
    relu = tf.nn.relu(total, name="relu")
    am = tf.argmax(relu, 1, name="am")
names = ["p:0", "c:0", "q:0", "product:0", "total:0", "relu:0"]
for add_shapes in (True, False):
    with tf.Graph().as_default() as g:
        out = tf.import_graph_def(source.as_graph_def(add_shapes=add_shapes),
                                  return_elements=names)
        emit("shapes_%s" % add_shapes, [t.shape for t in out])
        emit("kept_output_shapes_%s" % add_shapes,
             "_output_shapes" in g.get_operation_by_name("import/relu").node_def.attr)

graph_def = source.as_graph_def()
for node in graph_def.node:
    if node.name == "am":
        del node.attr["output_type"]
        del node.attr["Tidx"]
with tf.Graph().as_default() as g:
    am2, = tf.import_graph_def(graph_def, return_elements=["am:0"])
    emit("defaults", [am2.dtype, am2.op.get_attr("output_type"), am2.op.get_attr("Tidx")])


def imported(text):
    def go():
        graph_def = tf.GraphDef()
        text_format.Merge(text, graph_def)
        with tf.Graph().as_default():
            tf.import_graph_def(graph_def)
    return go


const = ('node { name: "c" op: "Const" attr { key: "dtype" value { type: DT_FLOAT } } '
         'attr { key: "value" value { tensor { dtype: DT_FLOAT tensor_shape { } '
         'float_val: 1 } } } } ')
try:
    imported('node { name: "f" op: "NoSuchOpType" }')()
except Exception as e:  # noqa: BLE001 - its message names this machine
    emit("unknown_type", [type(e).__name__, str(e).startswith(
        "Op type not registered 'NoSuchOpType' in binary running on ")])
expect_error(imported('node { name: "r" op: "Relu" input: "c" input: "^d" '
                      'attr { key: "T" value { type: DT_FLOAT } } }'), "unknown_input")
expect_error(imported('node { name: "f" op: "Relu" input: "g" attr { key: "T" value { '
                      'type: DT_FLOAT } } } node { name: "g" op: "Relu" input: "f" attr { '
                      'key: "T" value { type: DT_FLOAT } } } ' + const +
                      'node { name: "h" op: "Relu" input: "f" attr { key: "T" value { '
                      'type: DT_FLOAT } } }'), "cycle")
