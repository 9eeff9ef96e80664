"""The speed layer changes no record: the shared conformance cases and the tutorial programs of
tests/programs give the same records with it on (the default) and on the reference path
(``SCOPELAB_REFERENCE=1``: plain kernels, no graph-optimiser passes).

Each case or program runs twice in this process, once inside ``fast.use_reference()``, and the
two runs' records are compared as records are compared with TensorFlow's (floats to a relative
1e-4; the fast kernels may sum in another order). The conformance cases live beside the
project (``../shared/conformance``); without them that half is skipped.
"""
import importlib.util
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import programs_runner  # noqa: E402

import scopelab as tf  # noqa: E402
from scopelab import fast  # noqa: E402



def _conformance_dir():
    """``shared/conformance`` beside the project or beside a folder it is in."""
    folder = os.path.dirname(HERE)
    while os.path.dirname(folder) != folder:
        folder = os.path.dirname(folder)
        if os.path.isdir(os.path.join(folder, "shared", "conformance")):
            return os.path.join(folder, "shared", "conformance")
    return None


CONFORMANCE = _conformance_dir()


def _harness():
    spec = importlib.util.spec_from_file_location(
        "conformance_harness", os.path.join(CONFORMANCE, "harness.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


HARNESS = _harness() if CONFORMANCE else None
CASES = HARNESS.list_cases(os.path.join(CONFORMANCE, "cases")) if HARNESS else []


def _both_ways(run):
    if fast.reference_only():
        pytest.skip("the whole run is on the reference path (--reference)")
    on = run()
    with fast.use_reference():
        off = run()
    return on, off


@pytest.mark.skipif(HARNESS is None, reason="the shared conformance cases are not beside the "
                                            "project (../shared/conformance)")
@pytest.mark.parametrize("case_id, path", CASES, ids=[c for c, _ in CASES])
def test_conformance_case_gives_the_same_records_both_ways(case_id, path):
    def run():
        flags = programs_runner._flag_names(tf)
        try:  # a case may define flags: each run starts without them
            return HARNESS.run_case(tf, path, HARNESS.Normaliser(tf))
        finally:
            programs_runner._forget_flags(tf, flags)
    (on, crashed_on), (off, crashed_off) = _both_ways(run)
    assert crashed_on == crashed_off
    passed, detail, exact, errors = HARNESS.compare(on, off)
    assert passed, detail
    assert exact == errors  # the same error messages too


@pytest.mark.parametrize("program_id", programs_runner.program_ids())
def test_program_gives_the_same_records_both_ways(program_id):
    on, off = _both_ways(lambda: programs_runner.run_program(tf, program_id))
    assert programs_runner.first_difference(program_id, on, off) is None
