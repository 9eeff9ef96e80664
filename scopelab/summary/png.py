"""PNG encoding of uint8 images, byte for byte as TF's ``ImageSummary`` writes them.

TF encodes summary images with libpng at its default settings; this module does the same
steps with numpy and zlib, so the bytes match TF's (tests/test_summary_image.py compares
them). A PNG file is a signature and chunks (length, type, data, CRC-32): ``IHDR`` (size,
8 bits per channel, colour type), ``IDAT`` (the compressed pixels, cut into 8 KiB chunks)
and ``IEND``. Before compressing, each row is *filtered*: stored as its difference from the
pixel to the left (Sub), above (Up), their mean (Average) or a predictor of both (Paeth), or
as is (None). Like libpng, each row takes the filter whose output bytes, read as signed
numbers, have the smallest sum of absolute values (the first such filter on a tie), as small
differences compress best. zlib then compresses at level 6, with the "filtered" strategy and
a window no larger than the data needs (libpng writes that smaller window in the header).
Left out: interlacing, palettes, 16-bit channels, ancillary chunks; decoding.

>>> png = encode_png(np.zeros((2, 3, 1), np.uint8))
>>> png[:8], png[12:16], int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
(b'\\x89PNG\\r\\n\\x1a\\n', b'IHDR', 3, 2)
"""
import struct
import zlib

import numpy as np

_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_COLOUR_TYPE = {1: 0, 2: 4, 3: 2, 4: 6}  # grey, grey + alpha, RGB, RGBA
_NONE, _SUB, _UP, _AVERAGE, _PAETH = range(5)
_IDAT_SIZE = 8192  # libpng writes compressed data in chunks of at most this size


def encode_png(pixels):
    """The PNG file of ``pixels``, a uint8 array [height, width, channels] (1 to 4 channels)."""
    height, width, channels = pixels.shape
    raw, filtered = _filtered_rows(pixels)
    data = _compress(raw, filtered)
    header = struct.pack(">IIBBBBB", width, height, 8, _COLOUR_TYPE[channels], 0, 0, 0)
    idat = b"".join(_chunk(b"IDAT", data[i:i + _IDAT_SIZE])
                    for i in range(0, len(data), _IDAT_SIZE))
    return _SIGNATURE + _chunk(b"IHDR", header) + idat + _chunk(b"IEND", b"")


def _chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I",
                                                                    zlib.crc32(kind + data))


def _filtered_rows(pixels):
    """Each row as its filter's number then the filtered bytes; and whether filters were
    chosen at all (one-row or one-pixel-wide images leave libpng a single sensible one)."""
    height, width, channels = pixels.shape
    rows = pixels.reshape(height, width * channels).astype(np.int16)
    zeros = np.zeros((height, channels), np.int16)
    above = np.vstack([np.zeros((1, rows.shape[1]), np.int16), rows[:-1]])
    left = np.hstack([zeros, rows[:, :-channels]])
    above_left = np.hstack([zeros, above[:, :-channels]])
    guess = left + above - above_left
    far_left, far_above, far_corner = (np.abs(guess - left), np.abs(guess - above),
                                       np.abs(guess - above_left))
    paeth = np.where((far_left <= far_above) & (far_left <= far_corner), left,
                     np.where(far_above <= far_corner, above, above_left))
    candidates = np.stack([rows, rows - left, rows - above, rows - (left + above) // 2,
                           rows - paeth]) & 0xFF
    allowed = np.ones(5, bool)
    if height == 1:  # nothing above the only row
        allowed[[_UP, _AVERAGE, _PAETH]] = False
    if width == 1:  # nothing left of the only column
        allowed[[_SUB, _AVERAGE, _PAETH]] = False
    cost = np.minimum(candidates, 256 - candidates).sum(axis=2)
    cost[~allowed] = np.iinfo(cost.dtype).max
    best = np.argmin(cost, axis=0)  # the first of equal costs, as libpng's strict "<"
    chosen = candidates[best, np.arange(height)]
    raw = np.hstack([best[:, None], chosen]).astype(np.uint8).tobytes()
    return raw, allowed.sum() > 1


def _compress(raw, filtered):
    """zlib at libpng's settings, with the smaller window libpng picks for small images."""
    size = len(raw)
    window_bits = 15
    if size <= 16384:
        while size + 262 <= 1 << (window_bits - 1):  # stops at 9 bits, zlib's least
            window_bits -= 1
    strategy = zlib.Z_FILTERED if filtered else zlib.Z_DEFAULT_STRATEGY
    z = zlib.compressobj(6, zlib.DEFLATED, window_bits, 9, strategy)
    data = bytearray(z.compress(raw) + z.flush())
    if size <= 16384:
        # libpng rewrites the header to claim the smallest window that covers the data
        # (zlib cannot be asked for a 256-byte window), then fixes the header's checksum.
        window_log = data[0] >> 4
        while window_log > 0 and size <= 1 << (window_log + 7):
            window_log -= 1
        data[0] = (data[0] & 0x0F) | (window_log << 4)
        level_bits = data[1] & 0xE0
        data[1] = level_bits + 31 - ((data[0] << 8) + level_bits) % 31
    return bytes(data)
