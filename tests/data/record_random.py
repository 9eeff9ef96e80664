"""Records what real TensorFlow's seeded random ops return, into random_values.json.

Each case below is a small TF1 program, a function of the ``tf`` module it runs with, that
returns named arrays. ``tests/test_random_values.py`` runs the same cases with scopelab and
compares. Only this script needs TensorFlow (``tensorflow.compat.v1``, v2 behaviour off):

    /tmp/tfenv/bin/python tests/data/record_random.py

Large outputs are recorded at a few spread-out positions (``sample``) to keep the file small.
"""
import json
import os

import numpy as np

PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "random_values.json")
SHAPES = ([], [7], [3, 5], [1000, 37])


def _runs(tf, tensor, count=3):
    """``count`` runs of ``tensor`` in one session, then one in a new session."""
    with tf.Session() as sess:
        values = {"run%d" % i: sess.run(tensor) for i in range(count)}
    with tf.Session() as sess:
        values["new_session"] = sess.run(tensor)
    return values


def _each_shape(tf, make):
    """``make(shape)``, run once, for every shape in SHAPES."""
    tensors = {"shape%s" % "x".join(map(str, shape)): make(shape) for shape in SHAPES}
    with tf.Session() as sess:
        return dict(zip(tensors, sess.run(list(tensors.values()))))


def _dtype_cases():
    ops = {"uniform": lambda tf, s, d: tf.random_uniform(s, dtype=d, seed=3),
           "normal": lambda tf, s, d: tf.random_normal(s, dtype=d, seed=3),
           "truncated": lambda tf, s, d: tf.truncated_normal(s, dtype=d, seed=3)}
    cases = {}
    for op, make in ops.items():
        for dtype in ("float16", "float32", "float64"):
            cases["%s_%s" % (op, dtype)] = (
                lambda tf, make=make, dtype=dtype:
                _each_shape(tf, lambda shape: make(tf, shape, getattr(tf, dtype))))
    for dtype, (lo, hi) in (("int32", (-7, 100)), ("int64", (-2**40, 2**41 + 3))):
        cases["uniform_" + dtype] = (
            lambda tf, dtype=dtype, lo=lo, hi=hi:
            _each_shape(tf, lambda shape: tf.random_uniform(shape, lo, hi, getattr(tf, dtype),
                                                            seed=3)))
    return cases


def _seeding_cases():
    def graph_seed_only(tf):
        tf.set_random_seed(42)
        return {"first": _runs(tf, tf.random_normal([5])),
                "second": _runs(tf, tf.random_uniform([5]))}

    def op_seed_only(tf):
        return {"uniform": _runs(tf, tf.random_uniform([6], seed=7)),
                "int64": _runs(tf, tf.random_uniform([3], 0, 10**12, tf.int64, seed=7)),
                "normal64": _runs(tf, tf.random_normal([3], dtype=tf.float64, seed=7))}

    def both_seeds(tf):
        tf.set_random_seed(42)
        return _runs(tf, tf.truncated_normal([9], seed=7))

    def zero_seeds(tf):  # (0, 0) would mean "unseeded": TF records (0, 2**31 - 1) instead
        tf.set_random_seed(0)
        return _runs(tf, tf.random_uniform([4], seed=0))

    def large_seeds(tf):  # seeds are taken modulo 2**31 - 1
        tf.set_random_seed(2**40 + 5)
        return _runs(tf, tf.random_uniform([4], seed=2**33 + 1))

    def two_fetch_lists(tf):  # one op, two run signatures in one session: one stream
        a = tf.random_uniform([3], seed=1)
        b = tf.random_normal([2], seed=2)
        with tf.Session() as sess:
            return {"a": sess.run(a), "a_b": sess.run([a, b]), "a_again": sess.run(a)}

    def scaled(tf):
        tensors = [tf.random_normal([5], mean=1.0, stddev=2.0, seed=4),
                   tf.random_uniform([5], -1.0, 3.0, seed=4),
                   tf.truncated_normal([5], mean=-1.0, stddev=0.5, seed=4)]
        with tf.Session() as sess:
            return dict(zip(["normal", "uniform", "truncated"], sess.run(tensors)))

    return {f.__name__: f for f in (graph_seed_only, op_seed_only, both_seeds, zero_seeds,
                                     large_seeds, two_fetch_lists, scaled)}


def _initializer_cases():
    def initializers(tf):
        tf.set_random_seed(11)
        variables = {
            "default_glorot": tf.get_variable("default_glorot", [20, 30]),
            "glorot": tf.get_variable("glorot", [5, 4],
                                      initializer=tf.glorot_uniform_initializer(seed=2)),
            "normal": tf.get_variable("normal", [6],
                                      initializer=tf.random_normal_initializer(0.5, 2.0, seed=3)),
            "truncated": tf.get_variable("truncated", [6],
                                         initializer=tf.truncated_normal_initializer(stddev=0.1)),
            "uniform": tf.get_variable("uniform", [6], tf.float64,
                                       tf.random_uniform_initializer(-2.0, 2.0, seed=4)),
            "scaling": tf.get_variable("scaling", [3, 3, 2, 4],
                                       initializer=tf.variance_scaling_initializer()),
        }
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            return sess.run(variables)

    return {"initializers": initializers}


CASES = {**_dtype_cases(), **_seeding_cases(), **_initializer_cases()}


def sample(array):
    """``array`` flat, or for more than 64 values, 64 values spread over it and the last 8."""
    flat = np.asarray(array).ravel()
    if flat.size <= 64:
        return flat
    return flat[np.unique(np.r_[np.linspace(0, flat.size - 1, 64).astype(int),
                                np.arange(flat.size - 8, flat.size)])]


def flatten(record, prefix=""):
    """Nested dicts and lists of arrays -> {"name/sub/0": array}."""
    if isinstance(record, dict):
        items = record.items()
    elif isinstance(record, (list, tuple)):
        items = enumerate(record)
    else:
        return {prefix: np.asarray(record)}
    out = {}
    for key, value in items:
        out.update(flatten(value, "%s/%s" % (prefix, key) if prefix else str(key)))
    return out


def run(tf, case):
    with tf.Graph().as_default():
        return flatten(CASES[case](tf))


def main():
    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()
    golden = {}
    for case in CASES:
        golden[case] = {name: {"dtype": value.dtype.name, "shape": list(value.shape),
                               "values": sample(value).tolist()}
                        for name, value in run(tf, case).items()}
    with open(PATH, "w") as f:
        json.dump({"tensorflow": tf.__version__, "cases": golden}, f, indent=0)
        f.write("\n")


if __name__ == "__main__":
    main()
