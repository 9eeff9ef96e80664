"""Summary ops pass no gradient back: ScalarSummary, HistogramSummary, MergeSummary...

Mirrors the ``NotDifferentiable`` declarations of TF's ``logging_ops.py``. A summary's output
is the bytes of a message for TensorBoard, not a function of its input to differentiate, so
backprop stops there silently.
Left out: nothing; every summary op scopelab builds is declared here.

>>> from scopelab.core.state import OPS
>>> OPS["HistogramSummary"].gradient is None, OPS["MergeSummary"].gradient is None
(True, True)
"""
from .registry import NotDifferentiable

for _op_type in ("ScalarSummary", "HistogramSummary", "ImageSummary", "AudioSummaryV2",
                 "TensorSummaryV2", "MergeSummary"):
    NotDifferentiable(_op_type)
