"""Records, with real TensorFlow, the graph files and results tests/test_graph_files.py and
tests/test_graph_def_conformance.py check. Run from the repository root:

    /tmp/tfenv/bin/python tests/data/tf_graphs/make_graphs.py

It writes, beside itself:

- ``conformance/NNN_*.py`` and ``.pbtxt``: the graph-tier cases of the shared conformance
  suite (/work/shared/conformance/cases), copied, and the text GraphDef TF's default graph has
  after each (``tf.get_default_graph().as_graph_def()``);
- ``tf_<model>.meta``, ``.pbtxt``, ``.pb``: the models of models.py as TF writes them
  (``tf.train.export_meta_graph`` with the Saver's SaverDef, ``tf.train.write_graph``);
- ``sl_<model>.meta``, ``.pbtxt``, ``.pb``: the same files as scopelab writes them;
- ``tf_imports.json``: what TF makes of every one of those files (graph_records.py): the
  nodes and collections of the imported graph, the Saver's names, losses of three training
  steps, and the loss after a save / train / restore round trip.
"""
import json
import os
import shutil
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(HERE)))
SHARED = "/work/shared/conformance"
sys.path[:0] = [HERE, ROOT, SHARED]

import tensorflow.compat.v1 as tf  # noqa: E402

import graph_records  # noqa: E402
import models  # noqa: E402

tf.disable_v2_behavior()
tf.logging.set_verbosity(tf.logging.ERROR)


def conformance_graphs():
    import harness
    out = os.path.join(HERE, "conformance")
    os.makedirs(out, exist_ok=True)
    norm = harness.Normaliser(tf)
    for case_id, path in harness.list_cases(os.path.join(SHARED, "cases")):
        if harness.read_tier(path) != "graph":
            continue
        shutil.copy(path, os.path.join(out, case_id + ".py"))
        harness.run_case(tf, path, norm)
        with open(os.path.join(out, case_id + ".pbtxt"), "w") as f:
            f.write(str(tf.get_default_graph().as_graph_def()))


def write_files(module, prefix, build):
    with module.Graph().as_default() as g:
        build(module)
        saver = module.train.Saver()
        module.train.export_meta_graph(os.path.join(HERE, prefix + ".meta"),
                                       saver_def=saver.saver_def)
        module.train.write_graph(g, HERE, prefix + ".pbtxt")
        module.train.write_graph(g, HERE, prefix + ".pb", as_text=False)


def main():
    conformance_graphs()
    import scopelab
    records = {}
    for name, build in models.MODELS.items():
        write_files(tf, "tf_" + name, build)
        write_files(scopelab, "sl_" + name, build)
        with tf.Graph().as_default():
            feed = build(tf)
        for prefix in ("tf_", "sl_"):
            path = os.path.join(HERE, prefix + name)
            records[prefix + name + ".meta"] = graph_records.import_meta(tf, path + ".meta", feed)
            records[prefix + name + ".meta@imported"] = graph_records.import_meta(
                tf, path + ".meta", feed, import_scope="imported")
            for suffix in (".pb", ".pbtxt"):
                records[prefix + name + suffix] = graph_records.import_graph(tf, path + suffix,
                                                                             feed)
    with open(os.path.join(HERE, "tf_imports.json"), "w") as f:
        json.dump(records, f, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
