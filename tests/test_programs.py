"""Each classic TF1 tutorial program in tests/programs must print what real TensorFlow printed.

The programs are written the way the TF1 tutorials were (TensorFlow-Examples, the MNIST
tutorials, DeepLearningZeroToAll, CS20SI...) and make their own seeded data. The records were
made with ``tensorflow.compat.v1`` (tensorflow-cpu 2.21, ``disable_v2_behavior()``):

    /tmp/tfenv/bin/python tests/record_tf.py tests/programs

tests/programs_runner.py runs a program as a script; tests/tf_runner.py compares the records
(floats to a relative tolerance of 1e-4 unless programs_runner.LOOSER says otherwise). This module never
imports TensorFlow.
"""
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.dirname(HERE))

import programs_runner  # noqa: E402
import tf_runner  # noqa: E402

import scopelab as tf  # noqa: E402

GOLDEN = tf_runner.load_golden(programs_runner.GOLDEN_PATH)

@pytest.mark.parametrize("program_id", programs_runner.program_ids())
def test_matches_tensorflow(program_id, on_both_kernels):
    assert program_id in GOLDEN, "no golden record for %s: re-record with real TensorFlow" % (
        program_id)
    on_both_kernels(lambda: _check(program_id))


def _check(program_id):
    got = programs_runner.run_program(tf, program_id)
    diff = programs_runner.first_difference(program_id, GOLDEN[program_id], got)
    assert diff is None, diff
