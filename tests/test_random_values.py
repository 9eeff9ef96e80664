"""Seeded random ops return real TensorFlow's numbers.

tests/data/random_values.json was recorded with TensorFlow 2.21 (tensorflow.compat.v1) by
tests/data/record_random.py, whose cases run here with scopelab. Uniform floats and integers
match bit for bit. Normal values go through log, sin and cos: TF's float32 kernel calls the C
library's float functions, scopelab rounds float64 ones, so about 1% of float32 values (and
a few float64 ones) differ in the last bit; the test allows that and no more.
"""
import json
import os
import sys

import numpy as np
import pytest

import scopelab as tf

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "data"))
import record_random  # noqa: E402

with open(record_random.PATH) as f:
    GOLDEN = json.load(f)["cases"]


def _assert_tf_values(got, want, name):
    assert got.dtype.name == want["dtype"], name
    assert list(got.shape) == want["shape"], name
    got = record_random.sample(got)
    expected = np.array(want["values"], dtype=got.dtype)
    if got.dtype.kind != "f":
        np.testing.assert_array_equal(got, expected, err_msg=name)
        return
    # Last-bit differences, scaled by stddev and shifted by a mean: a few units of the
    # rounding step of the largest value.
    step = np.spacing(np.abs(expected).max(initial=1).astype(got.dtype))
    np.testing.assert_allclose(got, expected, rtol=0, atol=4 * step, err_msg=name)
    assert np.sum(got != expected) <= 1 + got.size // 20, name


@pytest.mark.parametrize("case", sorted(record_random.CASES))
def test_matches_tensorflow(case):
    got = record_random.run(tf, case)
    assert sorted(got) == sorted(GOLDEN[case])
    for name, want in GOLDEN[case].items():
        _assert_tf_values(got[name], want, "%s: %s" % (case, name))


def test_uniform_is_bit_exact():
    uniform = GOLDEN["uniform_float32"]["shape1000x37"]
    got = record_random.sample(record_random.run(tf, "uniform_float32")["shape1000x37"])
    assert got.tolist() == uniform["values"]
