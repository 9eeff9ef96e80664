"""pytest in notebooks/: nbval runs the English chapters (pyproject.toml's addopts), not the
editions' notebooks in ko/ and zh/. Their code cells are the English ones, stored outputs
included (tests/test_editions.py proves it), so running them again would validate the same
cells twice and add a minute to every test run."""
collect_ignore = ["ko", "zh"]
