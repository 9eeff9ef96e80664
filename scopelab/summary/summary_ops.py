"""``tf.summary.scalar``, ``histogram``, ``image``, ``audio``, ``text``, ``merge``: summary ops.

Mirrors ``tensorflow/python/summary/summary.py`` (TF1's graph-mode summaries) and the ops of
``gen_logging_ops``. A summary is an ordinary op whose output is a string scalar: the bytes of
a serialized ``Summary`` protocol buffer. Running it computes what TensorBoard will show (a
number, a histogram, PNG images); ``FileWriter.add_summary`` stores those bytes in an event
file. Each summary:

- opens a name scope named after ``name`` (illegal characters become ``_``), and the scope's
  full name, made unique, is the *tag* TensorBoard shows: a second ``"loss"`` gets tag
  ``loss_1``, and inside ``tf.name_scope("train")`` the tag is ``train/lr``;
- is one node named after that scope (``loss``), whose inputs are the tag (a Const
  ``loss/tags``) and the value;
- joins the ``GraphKeys.SUMMARIES`` collection (or the ``collections`` given), which
  ``merge_all`` merges into one ``MergeSummary`` node, ``Merge/MergeSummary``.

The kernels live next to their encodings: ``histogram_buckets.py``, ``image_encoding.py``,
``wav_encoding.py``; the scalar, tensor and merge kernels are at the end of this file.
Left out: TF2 summary writers (the v2 path of these functions), ``get_summary_description``,
distribution-strategy replicas.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     loss = tf.summary.scalar("loss", tf.constant(0.5))
...     with tf.name_scope("train"):
...         lr = tf.summary.scalar("learning rate", 0.1)
...     merged = tf.summary.merge_all()
>>> [t.op.name for t in (loss, lr, merged)], [t.name for t in lr.op.inputs]
(['loss', 'train/learning_rate', 'Merge/MergeSummary'], ['train/learning_rate/tags:0', 'train/learning_rate/values:0'])
"""
import contextlib
import re

import numpy as np

from .. import dtypes, errors
from ..default_graph import add_to_collection, get_collection, get_default_graph, name_scope
from ..proto_fields import ListedTensor
from ..graph_keys import GraphKeys
from ..ops.core import constant, convert_to_tensor, kernel, make_op
from ..tensor import Tensor
from .protos import proto_module

# The dtypes TF's summary ops accept for their values (scopelab lacks the unsigned and bfloat
# ones, but TF's message lists them).
_REAL_NUMBERS = ("float32", "float64", "int32", "uint8", "int16", "int8", "int64", "bfloat16",
                 "uint16", "float16", "uint32", "uint64")
_IMAGE_TYPES = ("uint8", "float32", "float16", "float64")
_INVALID_TAG_CHARACTERS = re.compile(r"[^-/\w\.]")
# What ImageSummary paints a pixel that has a NaN or infinity: opaque red (RGBA).
BAD_COLOR = np.array([255, 0, 0, 255], np.uint8).view(ListedTensor)
BAD_COLOR.flags.writeable = False


def clean_tag(name):
    """``name`` with characters TensorBoard cannot show replaced by ``_``, leading ``/`` gone."""
    if name is None:
        return None
    return _INVALID_TAG_CHARACTERS.sub("_", name).lstrip("/")


@contextlib.contextmanager
def summary_scope(name, family=None, default_name=None, values=None):
    """Opens the summary's name scope; yields ``(tag, scope)``.

    The tag is the scope's full name, so it is unique as op names are. ``family`` goes in front
    of both, and once more in front of the tag, so that it always leads the tag:
    ``family="f"`` in scope ``outer`` gives tag ``f/outer/f/name``.
    """
    name, family = clean_tag(name), clean_tag(family)
    base = name if family is None else "%s/%s" % (family, name)
    with name_scope(base, default_name, values) as scope:
        tag = scope.rstrip("/")
        yield (tag if family is None else "%s/%s" % (family, tag)), scope


def _collect(value, collections, default):
    for key in default if collections is None else collections:
        add_to_collection(key, value)


def _value_input(value, arg, allowed, default=None):
    """``value`` as a tensor named ``arg`` in the op's scope, of one of the ``allowed`` dtypes.

    A Python value of another dtype is tried once more as the op's ``default`` dtype, as TF's
    op builder does (so ``[True]`` becomes a float32 histogram). Either way the first Const
    stays behind, and a failed retry leaves a second one, as in TF's graph.
    """
    t = convert_to_tensor(value, name=arg)
    if t.dtype.base_dtype.name in allowed:
        return t
    if default is not None and not (isinstance(value, Tensor) or hasattr(value, "_as_tensor")):
        try:
            return constant(np.asarray(value, dtype=default.as_numpy_dtype), name=arg)
        except (TypeError, ValueError):
            convert_to_tensor(value, name=arg)
    raise TypeError("Value passed to parameter '%s' has DataType %s not in list of allowed "
                    "values: %s" % (arg, t.dtype.base_dtype.name, ", ".join(allowed)))


