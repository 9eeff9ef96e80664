"""Each scenario in tests/tf_train_cases must print what real TensorFlow printed for it.

The scenarios cover ``tf.gradients`` (the gradient ops of every differentiable op, node for
node: names, types, inputs, control inputs), the optimizer's update ops and the Saver's ops and
errors. The records were made with ``tensorflow.compat.v1`` (tensorflow-cpu 2.21,
``disable_v2_behavior()``):

    /tmp/tfenv/bin/python ../shared/conformance/harness.py --backend tf \\
        --cases tests/tf_train_cases --record tests/data/tf_train_golden.json

This module never imports TensorFlow; tests/tf_runner.py runs and compares the cases.
"""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import tf_runner  # noqa: E402

import scopelab as tf  # noqa: E402
CASES_DIR = os.path.join(HERE, "tf_train_cases")
GOLDEN = tf_runner.load_golden(os.path.join(HERE, "data", "tf_train_golden.json"))

@pytest.mark.parametrize("case_id", tf_runner.case_ids(CASES_DIR))
def test_matches_tensorflow(case_id, on_both_kernels):
    assert case_id in GOLDEN, "no golden record for %s: re-record with real TensorFlow" % case_id
    on_both_kernels(lambda: _check(case_id))


def _check(case_id):
    got = tf_runner.run_case(tf, case_id, CASES_DIR)
    diff = tf_runner.first_difference(GOLDEN[case_id], got)
    assert diff is None, diff
