"""tf.summary ops and their encodings: what the recorded cases 520-524 cannot show.

The graphs and the bytes are checked against real TensorFlow in tests/tf_cases/52x; here:
that building summaries never loads tensorboard, the help given without it, the protobuf
bytes summary_ops writes by hand, and properties of the histogram and the encoders.
"""
import os
import struct
import subprocess
import sys
import zlib

import numpy as np
import pytest
from hypothesis import given, strategies as st
from hypothesis.extra import numpy as hnp

import scopelab as tf
from scopelab.core.registry import has_gradient
from scopelab.core.state import OPS
from scopelab.summary.histogram_buckets import bucket_counts, default_bucket_limits
from scopelab.summary.image_encoding import scaled_uint8
from scopelab.summary.png import encode_png
from scopelab.summary.summary_ops import BAD_COLOR, metadata_bytes
from scopelab.summary.wav_encoding import encode_wav

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def _run(code):
    """Runs ``code`` in a fresh interpreter (so sys.modules starts empty); returns stdout."""
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([ROOT] + sys.path))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          cwd=ROOT, check=True)
    return done.stdout.strip()


def test_building_summaries_does_not_load_tensorboard():
    out = _run("import sys, scopelab as tf\n"
               "x = tf.placeholder(tf.float32, [None, 2, 2, 1])\n"
               "tf.summary.scalar('s', 1.0); tf.summary.histogram('h', x)\n"
               "tf.summary.image('i', x); tf.summary.audio('a', tf.zeros([1, 4]), 8.0)\n"
               "tf.summary.text('t', tf.constant('x')); tf.summary.tensor_summary('ts', 1)\n"
               "tf.summary.merge_all()\n"
               "print(sorted(m for m in sys.modules if m.split('.')[0] in "
               "('tensorboard', 'google')))")
    assert out == "[]"


def test_without_tensorboard_running_a_summary_says_how_to_install_it():
    out = _run("import sys; sys.modules['tensorboard'] = None\n"
               "import scopelab as tf\n"
               "s = tf.summary.scalar('s', 1.0)\n"
               "for attempt in (lambda: tf.Session().run(s),\n"
               "                lambda: tf.summary.FileWriter('/nonexistent/never'),\n"
               "                lambda: tf.Summary):\n"
               "    try:\n"
               "        attempt()\n"
               "    except ImportError as e:\n"
               "        print(str(e).rsplit(': ', 1)[-1])")
    assert out.splitlines() == ["pip install scopelab[summary]"] * 3


def test_summary_ops_have_no_gradient():
    import scopelab.gradients_impl  # noqa: F401 - the gradients, which tf.gradients loads
    for op_type in ("ScalarSummary", "HistogramSummary", "ImageSummary", "AudioSummaryV2",
                    "TensorSummaryV2", "MergeSummary"):
        assert has_gradient(op_type) and OPS[op_type].gradient is None


@pytest.mark.parametrize("fields", [dict(plugin_name="text"), dict(display_name="d"),
                                    dict(description="x" * 300, plugin_name="p" * 130),
                                    dict(display_name="é", description="")])
def test_metadata_bytes_are_what_tensorboard_serializes(fields):
    summary_pb2 = pytest.importorskip("tensorboard.compat.proto.summary_pb2")
    expected = summary_pb2.SummaryMetadata()
    if "plugin_name" in fields:
        expected.plugin_data.plugin_name = fields["plugin_name"]
    if "display_name" in fields:
        expected.display_name = fields["display_name"]
    if "description" in fields:
        expected.summary_description = fields["description"]
    assert metadata_bytes(**fields) == expected.SerializeToString()


def test_an_empty_plugin_name_still_marks_plugin_data():
    assert metadata_bytes(plugin_name="") == b"\n\x00"


# ---------------------------------------------------------------------- histogram
def test_default_bucket_limits_are_symmetric_and_increasing():
    limits = default_bucket_limits()
    assert np.all(np.diff(limits) > 0)
    assert np.array_equal(limits, -limits[::-1])
    assert limits[-2] < 1e20 <= limits[-2] * 1.1


@pytest.mark.property
@given(hnp.arrays(np.float64, st.integers(0, 40),
                  elements=st.floats(-1e30, 1e30, allow_nan=False)))
