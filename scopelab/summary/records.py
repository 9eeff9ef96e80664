"""TF's record format, the framing of every event in an event file.

Mirrors ``tensorflow/core/lib/io/record_writer.cc`` (what TF's ``EventsWriter`` and TensorBoard's
``RecordWriter`` write). A record is

    length      8 bytes, little-endian
    check       4 bytes: the masked CRC-32C of those 8 bytes
    data        ``length`` bytes (here a serialized ``Event``)
    check       4 bytes: the masked CRC-32C of the data

with the same masked CRC-32C as checkpoints (``tensor_bundle/crc32c.py``). It is a dozen lines
here because TensorBoard's own writer comes with TensorBoard's summary package, whose imports
made a program's first summary cost more than all of TF's.

Reading them back (``read_records``; ``tf.train.summary_iterator`` makes each record an
``Event``) checks both CRCs as TF's ``RecordReader`` does: a file that ends inside a record's
first 12 bytes simply ends, one that ends inside its data is a ``DataLossError`` ("truncated
record at <offset>"), and a CRC that does not match is one too ("corrupted record at
<offset>", the offset of the header or of the data).
Left out: compressed (GZIP, ZLIB) records.

>>> import io
>>> out = io.BytesIO()
>>> RecordWriter(out).write(b"hi")
>>> framed = out.getvalue()
>>> len(framed), framed[:8], framed[12:14]
(18, b'\\x02\\x00\\x00\\x00\\x00\\x00\\x00\\x00', b'hi')
"""
import os
import struct

from .. import errors
from ..gfile import os_error
from ..tensor_bundle import crc32c
from .protos import proto_module


def _check(data):
    return struct.pack("<I", crc32c.mask(crc32c.value(data)))


class RecordWriter:
    """Frames the bytes it is given as records in an open binary file."""

    def __init__(self, file):
        self._file = file

    def write(self, data):
        length = struct.pack("<Q", len(data))
        self._file.write(length + _check(length) + data + _check(data))

    def flush(self):
        self._file.flush()

    def close(self):
        self._file.close()


def read_records(path):
    """The data of each record of the file ``path``, in order (an iterator). As in TF, a
    missing file raises here (``NotFoundError``), a folder only when read."""
    if not os.path.exists(path):
        raise os_error(path, FileNotFoundError())
    return _records(path)


def _records(path):
    try:
        file = open(path, "rb")
    except OSError as e:
        raise os_error(path, e) from None
    with file:
        offset = 0
        while True:
            header = file.read(12)
            if len(header) < 12:  # TF reads a cut header as the end of the file
                return
            if _check(header[:8]) != header[8:]:
                raise errors.DataLossError(None, None, "corrupted record at %d%s" % (
                    offset, " (Is this even a TFRecord file?)" if offset == 0 else ""))
            length, = struct.unpack("<Q", header[:8])
            body = file.read(length + 4)
            if len(body) < length + 4:
                raise errors.DataLossError(None, None, "truncated record at %d' failed with "
                                           "Read less bytes than requested" % offset)
            data = body[:length]
            if _check(data) != body[length:]:
                raise errors.DataLossError(None, None, "corrupted record at %d" % (offset + 12))
            yield data
            offset += 12 + length + 4


def summary_iterator(path):
    """Each ``Event`` of the event file ``path``, in order (an iterator)."""
    event_class = proto_module("event_pb2").Event
    return (event_class.FromString(data) for data in read_records(path))
