"""The ``AudioSummaryV2`` kernel: clips of sound as 16-bit WAV files, as TF encodes them.

Mirrors ``tensorflow/core/kernels/summary_audio_op.cc`` and TF's WAV encoder. The input is
[batch, frames] or [batch, frames, channels] of float32 samples in [-1, 1]; the first
``max_outputs`` clips each become one ``Summary.Value`` tagged ``<tag>/audio/<i>`` (just
``<tag>/audio`` when ``max_outputs`` is 1). A WAV file is a 44-byte header (``RIFF``,
``WAVE``, a ``fmt `` block: PCM, channels, samples per second (rounded), bytes per second, bytes
per frame, 16 bits; a ``data`` block's size) followed by the samples, frame by frame,
as little-endian int16: ``x * 32768`` rounded half away from zero and clipped to
[-32768, 32767], NaN as 0.
Left out: other encodings than 16-bit PCM WAV.

>>> wav = encode_wav(np.array([[0.0], [0.5], [-1.0]], np.float32), 8000.0)
>>> wav[:4], wav[8:16], np.frombuffer(wav[44:], "<i2").tolist()
(b'RIFF', b'WAVEfmt ', [0, 16384, -32768])
"""
import struct

import numpy as np

from ..ops.core import kernel
from .protos import proto_module
from .summary_ops import run_error, serialized, shape_text, tag_text


def encode_wav(samples, sample_rate):
    """The WAV file of ``samples`` [frames, channels], float in [-1, 1]."""
    frames, channels = samples.shape
    scaled = np.nan_to_num(samples.astype(np.float64) * 32768, nan=0.0, posinf=32767,
                           neginf=-32768)
    rounded = np.trunc(scaled + np.copysign(0.5, scaled))
    data = np.clip(rounded, -32768, 32767).astype("<i2").tobytes()
    rate = round(sample_rate)  # to the nearest whole rate (ties to even), as TF's lrint
    header = (b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVE"
              + b"fmt " + struct.pack("<IHHIIHH", 16, 1, channels, rate, rate * channels * 2,
                                      channels * 2, 16)
              + b"data" + struct.pack("<I", len(data)))
    return header + data


@kernel("AudioSummaryV2")
def _audio_summary(op, tag, clips, sample_rate):
    tag = tag_text(tag[()])
    if clips.ndim not in (2, 3):
        raise run_error(op, "Tensor must be 3-D or 2-D, got: %s" % shape_text(clips.shape))
    if sample_rate.size != 1:
        raise run_error(op, "sample_rate must be rank-0 or contain a single value")
    rate = float(sample_rate.ravel()[0])
    if not rate > 0:
        raise run_error(op, "sample_rate must be > 0")
    if clips.ndim == 2:
        clips = clips[:, :, None]
    if clips.shape[2] == 0:
        raise run_error(op, "audio is null")
    max_outputs = op.attrs["max_outputs"]
    summary_pb2 = proto_module("summary_pb2")
    values = []
    for i, clip in enumerate(clips[:max_outputs]):
        name = "%s/audio" % tag if max_outputs == 1 else "%s/audio/%d" % (tag, i)
        values.append(summary_pb2.Summary.Value(tag=name, audio=summary_pb2.Summary.Audio(
            sample_rate=rate, num_channels=clip.shape[1], length_frames=clip.shape[0],
            encoded_audio_string=encode_wav(clip, rate), content_type="audio/wav")))
    return serialized(summary_pb2.Summary(value=values))
