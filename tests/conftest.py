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
