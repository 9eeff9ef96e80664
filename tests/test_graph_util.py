"""tf.graph_util's deprecation warnings, in a fresh process (TF warns once per function per
process, so a scenario case run after others could not see them).

The expected lines were taken from TensorFlow 2.21 (tensorflow.compat.v1, v2 behaviour
disabled) running the same script: each function warns once, through tf.logging at WARNING,
naming the caller's line; convert_variables_to_constants calls extract_sub_graph, which warns
from inside the library (TF names its convert_to_constants.py:946; scopelab its own file).
No other line is logged, at INFO either (TF 1's "Froze N variables." is gone).
"""
import os
import subprocess
import sys
import textwrap

SCRIPT = textwrap.dedent("""\
    import scopelab as tf
    tf.logging.set_verbosity(tf.logging.INFO)
    w = tf.Variable([1.0, 2.0], name="w")
    y = tf.identity(w, name="y")
    with tf.Session() as sess:
        sess.run(w.initializer)
        for _ in range(2):
            frozen = tf.graph_util.convert_variables_to_constants(sess, sess.graph_def, ["y"])
    tf.graph_util.remove_training_nodes(frozen)
    """)

MIGRATE = ("Instructions for updating:\nThis API was designed for TensorFlow v1. See "
           "https://www.tensorflow.org/guide/migrate for instructions on how to migrate your code "
           "to TensorFlow v2.")


def _warning(where, what, module):
    return ("WARNING:tensorflow:From %s: %s (from %s) is deprecated and will be removed in a "
            "future version.\n%s" % (where, what, module, MIGRATE))


def test_each_function_warns_once_and_nothing_else_is_logged(tmp_path):
    script = tmp_path / "freeze.py"
    script.write_text(SCRIPT)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = dict(os.environ, PYTHONPATH=root)
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                            env=env, timeout=120, check=True)
    import scopelab.graph_util as graph_util
    library = graph_util.__file__
    expected = "\n".join([
        _warning("%s:8" % script, "convert_variables_to_constants",
                 "tensorflow.python.framework.convert_to_constants"),
        _warning("%s:%d" % (library, _line_calling(library, "frozen = extract_sub_graph(")),
                 "extract_sub_graph", "tensorflow.python.framework.graph_util_impl"),
        _warning("%s:9" % script, "remove_training_nodes",
                 "tensorflow.python.framework.graph_util_impl")]) + "\n"
    assert result.stderr == expected
    assert result.stdout == ""


def _line_calling(path, text):
    with open(path) as f:
        return next(i for i, line in enumerate(f, 1) if text in line)
