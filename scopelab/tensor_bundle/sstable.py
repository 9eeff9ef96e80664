"""The ``.index`` file of a checkpoint: a LevelDB-style sorted table ("SSTable").

Mirrors ``tsl/lib/io/table_builder.cc`` / ``table.cc`` / ``block_builder.cc`` / ``format.cc``,
as TF's ``BundleWriter`` uses them (no compression, 256 KiB blocks). The table maps byte-string
keys, sorted, to byte-string values. The file is laid out as::

    [data block 0][trailer] [data block 1][trailer] ... [metaindex block][trailer]
    [index block][trailer] [footer: 48 bytes]

- A **block** is a run of entries, then its *restart points*. Each entry is
  ``varint shared | varint non_shared | varint value_length | key[shared:] | value``: a key
  shares its first ``shared`` bytes with the previous key and stores only the rest (keys are
  sorted, so neighbours share much: ``net/a``, ``net/b``). Every 16th entry stores its key
  whole; the block ends with those entries' offsets (``uint32`` each, little-endian) and their
  count (``uint32``), so a reader can binary-search the whole keys. A block closes once it
  holds about 256 KiB.
- Each block is followed by a 5-byte **trailer**: the compression type (0, none) and the
  masked CRC-32C (``crc32c.py``) of the block's bytes plus that type byte. A reader checks it
  before trusting the block ("block checksum mismatch").
- A **block handle** says where a block is: ``varint offset | varint size`` (size without the
  trailer).
- The **index block** has one entry per data block: a key at least as large as the block's
  last key and smaller than the next block's first one (shortened, to keep the index small),
  whose value is the block's handle. Its keys are all stored whole (a restart every entry).
- The **metaindex block** would name filter blocks; TF writes it empty.
- The **footer**: the handles of the metaindex and index blocks, zero-padded to 40 bytes, then
  the 8-byte magic number ``0xdb4775248b80fb57`` (little-endian). A reader starts here.

TF's checkpoint index holds the ``BundleHeaderProto`` under the empty key, then one
``BundleEntryProto`` per tensor name (``bundle_protos.py``). Reading a damaged table raises
TF's ``DataLossError`` with TF's message. Left out: compression (TF writes none here), filter
blocks, reading a block at a time (checkpoint indexes are small: the whole file is read).

>>> table = build_table([(b"", b"header"), (b"net/a", b"1"), (b"net/b", b"2")])
>>> len(table), table[-8:].hex()
(116, '57fb808b247547db')
>>> read_table(table)
{b'': b'header', b'net/a': b'1', b'net/b': b'2'}
"""
import struct

from .. import errors
from . import crc32c
from .bundle_protos import read_varint, varint

MAGIC = 0xdb4775248b80fb57
FOOTER_SIZE = 48  # two handles padded to 2 * 20 bytes, and the magic number
BLOCK_SIZE = 262144
RESTART_INTERVAL = 16


# ---------------------------------------------------------------------- writing
class _BlockBuilder:
    """Collects sorted (key, value) pairs into one block, prefix-compressed."""

    def __init__(self, restart_interval):
        self.restart_interval = restart_interval
        self.buffer, self.restarts, self.count, self.last = bytearray(), [0], 0, b""

    def add(self, key, value):
        shared = 0
        if self.count == self.restart_interval:
            self.restarts.append(len(self.buffer))
            self.count = 0
        else:
            limit = min(len(self.last), len(key))
            while shared < limit and self.last[shared] == key[shared]:
                shared += 1
        self.buffer += varint(shared) + varint(len(key) - shared) + varint(len(value))
        self.buffer += key[shared:] + value
        self.last, self.count = key, self.count + 1

    def size_estimate(self):
        return len(self.buffer) + 4 * len(self.restarts) + 4

    def finish(self):
        return bytes(self.buffer) + struct.pack("<%dI" % (len(self.restarts) + 1),
                                                *self.restarts, len(self.restarts))


def _with_trailer(block):
    """The block, its compression type (none) and the masked CRC-32C of both."""
    return block + b"\0" + struct.pack("<I", crc32c.mask(crc32c.value(block + b"\0")))


def _separator(last, following):
    """A short key >= ``last`` and < ``following``: their common prefix and one more byte,
    raised by one, when that still stays below ``following``; else ``last`` itself."""
    common = 0
    while common < min(len(last), len(following)) and last[common] == following[common]:
        common += 1
    if common < min(len(last), len(following)):
        byte = last[common]
        if byte < 0xFF and byte + 1 < following[common]:
            return last[:common] + bytes([byte + 1])
    return last


