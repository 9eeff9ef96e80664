"""GraphDefs and meta graphs as TensorFlow writes and reads them, checked without TensorFlow.

tests/data/tf_graphs/make_graphs.py (run with real TF) recorded:

- the text GraphDef of each graph-tier conformance case (``conformance/``): scopelab's
  ``as_graph_def()`` must print the same text, and make the same message;
- TF's ``.meta``/``.pb``/``.pbtxt`` files of the models in models.py (``tf_*``): scopelab
  must write the same bytes (the .meta: the same graph, saver and collections) and import
  them as TF does (tf_imports.json: nodes, collections, the Saver's names, training losses,
  a save / restore round trip);
- scopelab's files of the same models (``sl_*``), imported by TF: TF's record must equal what
  scopelab makes of them, and scopelab must still write those files.
"""
import json
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", "tf_graphs")
sys.path[:0] = [HERE, DATA]

import graph_records  # noqa: E402
import models  # noqa: E402
import tf_runner  # noqa: E402

import scopelab as tf  # noqa: E402

pytest.importorskip("tensorboard")
from google.protobuf import text_format  # noqa: E402

from scopelab.summary.protos import proto_module  # noqa: E402
from scopelab.train.meta_graph_export import export_meta_graph  # noqa: E402

CONFORMANCE = os.path.join(DATA, "conformance")
CASES = tf_runner.case_ids(CONFORMANCE)
with open(os.path.join(DATA, "tf_imports.json")) as f:
    TF_IMPORTS = json.load(f)
IMPORTS = ("meta", "meta@imported", "pb", "pbtxt")


def _read(name, mode="r"):
    with open(os.path.join(DATA, name), mode) as f:
        return f.read()


# ---------------------------------------------------------------------- as_graph_def
@pytest.mark.parametrize("case_id", CASES)
def test_conformance_graph_def_equals_tensorflows(case_id):
    tf_runner.run_case(tf, case_id, CONFORMANCE)
    graph = tf.get_default_graph()
    expected = _read(os.path.join("conformance", case_id + ".pbtxt"))
    assert str(graph.as_graph_def()) == expected
    message = text_format.Parse(expected, proto_module("graph_pb2").GraphDef())
    assert proto_module("graph_pb2").GraphDef.FromString(
        graph.as_graph_def().SerializeToString()) == message


def test_conformance_cases_are_there():
    assert len(CASES) == 17


# ---------------------------------------------------------------------- writing
def _build(name):
    graph = tf.Graph()
    with graph.as_default():
        models.MODELS[name](tf)
        saver = tf.train.Saver()
    return graph, saver


@pytest.mark.parametrize("name", sorted(models.MODELS))
@pytest.mark.parametrize("suffix", ["pb", "pbtxt"])
def test_write_graph_writes_tensorflows_bytes(name, suffix, tmp_path):
    graph, _ = _build(name)
    path = tf.train.write_graph(graph, str(tmp_path), "g." + suffix, as_text=suffix == "pbtxt")
    written = open(path, "rb").read()
    assert written == _read("tf_%s.%s" % (name, suffix), "rb")
    assert written == _read("sl_%s.%s" % (name, suffix), "rb")  # what TF imported


def _meta(data):
    return proto_module("meta_graph_pb2").MetaGraphDef.FromString(data)


@pytest.mark.parametrize("name", sorted(models.MODELS))
def test_meta_graph_is_tensorflows(name, tmp_path):
    graph, saver = _build(name)
    with graph.as_default():
        export_meta_graph(str(tmp_path / "m.meta"), saver_def=saver.saver_def)
    written = _meta(open(tmp_path / "m.meta", "rb").read())
    assert written == _meta(_read("sl_%s.meta" % name, "rb"))  # what TF imported
    theirs = _meta(_read("tf_%s.meta" % name, "rb"))
    # meta_info_def holds TF's version and op definitions, which scopelab leaves out.
    assert not written.HasField("meta_info_def") or written.meta_info_def.ByteSize() == 0
    theirs.meta_info_def.Clear()
    written.meta_info_def.Clear()
    assert written == theirs  # nodes with their _output_shapes, saver_def, collections


def test_saver_writes_a_binary_meta_graph(g, tmp_path):
    tf.Variable([1.0], name="v")
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        path = saver.save(sess, str(tmp_path / "model"))
    meta = _meta(open(path + ".meta", "rb").read())
    assert meta.saver_def.restore_op_name == "save/restore_all"
    assert [n.name for n in meta.graph_def.node][:2] == ["v/initial_value", "v"]


# ---------------------------------------------------------------------- importing
def _feed(name):
    with tf.Graph().as_default():
        return models.MODELS[name](tf)


def _record(path, kind, feed):
    if kind == "meta":
        return graph_records.import_meta(tf, path + ".meta", feed)
    if kind == "meta@imported":
        return graph_records.import_meta(tf, path + ".meta", feed, import_scope="imported")
    return graph_records.import_graph(tf, path + "." + kind, feed)


@pytest.mark.parametrize("name", sorted(models.MODELS))
@pytest.mark.parametrize("kind", IMPORTS)
@pytest.mark.parametrize("writer", ["tf", "sl"])
def test_imports_as_tensorflow_does(writer, kind, name):
    """TF's files imported by scopelab, and scopelab's imported by TF, give what TF gives."""
    key = "%s_%s.%s" % (writer, name, kind)
    got = _record(os.path.join(DATA, "%s_%s" % (writer, name)), kind, _feed(name))
    assert graph_records.same(TF_IMPORTS[key], got) is None


def test_import_graph_def_errors_are_tensorflows(g):
    with tf.Graph().as_default() as other:
        tf.placeholder(tf.float32, name="x")
    graph_def = other.as_graph_def()
    with pytest.raises(ValueError, match="^Requested return tensor 'nope:0' not found in graph "
                       "def$"):
        tf.import_graph_def(graph_def, return_elements=["nope:0"])
    with pytest.raises(ValueError, match=r"^Attempted to map inputs that were not found in "
                       r"graph_def: \[nope:0\]$"):
        tf.import_graph_def(graph_def, input_map={"nope:0": tf.constant(1.0)})


def test_import_names_the_scope_and_colocation_groups(g):
    with tf.Graph().as_default() as other:
        tf.Variable([1.0], name="w")
    tf.import_graph_def(other.as_graph_def())
    tf.import_graph_def(other.as_graph_def(), name="")
    tf.import_graph_def(other.as_graph_def(), name="")
    names = [op.name for op in g.get_operations()]
    assert names[:4] == ["import/w/initial_value", "import/w", "import/w/Assign",
                         "import/w/read"]
    assert names[-4:] == ["w/initial_value_1", "w_1", "w/Assign_1", "w/read_1"]
    assert g.get_operation_by_name("import/w/read").get_attr("_class") == [b"loc:@import/w"]


def test_graph_def_options(g):
    tf.constant([1.0, 2.0], name="a")
    version = g.version
    tf.identity(tf.constant(1.0, name="b"), name="c")
    assert [n.name for n in g.as_graph_def(from_version=version).node] == ["b", "c"]
    shapes = g.as_graph_def(add_shapes=True).node[0].attr["_output_shapes"]
    assert [s.as_list() for s in shapes] == [[2]]
