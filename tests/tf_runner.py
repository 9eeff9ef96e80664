"""Runs the recorded TF1 scenario programs in ``tests/tf_cases`` against a backend.

Each case file is a small TF1 program. It runs in a fresh default graph, in its own namespace,
with ``tf`` bound to the backend and three helpers injected:

- ``emit(key, value)`` records a normalised value;
- ``expect_error(fn, key=None)`` calls ``fn`` and records the exception class and the first
  line of its message (or ``{"error": None}`` when nothing was raised);
- ``graph_nodes(graph=None)`` lists every op as ``[name, type, inputs, control inputs]``.

Normalisation: tensors, variables and operations become their ``.name``; numpy arrays and
scalars become ``{"value": ..., "dtype": ...}`` with floats rounded to 5 significant digits;
TensorShape becomes a list (None for unknown rank); DType its name; bytes are decoded.
Comparison: floats to a relative tolerance of 1e-4, errors by class AND first message line.

The golden records (``tests/data/tf_golden.json``) were made by running the same cases with
real TensorFlow (``tensorflow.compat.v1``, v2 behaviour disabled). This module never imports
TensorFlow itself.
"""
import json
import math
import os

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
CASES_DIR = os.path.join(HERE, "tf_cases")
GOLDEN_PATH = os.path.join(HERE, "data", "tf_golden.json")
REL_TOL = 1e-4
ABS_TOL = 1e-6


def case_ids(cases_dir=CASES_DIR):
    return sorted(fn[:-3] for fn in os.listdir(cases_dir)
                  if fn.endswith(".py") and fn[:3].isdigit())


def load_golden(path=GOLDEN_PATH):
    with open(path) as f:
        return json.load(f)


# ---------------------------------------------------------------------------- normalising
def _num(x):
    if math.isnan(x):
        return "nan"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    return float("%.5g" % x)


def _plain(v):
    """Rounds the floats of a ``tolist()`` result and decodes its bytes."""
    if isinstance(v, list):
        return [_plain(i) for i in v]
    if isinstance(v, float):
        return _num(v)
    if isinstance(v, bytes):
        return v.decode("utf-8", "replace")
    return v


def normalise(tf, x):
    if x is None or isinstance(x, (bool, str, int)):
        return x
    if isinstance(x, bytes):
        return x.decode("utf-8", "replace")
    if isinstance(x, float):
        return _num(x)
    if isinstance(x, np.ndarray):
        return {"value": _plain(x.tolist()), "dtype": x.dtype.name}
    if isinstance(x, np.generic):
        return {"value": _plain(x.item()), "dtype": x.dtype.name}
    tname = type(x).__name__
    graph_types = tuple(c for c in (getattr(tf, n, None) for n in ("Variable", "Tensor", "Operation"))
                        if isinstance(c, type))
    if (graph_types and isinstance(x, graph_types)) or (
            isinstance(getattr(x, "name", None), str) and hasattr(x, "graph")
            and (tname.endswith("Variable") or tname.endswith("Tensor") or tname == "Operation")):
        return x.name
    dtype_type = getattr(tf, "DType", None)
    if (isinstance(dtype_type, type) and isinstance(x, dtype_type)) or tname == "DType":
        return x.name
    if tname == "Dimension" and hasattr(x, "value"):
        return x.value
    if isinstance(x, dict):
        return {str(normalise(tf, k)): normalise(tf, v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [normalise(tf, i) for i in x]
    if isinstance(x, (set, frozenset)):
        return sorted((normalise(tf, i) for i in x), key=lambda i: json.dumps(i, sort_keys=True))
    if callable(getattr(x, "as_list", None)):  # TensorShape
        try:
            return [normalise(tf, d) for d in x.as_list()]
        except ValueError:
            return None
    return {"object": tname}


# ---------------------------------------------------------------------------- running
def helpers(tf, records):
    """The functions a case or program is given, ``emit``, ``expect_error`` and
    ``graph_nodes``, writing into ``records``."""
    def emit(key, value):
        records.append({"key": str(key), "kind": "value", "value": normalise(tf, value)})

    def expect_error(fn, key=None):
        if key is None:
            key = "error%d" % sum(1 for r in records if r["kind"] == "error")
        try:
            fn()
        except Exception as e:  # noqa: BLE001 - any exception is a result here
            value = {"error": type(e).__name__, "message": str(e).split("\n", 1)[0]}
        else:
            value = {"error": None}
        records.append({"key": str(key), "kind": "error", "value": value})
        return value

    def graph_nodes(graph=None):
        g = graph if graph is not None else tf.get_default_graph()
        return [[op.name, op.type, [t.name for t in op.inputs],
                 [c.name for c in op.control_inputs]] for op in g.get_operations()]

    return {"emit": emit, "expect_error": expect_error, "graph_nodes": graph_nodes}


def run_case(tf, case_id, cases_dir=CASES_DIR):
    """The records one case produces; an escaping exception becomes an ``__exception__`` record."""
    path = os.path.join(cases_dir, case_id + ".py")
    records = []
    namespace = {"__name__": "__case__", "__file__": path, "tf": tf, **helpers(tf, records)}
    with open(path) as f:
        code = compile(f.read(), path, "exec")
    tf.reset_default_graph()
    try:
        exec(code, namespace)
    except Exception as e:  # noqa: BLE001
        records.append({"key": "__exception__", "kind": "error",
                        "value": {"error": type(e).__name__,
                                  "message": str(e).split("\n", 1)[0]}})
    return records


# ---------------------------------------------------------------------------- comparing
def same_value(expected, got):
    if isinstance(expected, bool) or isinstance(got, bool):
        return type(expected) is type(got) and expected == got
    if isinstance(expected, (int, float)) and isinstance(got, (int, float)):
        return math.isclose(expected, got, rel_tol=REL_TOL, abs_tol=ABS_TOL)
    if isinstance(expected, dict) and isinstance(got, dict):
        return expected.keys() == got.keys() and all(same_value(expected[k], got[k])
                                                     for k in expected)
    if isinstance(expected, list) and isinstance(got, list):
        return len(expected) == len(got) and all(same_value(a, b)
                                                 for a, b in zip(expected, got))
    return type(expected) is type(got) and expected == got


def same_record(expected, got):
    if expected["key"] != got["key"] or expected["kind"] != got["kind"]:
        return False
    if expected["kind"] == "error":
        e, g = expected["value"], got["value"]
        return e.get("error") == g.get("error") and e.get("message") == g.get("message")
    return same_value(expected["value"], got["value"])


def first_difference(expected, got):
    """None if the records agree, else a short text naming the first differing record."""
    for i, e in enumerate(expected):
        if i >= len(got):
            return "record %d %r: expected %s, got nothing" % (i, e["key"], json.dumps(e["value"]))
        g = got[i]
        if not same_record(e, g):
            return "record %d %r: expected %s\n  got %r: %s" % (
                i, e["key"], json.dumps(e["value"], sort_keys=True), g["key"],
                json.dumps(g["value"], sort_keys=True))
    if len(got) > len(expected):
        g = got[len(expected)]
        return "extra record %r: %s" % (g["key"], json.dumps(g["value"], sort_keys=True))
    return None