def _successor(key):
    """A short key >= ``key``: its first byte that is not 0xff, raised by one."""
    for i, byte in enumerate(key):
        if byte != 0xFF:
            return key[:i] + bytes([byte + 1])
    return key


def build_table(items, block_size=BLOCK_SIZE):
    """The bytes of a table holding ``items``, (key, value) byte pairs sorted by key."""
    out, index = bytearray(), _BlockBuilder(1)
    block, last_key, pending_handle = _BlockBuilder(RESTART_INTERVAL), None, None
    for key, value in items:
        if pending_handle:  # the block before closed: index it, now that its successor is known
            index.add(_separator(last_key, key), pending_handle)
            pending_handle = None
        block.add(key, value)
        last_key = key
        if block.size_estimate() >= block_size:
            pending_handle = _write_block(out, block)
            block = _BlockBuilder(RESTART_INTERVAL)
    if block.count:
        pending_handle = _write_block(out, block)
    if pending_handle:
        index.add(_successor(last_key), pending_handle)
    metaindex = _write_block(out, _BlockBuilder(1))
    handles = metaindex + _write_block(out, index)
    return bytes(out) + handles.ljust(FOOTER_SIZE - 8, b"\0") + struct.pack("<Q", MAGIC)


def _write_block(out, block):
    """Appends the block and its trailer to ``out``; returns the block's handle."""
    offset, contents = len(out), block.finish()
    out += _with_trailer(contents)
    return varint(offset) + varint(len(contents))


# ---------------------------------------------------------------------- reading
def _loss(message):
    return errors.DataLossError(None, None, message)


def _handle(data, pos):
    offset, pos = read_varint(data, pos)
    size, pos = read_varint(data, pos)
    return offset, size, pos


def _read_block(table, offset, size):
    """The checked contents of the block at ``offset``."""
    if offset + size + 5 > len(table):
        raise _loss("truncated block read")
    block = table[offset:offset + size]
    stored = struct.unpack_from("<I", table, offset + size + 1)[0]
    if crc32c.value(table[offset:offset + size + 1]) != crc32c.unmask(stored):
        raise _loss("block checksum mismatch")
    if table[offset + size] != 0:
        raise _loss("bad block type")
    return block


def _entries(block):
    """The (key, value) pairs of a block, keys rebuilt from their shared prefixes."""
    if len(block) < 4:
        raise _loss("bad block contents")
    count = struct.unpack_from("<I", block, len(block) - 4)[0]
    end = len(block) - 4 - 4 * count
    if end < 0:
        raise _loss("bad block contents")
    pos, key, out = 0, b"", []
    while pos < end:
        shared, pos = read_varint(block, pos)
        non_shared, pos = read_varint(block, pos)
        length, pos = read_varint(block, pos)
        if shared > len(key) or pos + non_shared + length > end:
            raise _loss("bad entry in block")
        key = key[:shared] + block[pos:pos + non_shared]
        pos += non_shared
        out.append((key, block[pos:pos + length]))
        pos += length
    return out


def read_table(table, name="table"):
    """{key: value} of the table whose bytes are ``table``, every block's checksum checked.

    A damaged first data block (where a checkpoint's header is) is reported as TF reports it,
    naming the file (``name``)."""
    table = bytes(table)
    if len(table) < FOOTER_SIZE:
        raise _loss("file is too short to be an sstable")
    if struct.unpack_from("<Q", table, len(table) - 8)[0] != MAGIC:
        raise _loss("not an sstable (bad magic number)")
    footer = len(table) - FOOTER_SIZE
    _, _, pos = _handle(table, footer)
    offset, size, _ = _handle(table, pos)
    items = {}
    for i, (_, handle) in enumerate(_entries(_read_block(table, offset, size))):
        block_offset, block_size, _ = _handle(handle, 0)
        try:
            items.update(_entries(_read_block(table, block_offset, block_size)))
        except errors.DataLossError as e:
            if i:
                raise
            raise _loss("Unable to read file (%s). Perhaps the file is corrupt or was produced "
                        "by a newer version of TensorFlow with format changes (failed to seek "
                        "to header entry): %s" % (name, e.message)) from None
    return items
