"""What importing a graph file gives, as plain data to compare: the same code runs under real
TensorFlow (make_graphs.py records it) and under scopelab (tests/test_graph_files.py)."""
import os
import tempfile

import numpy as np


def graph_nodes(graph):
    """Every op as [name, type, input tensors, control inputs]."""
    return [[op.name, op.type, [t.name for t in op.inputs], [c.name for c in op.control_inputs]]
            for op in graph.get_operations()]


def collections(graph):
    """Every collection, its items by name."""
    return {key: [getattr(item, "name", repr(item)) for item in graph.get_collection(key)]
            for key in sorted(graph.get_all_collection_keys())}


def import_meta(tf, path, feed, import_scope=None):
    """Imports a .meta file in a new graph; trains three steps on ``feed``, saves with the
    imported Saver, trains on, restores and reads the loss again."""
    with tf.Graph().as_default() as g:
        saver = tf.train.import_meta_graph(path, import_scope=import_scope)
        record = {"nodes": graph_nodes(g), "collections": collections(g),
                  "saver_def": [saver.saver_def.filename_tensor_name,
                                saver.saver_def.save_tensor_name,
                                saver.saver_def.restore_op_name]}
        loss, train = g.get_collection("loss")[0], g.get_collection("train_op")[0]
        feed_dict = dict(zip(g.get_collection("inputs"), feed))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            record["losses"] = [float(sess.run([loss, train], feed_dict)[0]) for _ in range(3)]
            prefix = saver.save(sess, os.path.join(tempfile.mkdtemp(), "ckpt"),
                                write_meta_graph=False)
            saved = float(sess.run(loss, feed_dict))
            sess.run(train, feed_dict)
            saver.restore(sess, prefix)
            record["restored_loss"] = [saved, float(sess.run(loss, feed_dict))]
    return record


def import_graph(tf, path, feed):
    """Imports a GraphDef file (text or binary) twice: under ``import/`` with the first
    placeholder mapped to a constant of ``feed``, then with no prefix (names that are taken
    get ``_1``)."""
    graph_def = tf.GraphDef()
    with open(path, "rb") as f:
        data = f.read()
    if path.endswith(".pbtxt"):
        from google.protobuf import text_format
        text_format.Merge(data.decode(), graph_def)
    else:
        graph_def.ParseFromString(data)
    with tf.Graph().as_default() as g:
        first = tf.constant(feed[0], name="fed")
        loss_name = [n.name for n in graph_def.node if n.name.endswith("loss")][0]
        input_name = [n.name for n in graph_def.node if n.op == "Placeholder"][0]
        returned = tf.import_graph_def(graph_def, input_map={input_name + ":0": first},
                                       return_elements=[loss_name + ":0", "train"])
        tf.import_graph_def(graph_def, name="")
        record = {"nodes": graph_nodes(g), "returned": [x.name for x in returned]}
        return record


def same(expected, got, path=""):
    """None if the records agree (floats to 1e-5 relative), else where they differ."""
    if isinstance(expected, float):
        return None if np.isclose(expected, got, rtol=1e-5, atol=1e-7) else \
            "%s: %r != %r" % (path, expected, got)
    if isinstance(expected, dict):
        if sorted(expected) != sorted(got):
            return "%s: keys %s != %s" % (path, sorted(expected), sorted(got))
        return next((d for d in (same(expected[k], got[k], path + "/" + k) for k in expected)
                     if d), None)
    if isinstance(expected, list) and isinstance(got, list) and len(expected) == len(got):
        return next((d for d in (same(e, g, "%s[%d]" % (path, i))
                                 for i, (e, g) in enumerate(zip(expected, got))) if d), None)
    return None if expected == got else "%s: %r != %r" % (path, expected, got)
