"""The variables both sides save, as numpy arrays: shared by make_checkpoints.py (run with
TensorFlow), write_scopelab.py (scopelab) and the tests (which need neither TF nor a seed)."""
import numpy as np


def model_values():
    """{variable name: value}: every dtype scopelab has, a scalar, an empty tensor, strings."""
    counting = np.arange(24, dtype=np.float64)
    return {
        "conv1/weights": (np.sin(counting[:18]) * 0.5).astype(np.float32).reshape(3, 3, 1, 2),
        "conv1/biases": np.array([0.1, -0.2], np.float32),
        "dense/kernel": np.cos(counting[:12]).reshape(4, 3),
        "dense/bias_half": np.array([0.5, -1.0 / 3.0, 65504.0], np.float16),
        "counts/int8": np.array([-128, 0, 127], np.int8),
        "counts/int16": np.array([[-32768, 1], [2, 32767]], np.int16),
        "counts/int32": np.array(-7, np.int32),
        "counts/int64": np.array([2 ** 62, -(2 ** 40)], np.int64),
        "counts/uint8": np.array([0, 200, 255], np.uint8),
        "counts/uint16": np.array([65535, 1], np.uint16),
        "flags": np.array([[True, False], [False, True]]),
        "empty": np.zeros([0, 4], np.float32),
        "vocab": np.array([b"the", b"", "\u00e9t\u00e9".encode(), b"\x00\xff", b"w" * 300], object),
        "global_step": np.array(12, np.int64),
    }


# Partitioned variables: name -> (value, number of parts, axis). Twelve parts: TF's Saver
# orders them by name (part_0, part_1, part_10, part_11, part_2...) when it writes the data.
PARTITIONED = {
    "embedding/table": (np.arange(24 * 3, dtype=np.float32).reshape(24, 3) / 7.0, 12, 0),
    "wide/columns": (np.arange(2 * 5, dtype=np.int32).reshape(2, 5), 2, 1),
}


def hex_of(value):
    """A value's exact bytes (hex), or its strings' bytes: how files are compared bit for bit."""
    value = np.asarray(value)
    if value.dtype == object:
        return [bytes(s).hex() for s in value.reshape(-1)]
    return np.ascontiguousarray(value, value.dtype.newbyteorder("<")).tobytes().hex()
