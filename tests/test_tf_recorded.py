"""Each scenario in tests/tf_cases must print what real TensorFlow printed for it.

The expected records were recorded with ``tensorflow.compat.v1`` (tensorflow-cpu 2.21,
``disable_v2_behavior()``) into tests/data/tf_golden.json; see tests/tf_runner.py for how a
case runs and how records are compared.
"""
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import scopelab as tf  # noqa: E402
from scopelab import fast, grappler  # noqa: E402
import tf_runner  # noqa: E402

GOLDEN = tf_runner.load_golden()

# What scopelab knowingly does not do yet; each entry fails the run once it starts to pass.
KNOWN_GAPS = {
    "202_graph_mixed_graph_errors": "which two tensors a cross-graph error names, and "
                                    "tf.group's NodeDef text in it, differ",
}


# Cases that record what TF's graph optimizer (Grappler) does: they run with scopelab's passes
# on, also under pytest --reference.
NEED_PASSES = {"419_ops_only_waited_on_do_not_run"}


def _marked(case_id):
    if case_id in KNOWN_GAPS:
        return pytest.param(case_id, marks=pytest.mark.xfail(reason=KNOWN_GAPS[case_id],
                                                             strict=True))
    return case_id


@pytest.mark.parametrize("case_id", [_marked(c) for c in tf_runner.case_ids()])
def test_matches_tensorflow(case_id, on_both_kernels):
    assert case_id in GOLDEN, "no golden record for %s: re-record with real TensorFlow" % case_id
    on_both_kernels(lambda: _check(case_id))


def _check(case_id):
    with fast.use_reference(fast.reference_only() and case_id not in NEED_PASSES):
        got = tf_runner.run_case(tf, case_id)
    diff = tf_runner.first_difference(GOLDEN[case_id], got)
    assert diff is None, diff