def _summary_op(op_type, scope, tag_arg, tag, build_inputs, attrs, typed=True, least=None):
    """The summary node itself: ``tag`` as a Const named ``tag_arg``, then the other inputs,
    made by ``build_inputs`` inside the node's scope (so ``loss/values``); ``typed`` nodes
    have the attribute ``T``, the dtype of the summarised value. ``least`` names an integer
    attribute that must be at least 1; like TF, it is checked once the inputs are made."""
    g = get_default_graph()
    with g.name_scope(scope or op_type) as op_scope:
        inputs = [constant(tag, dtypes.string, name=tag_arg)] + build_inputs()
        if least is not None and attrs[least] < 1:
            raise ValueError("Attr '%s' of '%s' Op passed %d less than minimum 1."
                             % (least, op_type, attrs[least]))
        if typed:
            attrs = dict(attrs, T=inputs[1].dtype.base_dtype)
        return make_op(g, op_type, inputs, op_scope, dtypes.string, [], attrs)


def scalar(name, tensor, collections=None, family=None):
    """A ``Summary`` holding the number ``tensor`` under the tag ``name``."""
    with summary_scope(name, family, values=[tensor]) as (tag, scope):
        val = _summary_op("ScalarSummary", scope, "tags", tag, lambda: [
            _value_input(tensor, "values", _REAL_NUMBERS)], {})
        _collect(val, collections, [GraphKeys.SUMMARIES])
    return val


def histogram(name, values, collections=None, family=None):
    """A ``Summary`` holding a histogram of all elements of ``values`` (see histogram_buckets.py)."""
    with summary_scope(name, family, "HistogramSummary", [values]) as (tag, scope):
        val = _summary_op("HistogramSummary", scope, "tag", tag, lambda: [
            _value_input(values, "values", _REAL_NUMBERS, dtypes.float32)], {})
        _collect(val, collections, [GraphKeys.SUMMARIES])
    return val


def image(name, tensor, max_outputs=3, collections=None, family=None):
    """A ``Summary`` holding the first ``max_outputs`` images of the batch ``tensor``
    ([batch, height, width, channels], 1, 3 or 4 channels) as PNG (see image_encoding.py)."""
    with summary_scope(name, family, values=[tensor]) as (tag, scope):
        val = _summary_op("ImageSummary", scope, "tag", tag, lambda: [
            _value_input(tensor, "tensor", _IMAGE_TYPES, dtypes.float32)],
            {"max_images": max_outputs, "bad_color": BAD_COLOR}, least="max_images")
        _collect(val, collections, [GraphKeys.SUMMARIES])
    return val


def audio(name, tensor, sample_rate, max_outputs=3, collections=None, family=None):
    """A ``Summary`` holding the first ``max_outputs`` clips of ``tensor`` ([batch, frames] or
    [batch, frames, channels], values in [-1, 1]) as 16-bit WAV files (see wav_encoding.py)."""
    with summary_scope(name, family=family, values=[tensor]) as (tag, scope):
        try:
            rate = convert_to_tensor(sample_rate, dtypes.float32, name="sample_rate")
        except ValueError as e:
            raise ValueError("sample_rate: %s" % e) from None

        def inputs():
            clips = convert_to_tensor(tensor, preferred_dtype=dtypes.float32, name="tensor")
            if clips.dtype.base_dtype is not dtypes.float32:
                raise TypeError("Input 'tensor' of 'AudioSummaryV2' Op has type %s that does "
                                "not match expected type of float32." % clips.dtype.base_dtype.name)
            return [clips, rate]
        val = _summary_op("AudioSummaryV2", scope, "tag", tag, inputs,
                          {"max_outputs": max_outputs}, typed=False, least="max_outputs")
        _collect(val, collections, [GraphKeys.SUMMARIES])
    return val


def tensor_summary(name, tensor, summary_description=None, collections=None,
                   summary_metadata=None, family=None, display_name=None):
    """A ``Summary`` holding the whole ``tensor`` as a ``TensorProto``, described by
    ``summary_metadata`` (a ``SummaryMetadata`` message), e.g. for a TensorBoard plugin."""
    if summary_metadata is None:
        metadata = metadata_bytes(display_name=display_name, description=summary_description)
    else:
        # Like TF, the message passed in is updated, then serialized into the graph.
        if summary_description is not None:
            summary_metadata.summary_description = summary_description
        if display_name is not None:
            summary_metadata.display_name = display_name
        metadata = summary_metadata.SerializeToString()
    with summary_scope(name, family, values=[tensor]) as (tag, scope):
        val = _summary_op("TensorSummaryV2", scope, "tag", tag, lambda: [
            convert_to_tensor(tensor, name="tensor"),
            constant(metadata, dtypes.string, name="serialized_summary_metadata")], {})
        _collect(val, collections, [GraphKeys.SUMMARIES])
    return val


