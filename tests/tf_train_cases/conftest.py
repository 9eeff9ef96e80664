"""The files here are scenario programs run by tests/test_train_recorded.py, not modules."""
collect_ignore_glob = ["[0-9]*.py"]
