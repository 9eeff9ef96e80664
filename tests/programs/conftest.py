"""The files here are tutorial programs run by tests/test_programs.py, not modules."""
collect_ignore_glob = ["[0-9]*.py"]
