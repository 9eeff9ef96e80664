"""The two protocol buffers of a checkpoint's ``.index``, encoded and decoded by hand.

Mirrors ``tensorflow/core/protobuf/tensor_bundle.proto`` (``BundleHeaderProto``,
``BundleEntryProto``) and the ``TensorShapeProto`` / ``TensorSliceProto`` inside them. The
``tensorboard`` package ships many of TF's protos but not these, and they are small, so their
wire format is written here. A message is a run of fields, each a key ``field_number << 3 |
wire_type`` (a varint) then the value: a varint (type 0), 8 bytes (1), a length-prefixed
run of bytes (2: strings and nested messages) or 4 bytes (5). As proto3 asks, fields holding
their default (0, empty) are left out, except a nested message that is set.

- ``BundleHeaderProto``: 1 ``num_shards``, 2 ``endianness`` (0 little), 3 ``version``
  (a ``VersionDef``: 1 ``producer``, 2 ``min_consumer``);
- ``BundleEntryProto``: 1 ``dtype`` (TF's DataType number), 2 ``shape`` (a ``TensorShapeProto``:
  2 ``dim``, each 1 ``size``), 3 ``shard_id``, 4 ``offset`` and 5 ``size`` of its bytes in the
  shard, 6 ``crc32c`` (fixed 4 bytes, masked), 7 ``slices`` (``TensorSliceProto``: 1 ``extent``,
  each 1 ``start`` and 2 ``length``; an empty extent is the whole axis).

Left out: a dimension's name, unknown rank, ``bad_consumers``: TF writes none of them here.

>>> entry = BundleEntry(dtype=1, shape=[2, 2], offset=40, size=16, crc32c=0x1c7cbbea)
>>> encode_entry(entry).hex()
'0801120812020802120208022028281035eabb7c1c'
>>> decode_entry(encode_entry(entry)) == entry
True
"""
import struct

from .. import errors


class BundleEntry:
    """Where one tensor (or one slice of it) is, and what it is: a ``BundleEntryProto``.
    ``slices`` lists, for a tensor saved in slices, each slice as [(start, length)] per axis
    (length None: the whole axis)."""

    def __init__(self, dtype, shape, shard_id=0, offset=0, size=0, crc32c=0, slices=()):
        self.dtype, self.shape = dtype, list(shape)
        self.shard_id, self.offset, self.size, self.crc32c = shard_id, offset, size, crc32c
        self.slices = [list(s) for s in slices]

    def __eq__(self, other):
        return isinstance(other, BundleEntry) and vars(self) == vars(other)

    def __repr__(self):
        return "BundleEntry(%s)" % ", ".join("%s=%r" % kv for kv in vars(self).items())


# ---------------------------------------------------------------------- encoding
def varint(n):
    """``n`` in base 128, low groups first, the top bit of each byte saying "more follow"."""
    n &= (1 << 64) - 1  # negative int64 values take ten bytes, as two's complement
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


def _field(number, value):
    """One field: an int as a varint, bytes as a length-prefixed run."""
    if isinstance(value, bytes):
        return varint(number << 3 | 2) + varint(len(value)) + value
    return varint(number << 3) + varint(value)


def _fields(*pairs):
    return b"".join(_field(n, v) for n, v in pairs if v)


def encode_header(num_shards=1):
    version = _fields((1, 1))  # producer 1, min_consumer 0: TF's tensor bundle version
    return _fields((1, num_shards), (3, version))


def _encode_shape(shape):
    return b"".join(_field(2, _fields((1, size))) for size in shape)


def _encode_slice(extents):
    return b"".join(_field(1, b"" if length is None else
                           _fields((1, start)) + _field(2, length))
                    for start, length in extents)


def encode_entry(entry):
    out = _fields((1, entry.dtype)) + _field(2, _encode_shape(entry.shape))
    out += _fields((3, entry.shard_id), (4, entry.offset), (5, entry.size))
    if entry.crc32c:
        out += varint(6 << 3 | 5) + struct.pack("<I", entry.crc32c)
    return out + b"".join(_field(7, _encode_slice(s)) for s in entry.slices)


# ---------------------------------------------------------------------- decoding
def read_varint(data, pos):
    """(value, position after it) of the varint at ``data[pos]``."""
    result = shift = 0
    while True:
        if pos >= len(data) or shift > 63:
            raise _malformed()
        byte = data[pos]
        result |= (byte & 0x7F) << shift
        pos, shift = pos + 1, shift + 7
        if byte < 0x80:
            return result, pos


def _parse(data):
    """{field number: [values]}: ints for varint and fixed fields, bytes for the others."""
    fields, pos = {}, 0
    while pos < len(data):
        key, pos = read_varint(data, pos)
        number, wire_type = key >> 3, key & 7
        if wire_type == 0:
            value, pos = read_varint(data, pos)
        elif wire_type in (1, 5):
            width = 8 if wire_type == 1 else 4
            if pos + width > len(data):
                raise _malformed()
            value = int.from_bytes(data[pos:pos + width], "little")
            pos += width
        elif wire_type == 2:
            length, pos = read_varint(data, pos)
            if pos + length > len(data):
                raise _malformed()
            value, pos = bytes(data[pos:pos + length]), pos + length
        else:
            raise _malformed()
        fields.setdefault(number, []).append(value)
    return fields


def _malformed():
    return errors.DataLossError(None, None, "Unable to parse a checkpoint entry: the "
                                "protocol buffer is malformed")


def _int64(n):
    return n - (1 << 64) if n >= 1 << 63 else n


def decode_header(data):
    """(num_shards, endianness, producer version) of a ``BundleHeaderProto``."""
    fields = _parse(data)
    version = _parse(fields.get(3, [b""])[-1])
    return fields.get(1, [0])[-1], fields.get(2, [0])[-1], version.get(1, [0])[-1]


def decode_entry(data):
    fields = _parse(data)
    last = lambda n: fields.get(n, [0])[-1]  # noqa: E731 - proto3: the last value wins
    shape = [_int64(_parse(dim).get(1, [0])[-1])
             for dim in _parse(fields.get(2, [b""])[-1]).get(2, [])]
    slices = []
    for proto in fields.get(7, []):
        extents = []
        for extent in _parse(proto).get(1, []):
            extent = _parse(extent)
            length = _int64(extent[2][-1]) if 2 in extent else None
            extents.append((_int64(extent.get(1, [0])[-1]), length))
        slices.append(extents)
    return BundleEntry(last(1), shape, last(3), _int64(last(4)), _int64(last(5)), last(6),
                       slices)
