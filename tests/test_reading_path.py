"""What a learner follows is short: with ``SCOPELAB_REFERENCE=1`` (the plain path, no speed
layer), one ``get_variable`` that finds an existing variable, and one ``Session.run`` of a
small graph it ran before, each run code in at most four modules of scopelab.

Each is traced in a fresh interpreter with ``sys.setprofile``, counting the modules of the
Python functions called (the kernel's module counts too).
"""
import json
import os
import subprocess
import sys

import pytest

PROGRAM = r'''
import json, sys
import numpy as np
import scopelab as tf


def modules_run_by(fn):
    seen = set()

    def profile(frame, event, arg):
        if event == "call":
            name = frame.f_globals.get("__name__", "")
            if name.startswith("scopelab"):
                seen.add(name)
    sys.setprofile(profile)
    try:
        fn()
    finally:
        sys.setprofile(None)
    return sorted(seen)


with tf.Graph().as_default():
    with tf.variable_scope("layer"):
        tf.get_variable("w", [2])
    x = tf.placeholder(tf.float32, [2])
    y = x + 1.0
    sess = tf.Session()
    feed = {x: np.ones(2, np.float32)}
    sess.run(y, feed)
    with tf.variable_scope("layer", reuse=True):
        reused = modules_run_by(lambda: tf.get_variable("w", [2]))
    ran = modules_run_by(lambda: sess.run(y, feed))
print(json.dumps({"get_variable": reused, "Session.run": ran}))
'''


@pytest.fixture(scope="module")
def traced():
    env = dict(os.environ, SCOPELAB_REFERENCE="1")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    out = subprocess.run([sys.executable, "-c", PROGRAM], env=env, capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out.splitlines()[-1])


def test_a_reused_get_variable_runs_code_in_four_modules_at_most(traced):
    assert len(traced["get_variable"]) <= 4, traced["get_variable"]
    assert all(m.startswith("scopelab.core.") for m in traced["get_variable"])


def test_a_cached_session_run_runs_code_in_four_modules_at_most(traced):
    assert len(traced["Session.run"]) <= 4, traced["Session.run"]
