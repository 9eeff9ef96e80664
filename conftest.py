"""pytest's settings for the whole repository that pyproject.toml cannot hold."""

# The files in tests/tf_cases are scenario programs, not modules: tests/tf_runner.py runs each
# one with `tf` and its helpers injected. --doctest-modules would import them bare and fail.
collect_ignore_glob = ["tests/tf_cases/*.py"]


def pytest_addoption(parser):
    parser.addoption("--reference", action="store_true",
                     help="run everything on scopelab's plain path: the plain kernels, no graph "
                          "optimisation passes (no scopelab.fast, no scopelab.grappler), as "
                          "SCOPELAB_REFERENCE=1 does")


def pytest_configure(config):
    if config.getoption("--reference"):
        from scopelab import fast
        fast.use_reference()