def text(name, tensor, collections=None):
    """A ``Summary`` holding the string ``tensor``, for TensorBoard's text dashboard."""
    if tensor.dtype != dtypes.string:
        raise ValueError("Expected tensor %s to have dtype string, got %s"
                         % (tensor.name, tensor.dtype))
    with summary_scope(name, values=[tensor]) as (tag, scope):
        val = _summary_op("TensorSummaryV2", scope, "tag", tag, lambda: [
            tensor, constant(metadata_bytes(plugin_name="text"), dtypes.string,
                             name="serialized_summary_metadata")], {})
        _collect(val, collections, [GraphKeys.SUMMARIES])
    return val


def metadata_bytes(plugin_name=None, display_name=None, description=None):
    """A serialized ``SummaryMetadata``, made without loading tensorboard (building a graph
    never loads it): its fields ``plugin_data`` (1, holding ``plugin_name``, 1),
    ``display_name`` (2) and ``summary_description`` (3) are all length-prefixed, written in
    field order as protobuf does; empty strings are left out, as proto3 leaves out defaults.
    tests/test_summary.py checks it against tensorboard's serialization."""
    out = b""
    if plugin_name is not None:
        name = _length_prefixed(1, plugin_name.encode()) if plugin_name else b""
        out += _length_prefixed(1, name)
    for number, text_value in ((2, display_name), (3, description)):
        if text_value:
            out += _length_prefixed(number, text_value.encode())
    return out


def _length_prefixed(field_number, data):
    """One protobuf field of wire type 2: the key, the length as a varint, the bytes."""
    key, n, length = bytes([field_number << 3 | 2]), len(data), b""
    while True:
        length += bytes([n & 0x7F | (0x80 if n > 0x7F else 0)])
        n >>= 7
        if not n:
            return key + length + data


def merge(inputs, collections=None, name=None):
    """One ``Summary`` holding the values of all the summaries ``inputs``."""
    name = clean_tag(name)
    with name_scope(name, "Merge", inputs):
        g = get_default_graph()
        tensors = [convert_to_tensor(t, name="inputs") for t in inputs]
        if not tensors:
            raise ValueError("List argument 'inputs' to 'MergeSummary' Op with length 0 "
                             "shorter than minimum length 1.")
        if any(t.dtype.base_dtype is not dtypes.string for t in tensors):
            raise TypeError("Tensors in list passed to 'inputs' of 'MergeSummary' Op have types "
                            "[%s] that do not match expected type string."
                            % ", ".join(t.dtype.base_dtype.name for t in tensors))
        val = make_op(g, "MergeSummary", tensors, name or "MergeSummary", dtypes.string, [],
                      {"N": len(tensors)})
        _collect(val, collections, [])
    return val


def merge_all(key=GraphKeys.SUMMARIES, scope=None, name=None):
    """``merge`` of every summary in the collection ``key``, or None if it is empty."""
    summary_ops = get_collection(key, scope=scope)
    return merge(summary_ops, name=name) if summary_ops else None


# ---------------------------------------------------------------------- kernels
def tag_text(tag):
    return tag.decode("utf-8", "replace") if isinstance(tag, bytes) else str(tag)


def serialized(summary):
    """The string scalar a summary op outputs: the ``Summary`` message, serialized."""
    return np.array(summary.SerializeToString(), dtype=object)


def run_error(op, message):
    return errors.graph_execution_error(errors.InvalidArgumentError, op, message)


def shape_text(shape):
    return "[%s]" % ",".join(str(d) for d in shape)


@kernel("ScalarSummary")
def _scalar_summary(op, tags, values):
    if tags.shape != values.shape:
        raise run_error(op, "tags and values are not the same shape: %s != %s (tag '%s')" % (
            shape_text(tags.shape), shape_text(values.shape), tag_text(tags.ravel()[0])
            if tags.size else ""))
    summary_pb2 = proto_module("summary_pb2")
    return serialized(summary_pb2.Summary(value=[
        summary_pb2.Summary.Value(tag=tag_text(t), simple_value=float(v))
        for t, v in zip(tags.ravel(), values.ravel())]))


@kernel("TensorSummaryV2")
def _tensor_summary(op, tag, tensor, serialized_metadata):
    from .graph_proto import tensor_proto  # the same TensorProto a GraphDef's Const holds
    summary_pb2 = proto_module("summary_pb2")
    metadata = summary_pb2.SummaryMetadata.FromString(bytes(serialized_metadata[()]))
    return serialized(summary_pb2.Summary(value=[summary_pb2.Summary.Value(
        tag=tag_text(tag[()]), metadata=metadata,
        tensor=tensor_proto(np.asarray(tensor), content=True))]))


@kernel("MergeSummary")
def _merge_summary(op, *inputs):
    summary_pb2 = proto_module("summary_pb2")
    from google.protobuf.message import DecodeError  # protobuf comes with tensorboard
    merged, seen = summary_pb2.Summary(), set()
    for value in inputs:
        for item in np.asarray(value, dtype=object).ravel():
            try:
                part = summary_pb2.Summary.FromString(bytes(item))
            except DecodeError:
                raise run_error(op, "Could not parse one of the summary inputs") from None
            for v in part.value:
                if v.tag in seen:
                    raise run_error(op, "Duplicate tag %s found in summary inputs " % v.tag)
                seen.add(v.tag)
                merged.value.append(v)
    return serialized(merged)
