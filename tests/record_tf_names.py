"""Records the public names of tensorflow.compat.v1 into scopelab/data/compat_v1_names.txt.

Run it with a Python that has TensorFlow (tensorflow-cpu 2.21; tf-keras 2.21 for tf.layers):

    /tmp/tfenv/bin/python tests/record_tf_names.py

The file is a plain list, one qualified name a line (``tf.abs``, ``tf.nn.relu``), for the
namespaces in ``scopelab.coverage.NAMESPACES``. scopelab reads it to tell a name TensorFlow 1
has and scopelab leaves out from a name TensorFlow 1 never had (scopelab/coverage.py).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))

from record_tf import load_tensorflow  # noqa: E402
from scopelab.coverage import NAMES_PATH, NAMESPACES  # noqa: E402


def main():
    tf = load_tensorflow()
    lines = []
    for namespace in NAMESPACES:
        module = tf
        for part in namespace.split(".") if namespace else []:
            module = getattr(module, part)
        prefix = "tf." + (namespace + "." if namespace else "")
        lines += [prefix + n for n in sorted(dir(module)) if not n.startswith("_")]
    with open(NAMES_PATH, "w") as f:
        f.write("# The public names of tensorflow.compat.v1 (tensorflow-cpu %s), one a line, by\n"
                "# namespace; written by tests/record_tf_names.py.\n" % tf.VERSION)
        f.write("\n".join(lines) + "\n")
    print("%d names into %s" % (len(lines), NAMES_PATH))


if __name__ == "__main__":
    main()