def test_buckets_count_every_value_once_and_collapse_empty_runs(values):
    limits, counts = bucket_counts(values)
    assert counts.sum() == values.size
    # No two empty buckets in a row, and the last bucket always ends at the largest double.
    assert not np.any((counts[:-1] == 0) & (counts[1:] == 0))
    assert limits[-1] == np.finfo(np.float64).max
    # Each value lies below its bucket's limit and at or above the previous kept limit.
    all_limits = default_bucket_limits()
    for v in values:
        i = np.searchsorted(limits, v, side="right")
        assert counts[i] > 0 and v < limits[i]
        j = np.searchsorted(all_limits, limits[i])
        assert all_limits[j - 1] <= v


# ---------------------------------------------------------------------- images
def _decode_png(png):
    """Pixels of a PNG this module wrote: undoes the row filters (a decoder of our own)."""
    width, height, _, colour = struct.unpack(">IIBB", png[16:26])
    channels = {0: 1, 4: 2, 2: 3, 6: 4}[colour]
    data, i = b"", 8
    while i < len(png):
        n, kind = struct.unpack(">I", png[i:i + 4])[0], png[i + 4:i + 8]
        if kind == b"IDAT":
            data += png[i + 8:i + 8 + n]
        i += 12 + n
    raw = np.frombuffer(zlib.decompress(data), np.uint8).reshape(height, -1)
    rows = np.zeros((height, width * channels), np.int32)
    for r in range(height):
        kind, line = raw[r, 0], raw[r, 1:].astype(np.int32)
        above = rows[r - 1] if r else np.zeros_like(line)
        for c in range(line.size):
            left = rows[r, c - channels] if c >= channels else 0
            corner = above[c - channels] if c >= channels and r else 0
            guess = left + above[c] - corner
            paeth = min((abs(guess - left), 0, left), (abs(guess - above[c]), 1, above[c]),
                        (abs(guess - corner), 2, corner))[2]
            predict = [0, left, above[c], (left + above[c]) // 2, paeth][kind]
            rows[r, c] = (line[c] + predict) & 0xFF
    return rows.reshape(height, width, channels).astype(np.uint8)


@pytest.mark.property
@given(hnp.arrays(np.uint8, st.tuples(st.integers(1, 9), st.integers(1, 9),
                                      st.sampled_from([1, 2, 3, 4]))))
def test_png_holds_the_pixels(pixels):
    assert np.array_equal(_decode_png(encode_png(pixels)), pixels)


def test_png_of_a_large_image_is_cut_into_8k_chunks():
    pixels = np.random.RandomState(0).randint(0, 256, (64, 80, 4)).astype(np.uint8)
    png = encode_png(pixels)
    assert png.count(b"IDAT") == 3
    assert np.array_equal(_decode_png(png), pixels)


def test_png_decodes_with_pillow():
    image = pytest.importorskip("PIL.Image")
    import io
    pixels = np.random.RandomState(1).randint(0, 256, (5, 7, 3)).astype(np.uint8)
    assert np.array_equal(np.asarray(image.open(io.BytesIO(encode_png(pixels)))), pixels)


def test_float_images_scale_per_image_and_paint_bad_pixels():
    images = np.array([[[[1.0, 2.0, 4.0]]], [[[-2.0, np.inf, 1.0]]]], np.float32)
    out = scaled_uint8(images.reshape(2, 1, 1, 3), BAD_COLOR)
    assert out[0, 0, 0].tolist() == [63, 127, 255]
    assert out[1, 0, 0].tolist() == [255, 0, 0]  # one bad channel paints the whole pixel


def test_wav_rounds_half_away_from_zero_and_clips():
    samples = np.array([[0.5], [-0.5], [1.5], [40000.0], [np.nan]], np.float32) / 32768
    wav = encode_wav(samples, 8000.4)
    assert struct.unpack("<I", wav[24:28])[0] == 8000
    assert np.frombuffer(wav[44:], "<i2").tolist() == [1, -1, 2, 32767, 0]


def test_summary_of_a_python_list_runs(g):
    pytest.importorskip("tensorboard")
    s = tf.summary.histogram("h", [1.0, 2.0])
    with tf.Session() as sess:
        assert tf.Summary.FromString(sess.run(s)).value[0].histo.num == 2
