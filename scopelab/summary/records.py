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
Left out: compressed (GZIP, ZLIB) records.

>>> import io
>>> out = io.BytesIO()
>>> RecordWriter(out).write(b"hi")
>>> framed = out.getvalue()
>>> len(framed), framed[:8], framed[12:14]
(18, b'\\x02\\x00\\x00\\x00\\x00\\x00\\x00\\x00', b'hi')
"""
import struct

from ..tensor_bundle import crc32c


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
