"""Conv2D's gradient kernels (conv_grad_kernels.py), conv1d and conv2d_transpose: the gradients
agree with finite differences for all strides and paddings, also through the FFT path."""
import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import scopelab as tf
from scopelab.fast import conv
from test_gradients import check_gradients

seeds = st.integers(0, 2**16)


def _arrays(seed, *shapes):
    rng = np.random.RandomState(seed)
    return [rng.uniform(-1, 1, size=s) for s in shapes]


@pytest.mark.property
@settings(max_examples=20, deadline=None)
@given(st.integers(1, 2), st.integers(3, 7), st.integers(3, 7), st.integers(1, 3),
       st.integers(1, 3), st.integers(1, 3), st.integers(1, 3), st.integers(1, 3),
       st.sampled_from(["SAME", "VALID"]), seeds)
def test_conv2d_transpose(n, h, w, cin, cout, k, sh, sw, padding, seed):
    if padding == "SAME":
        out = [n, h * sh, w * sw, cout]
    else:
        out = [n, (h - 1) * sh + k, (w - 1) * sw + k, cout]
    x, f = _arrays(seed, (n, h, w, cin), (k, k, cout, cin))
    check_gradients(lambda a, b: tf.nn.conv2d_transpose(a, b, out, [1, sh, sw, 1], padding),
                    [x, f])


@pytest.mark.property
@settings(max_examples=15, deadline=None)
@given(st.integers(1, 2), st.integers(3, 9), st.integers(1, 3), st.integers(1, 3),
       st.integers(1, 3), st.integers(1, 2), st.sampled_from(["SAME", "VALID"]), seeds)
def test_conv1d(n, width, cin, cout, k, stride, padding, seed):
    x, f = _arrays(seed, (n, width, cin), (k, cin, cout))
    check_gradients(lambda a, b: tf.nn.conv1d(a, b, stride, padding), [x, f])


def test_input_gradient_through_the_fft(g, monkeypatch):
    monkeypatch.setattr(conv, "FFT_MIN_MACS", 0)
    x, f = _arrays(1, (2, 7, 6, 2), (5, 5, 2, 3))
    check_gradients(lambda a, b: tf.nn.conv2d(a, b, [1, 1, 1, 1], "SAME"), [x, f], rtol=1e-4)
