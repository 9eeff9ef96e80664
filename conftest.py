"""pytest's settings for the whole repository that pyproject.toml cannot hold."""

# The files in tests/tf_cases are scenario programs, not modules: tests/tf_runner.py runs each
# one with `tf` and its helpers injected. --doctest-modules would import them bare and fail.
collect_ignore_glob = ["tests/tf_cases/*.py"]


def pytest_addoption(parser):
    parser.addoption("--reference-kernels", action="store_true",
                     help="run everything on scopelab's plain kernels (no scopelab.fast), as "
                          "SCOPELAB_REFERENCE_KERNELS=1 does")
    parser.addoption("--no-grappler", action="store_true",
                     help="run every plan without scopelab's graph optimisation passes "
                          "(scopelab.grappler), as SCOPELAB_NO_GRAPPLER=1 does")


def pytest_configure(config):
    if config.getoption("--reference-kernels"):
        from scopelab import fast
        fast.use_reference_kernels()
    if config.getoption("--no-grappler"):
        from scopelab import grappler
        grappler.without_passes()
