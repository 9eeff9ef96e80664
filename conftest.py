"""pytest's settings for the whole repository that pyproject.toml cannot hold."""

# The files in tests/tf_cases are scenario programs, not modules: tests/tf_runner.py runs each
# one with `tf` and its helpers injected. --doctest-modules would import them bare and fail.
collect_ignore_glob = ["tests/tf_cases/*.py"]
