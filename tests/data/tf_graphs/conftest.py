"""The files here are data and the script that records them (with TensorFlow), not tests."""
collect_ignore_glob = ["*.py", "conformance/*.py"]
