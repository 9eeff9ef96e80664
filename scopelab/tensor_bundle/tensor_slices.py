"""Slices of a saved tensor: the ``shape_and_slices`` strings and the keys slices are stored at.

Mirrors ``tensor_slice.cc``, ``saved_tensor_slice_util.cc`` and the bits of ``ordered_code.cc``
they use. A partitioned variable is saved as slices of one tensor: ``SaveV2`` gets its full name
once per part, with a spec like ``"5 2 3,2:0,2"``: the full shape (5 x 2), then per axis
``start,length`` (or ``-``, the whole axis). In the ``.index`` table, the full name holds an
entry listing the slices, and each slice's bytes are found under a key that encodes the name
and the slice so that it sorts before every plain name:

    0x00 | name, with 0x00 -> 0x00 0xff and 0xff -> 0xff 0x00, then 0x00 0x01 | rank |
    start and length of each axis, as order-keeping signed numbers

(TF's ``OrderedCode``: an unsigned number is its byte count then its big-endian bytes; a
signed one is one byte ``0x80 + n`` for -64 <= n < 64, longer ones start with more 1 bits.)

>>> parse_spec("5 2 3,2:0,2")
([5, 2], [(3, 2), (0, 2)])
>>> slice_key("emb", [(3, 2), (0, 2)]).hex()
'00656d620001010283828082'
>>> format_spec([5, 2], [(0, 3), (0, None)])
'5 2 0,3:-'
"""
from .. import errors


def parse_spec(spec):
    """(full shape, [(start, length or None)]) of a ``shape_and_slices`` string."""
    parts = spec.split(" ")
    try:
        shape = [int(p) for p in parts[:-1]]
        extents = []
        for axis in parts[-1].split(":"):
            if axis == "-":
                extents.append((0, None))
            else:
                start, length = axis.split(",")
                extents.append((int(start), int(length)))
    except ValueError:
        raise _bad_spec(spec) from None
    if len(extents) != len(shape) or any(
            s < 0 or n is not None and (n < 0 or s + n > d) for (s, n), d in zip(extents, shape)):
        raise _bad_spec(spec)
    return shape, extents


def _bad_spec(spec):
    return errors.InvalidArgumentError(None, None, "Expected shape_and_slice to be a list of "
                                       "integers and a slice specification, got: %s" % spec)


def format_spec(shape, extents):
    return "%s %s" % (" ".join(str(d) for d in shape), ":".join(
        "-" if n is None else "%d,%d" % (s, n) for s, n in extents))


def full_extents(extents, shape):
    """The extents with every ``None`` length made explicit (the whole axis)."""
    return [(s, d - s if n is None else n) for (s, n), d in zip(extents, shape)]


def index_of(extents, shape):
    """The numpy index selecting the slice out of the full tensor."""
    return tuple(slice(s, s + n) for s, n in full_extents(extents, shape))


# ---------------------------------------------------------------------- keys
def _unsigned(n):
    data = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return bytes([len(data)]) + data


def _signed(n):
    magnitude = ~n if n < 0 else n
    length = 1
    while magnitude >= 1 << (7 * length - 1):  # n bytes hold 7n-1 bits of magnitude
        length += 1
    # Big-endian two's complement, then ``length`` leading bits flipped: 1s count the bytes.
    data = bytearray((n & ((1 << (8 * length)) - 1)).to_bytes(length, "big"))
    header = ((1 << length) - 1) << (8 * length - length)  # ``length`` 1 bits, then a 0
    head = header.to_bytes(length, "big")
    return bytes(b ^ h for b, h in zip(data, head))


_ESCAPES = {0x00: b"\x00\xff", 0xff: b"\xff\x00"}


def slice_key(name, extents):
    """The ``.index`` key of the stored slice ``extents`` of tensor ``name``."""
    escaped = b"".join(_ESCAPES.get(b, bytes([b])) for b in name.encode())
    key = _unsigned(0) + escaped + b"\x00\x01" + _unsigned(len(extents))
    for start, length in extents:
        key += _signed(start) + _signed(-1 if length is None else length)
    return key
