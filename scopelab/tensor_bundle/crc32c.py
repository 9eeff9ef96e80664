"""CRC-32C, the checksum in TF's checkpoint files, and the "masked" form TF stores.

TF (like LevelDB) checksums every block of a ``.index`` table and every tensor in a
``.data`` shard with CRC-32C (the Castagnoli polynomial, the one SSE4.2 computes in hardware).
What it *stores* is the checksum masked: rotated right by 15 bits plus a constant, because a
checksum of bytes that themselves hold checksums is otherwise easy to get wrong by accident.

The ``google-crc32c`` package (``pip install scopelab[artefacts]``) computes it in C; without
it, a table-driven version in plain Python gives the same numbers, slowly (about 10 MB/s),
so checkpoints still work with numpy alone.

>>> hex(value(b"123456789"))
'0xe3069283'
>>> unmask(mask(0xe3069283)) == 0xe3069283, extend(value(b"1234"), b"56789") == value(b"123456789")
(True, True)
"""
try:
    import google_crc32c
except ImportError:
    google_crc32c = None

_MASK_DELTA = 0xa282ead8


def _table():
    # The reflected polynomial 0x1EDC6F41 (bits reversed: 0x82F63B78), one byte at a time.
    table = []
    for byte in range(256):
        crc = byte
        for _ in range(8):
            crc = (crc >> 1) ^ (0x82F63B78 if crc & 1 else 0)
        table.append(crc)
    return table


_TABLE = None if google_crc32c is not None else _table()


def extend(crc, data):
    """The CRC-32C of the bytes whose CRC is ``crc``, followed by ``data``."""
    if google_crc32c is not None:
        return google_crc32c.extend(crc, bytes(data))
    crc ^= 0xFFFFFFFF
    table = _TABLE
    for byte in bytes(data):
        crc = table[(crc ^ byte) & 0xFF] ^ (crc >> 8)
    return crc ^ 0xFFFFFFFF


def value(data):
    """The CRC-32C of ``data``."""
    return extend(0, data)


def mask(crc):
    """The form TF stores: ``crc`` rotated right by 15 bits, plus a constant (mod 2**32)."""
    return (((crc >> 15) | (crc << 17)) + _MASK_DELTA) & 0xFFFFFFFF


def unmask(masked):
    rotated = (masked - _MASK_DELTA) & 0xFFFFFFFF
    return ((rotated >> 17) | (rotated << 15)) & 0xFFFFFFFF
