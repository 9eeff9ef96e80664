"""Shared pytest setup for the unit tests.

Every test gets a fresh graph: either the ``g`` fixture below (a new Graph made the default
one for the test's duration) or an explicit ``with tf.Graph().as_default():`` block.
Property tests (hypothesis) build their graphs themselves, since hypothesis runs the test
body many times within one fixture.
"""
import os
import tempfile

import pytest
from hypothesis import settings
from hypothesis.configuration import set_hypothesis_home_dir

import scopelab as tf
from scopelab import fast
from scopelab.core.state import OPS

# Property tests keep no example database, and hypothesis's caches go to the temp folder,
# so that running the tests leaves no .hypothesis/ folder in the work tree. Under CI the
# examples are derandomized: a run there must not depend on luck.
set_hypothesis_home_dir(os.path.join(tempfile.gettempdir(), "scopelab-hypothesis"))
settings.register_profile("scopelab", database=None, derandomize=bool(os.environ.get("CI")))
settings.load_profile("scopelab")


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "property: property-based test driven by hypothesis (random inputs)")


@pytest.fixture
def g():
    """A new, empty graph, made the default graph for the test."""
    graph = tf.Graph()
    with graph.as_default():
        yield graph


@pytest.fixture
def sess(g):
    """A session on the fresh graph ``g``, also the default session (for ``eval``/``run``)."""
    with tf.Session(graph=g) as session:
        yield session


@pytest.fixture
def on_both_kernels():
    """Runs ``check()`` on scopelab's kernels, then again on the plain path
    (``scopelab.fast.use_reference``: plain kernels, no graph-optimiser passes) if the first
    run called any fast kernel: the values must match TF's both ways. Under ``--reference``,
    once, on the plain path."""
    def run(check):
        if fast.reference_only():
            check()
            return
        used = set()
        with pytest.MonkeyPatch.context() as patch:
            for record in OPS.values():
                if record.fast_kernel is not None:
                    patch.setattr(record, "kernel", _noting(record.kernel, record.name, used))
            check()
        if used:
            with fast.use_reference():
                try:
                    check()
                except AssertionError as e:
                    raise AssertionError("on the plain path (scopelab.fast off): %s" % e) \
                        from None
    return run


def _noting(fn, op_type, used):
    """``fn``, adding ``op_type`` to ``used`` when called."""
    def kernel(*args):
        used.add(op_type)
        return fn(*args)
    return kernel
