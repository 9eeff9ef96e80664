"""tf.logging's output: where it prints and in which format (which records pass which level is
recorded from TensorFlow in tests/tf_cases/512)."""
import logging
import os
import re
import subprocess
import sys

import pytest

import scopelab as tf
from scopelab import tf_logging

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.fixture
def root_logging():
    """Puts the root logger back as it was: tf.app.run changes it for the whole process."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    yield root
    root.handlers[:] = handlers
    root.setLevel(level)


@pytest.fixture
def verbosity():
    before = tf.get_logger().level
    yield tf.logging.set_verbosity
    tf.logging.set_verbosity(before)


def run_python(code):
    env = dict(os.environ, PYTHONPATH=ROOT)
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=60)
    return done.stdout, done.stderr


def test_messages_print_on_stderr_in_pythons_basic_format():
    out, err = run_python("import scopelab as tf\n"
                          "tf.logging.info('hidden')\n"
                          "tf.logging.set_verbosity(tf.logging.INFO)\n"
                          "tf.logging.info('step %d: loss %.2f', 3, 0.25)\n"
                          "tf.logging.fatal('stop')\n")
    assert (out, err) == ("", "INFO:tensorflow:step 3: loss 0.25\nCRITICAL:tensorflow:stop\n")


def test_an_interactive_shell_gets_info_on_stdout():
    out, err = run_python("import sys\nsys.ps1 = '>>> '\nimport scopelab as tf\n"
                          "tf.logging.info('shown')\n")
    assert (out, err) == ("INFO:tensorflow:shown\n", "")


def test_a_record_names_the_callers_line(verbosity):
    verbosity(tf.logging.INFO)
    seen = []

    class Keep(logging.Handler):
        def emit(self, record):
            seen.append((record.filename, record.funcName))

    keep = Keep()
    tf.get_logger().addHandler(keep)
    try:
        tf.logging.warning("here")
        tf.logging.log_if(tf.logging.WARN, "and here", True)
    finally:
        tf.get_logger().removeHandler(keep)
    assert seen == [("test_tf_logging.py", "test_a_record_names_the_callers_line")] * 2


def test_absl_handler_after_app_run(root_logging, capsys, verbosity):
    verbosity(logging.NOTSET)
    stderr_handler = logging.StreamHandler()  # made while sys.stderr is captured
    root_logging.addHandler(stderr_handler)
    tf_logging.use_absl_handler()
    tf_logging.use_absl_handler()
    assert stderr_handler not in root_logging.handlers
    assert root_logging.handlers.count(tf_logging._absl_handler) == 1
    assert tf.logging.get_verbosity() == tf.logging.INFO
    tf.logging.info("epoch %d", 1)
    tf.logging.fatal("bad")
    lines = capsys.readouterr().err.splitlines()
    prefix = r"\d{4} \d\d:\d\d:\d\d\.\d{6} +\d+ test_tf_logging\.py:\d+\] "
    assert re.fullmatch("I" + prefix + "epoch 1", lines[-2])
    assert re.fullmatch("E" + prefix + "CRITICAL - bad", lines[-1])
