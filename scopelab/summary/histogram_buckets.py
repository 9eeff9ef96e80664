"""The ``HistogramSummary`` kernel: TF's histogram of a tensor, with TF's bucket limits.

Mirrors ``tensorflow/core/lib/histogram/histogram.cc``, which ``tf.summary.histogram`` runs.
TF does not choose buckets from the data: every histogram uses one fixed list of limits,
growing by 10% from 1e-12 up to 1e20, mirrored for negative values, with 0 in the middle and
the largest double at both ends (1551 limits). A value ``v`` falls in the first bucket whose
limit is greater than ``v``. The ``HistogramProto`` lists the buckets in order, but a run of
empty buckets is written as one empty bucket ending at the run's last limit, so a histogram
of a few values stays small. min, max, count, sum and sum of squares are kept in float64.
NaN and infinities are errors, as in TF.
Left out: nothing of the kernel; TF2's ``tf.summary.histogram`` (30 buckets spanning the data)
is another function.

>>> limits = default_bucket_limits()
>>> len(limits), limits[775:778].tolist()
(1551, [0.0, 1e-12, 1.1000000000000002e-12])
>>> limit, count = bucket_counts(np.array([1.0, 2.0, 3.0]))
>>> count.tolist()
[0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]
"""
import functools

import numpy as np

from ..ops.core import kernel
from .protos import proto_module
from .summary_ops import run_error, serialized, tag_text

_LARGEST = np.finfo(np.float64).max


@functools.lru_cache(maxsize=None)
def default_bucket_limits():
    """TF's 1551 bucket limits: -DBL_MAX, -1e20..-1e-12, 0, 1e-12..1e20, DBL_MAX."""
    positive = [1.0e-12]
    while positive[-1] * 1.1 < 1.0e20:
        # Repeated multiplication, as TF computes them: each limit rounds like TF's.
        positive.append(positive[-1] * 1.1)
    positive.append(_LARGEST)
    limits = np.array([-v for v in reversed(positive)] + [0.0] + positive)
    limits.flags.writeable = False
    return limits


def bucket_counts(values):
    """The (limits, counts) TF writes for ``values`` (float64, all finite): non-empty buckets,
    and each run of empty ones as a single empty bucket ending where the run ends."""
    limits = default_bucket_limits()
    index = np.minimum(np.searchsorted(limits, values, side="right"), len(limits) - 1)
    counts = np.bincount(index, minlength=len(limits)).astype(np.float64)
    empty = counts == 0
    # Keep a bucket unless it is empty and so is the next one (the run goes on past it).
    keep = ~(empty & np.append(empty[1:], False))
    return limits[keep], counts[keep]


@kernel("HistogramSummary")
def _histogram_summary(op, tag, values):
    tag = tag_text(tag[()])
    x = np.asarray(values, dtype=np.float64).ravel()
    bad = ~np.isfinite(x)
    if bad.any():
        first = x[np.argmax(bad)]
        raise run_error(op, "Nan in summary histogram for: %s" % tag if np.isnan(first)
                        else "Infinity in Histogram for: %s" % tag)
    limits, counts = bucket_counts(x)
    with np.errstate(over="ignore"):  # a sum of squares may overflow to inf, as in TF
        # cumsum adds one value after another, as TF's loop does (np.sum would pair them).
        total = np.cumsum(x)[-1] if x.size else 0.0
        squares = np.cumsum(x * x)[-1] if x.size else 0.0
    summary_pb2 = proto_module("summary_pb2")
    histo = proto_module("histogram_pb2").HistogramProto(
        min=x.min() if x.size else _LARGEST, max=x.max() if x.size else -_LARGEST,
        num=x.size, sum=total, sum_squares=squares, bucket_limit=limits, bucket=counts)
    return serialized(summary_pb2.Summary(value=[summary_pb2.Summary.Value(tag=tag,
                                                                           histo=histo)]))
