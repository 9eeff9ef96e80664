"""Writing and reading a checkpoint: TF's "tensor bundle" (``<prefix>.index`` + data shards).

Mirrors ``tensorflow/core/util/tensor_bundle/tensor_bundle.cc`` (``BundleWriter``,
``BundleReader``), the code behind the ``SaveV2`` and ``RestoreV2`` ops. A checkpoint
``<prefix>`` is

- ``<prefix>.data-00000-of-00001``: the tensors' bytes one after another, in the order they
  were saved: numbers raw and little-endian (a bool is one byte), a string tensor as the
  lengths of its strings (varints), the masked CRC-32C of those lengths (4 bytes), then the
  strings' bytes;
- ``<prefix>.index``: a sorted table (``sstable.py``) with the header under the empty key and
  for each name the tensor's dtype, shape, where its bytes are and their masked CRC-32C
  (``bundle_protos.py``). A tensor saved in slices (a partitioned variable) has an entry
  listing its slices, and one per slice under a slice key (``tensor_slices.py``).

The data file is written first and the index last, so an index marks a complete checkpoint.
Reading checks every checksum: a damaged file raises TF's ``DataLossError``, a cut-short data
file TF's ``OutOfRangeError``, never wrong numbers.
Left out: writing several shards (reading them works), data alignment padding, dtypes
scopelab lacks (bfloat16, complex...: their names are listed, their values cannot be read).

>>> import os, tempfile, numpy as np
>>> prefix = os.path.join(tempfile.mkdtemp(), "model")
>>> write_bundle(prefix, [("w", "", np.array([1.5, 2.5], np.float32)),
...                       ("words", "", np.array([b"a", b"bc"], object))])
>>> reader = BundleReader(prefix)
>>> reader.names(), reader.shape("w"), reader.tensor("w").tolist(), reader.tensor("words")
(['w', 'words'], [2], [1.5, 2.5], array([b'a', b'bc'], dtype=object))
"""
import os
import struct

import numpy as np

from .. import dtypes, errors, gfile
from . import crc32c, sstable
from .bundle_protos import (BundleEntry, decode_entry, decode_header, encode_entry,
                            encode_header, read_varint, varint)
from .tensor_slices import full_extents, index_of, parse_spec, slice_key

DATA_SUFFIX = ".data-00000-of-00001"

# TF's C++ names of the dtypes, the ones its messages print.
TF_TYPE_NAMES = {"float32": "float", "float64": "double", "float16": "half"}


def data_file(prefix, shard=0, num_shards=1):
    return "%s.data-%05d-of-%05d" % (prefix, shard, num_shards)


def _tensor_bytes(array):
    """(bytes TF stores for ``array``, their CRC-32C as TF computes it): see the docstring."""
    if array.dtype == object:
        strings = [s if isinstance(s, bytes) else str(s).encode() for s in array.reshape(-1)]
        lengths = b"".join(varint(len(s)) for s in strings)
        check = struct.pack("<I", crc32c.mask(_lengths_crc([len(s) for s in strings])))
        data = lengths + check + b"".join(strings)
        return data, _lengths_crc([len(s) for s in strings], check + data[len(lengths) + 4:])
    data = np.ascontiguousarray(array, array.dtype.newbyteorder("<")).tobytes()
    return data, crc32c.value(data)


def _lengths_crc(lengths, then=b""):
    """TF checksums a string tensor's lengths as 4-byte little-endian numbers (as an older
    format stored them), not as the varints it writes; ``then``: more bytes to checksum."""
    crc = crc32c.value(b"".join(struct.pack("<I" if n < 1 << 32 else "<Q", n)
                                for n in lengths))
    return crc32c.extend(crc, then)


def write_bundle(prefix, tensors):
    """Writes checkpoint ``prefix`` holding ``tensors``: (name, shape_and_slice, array) triples.
    An empty shape_and_slice saves the whole tensor; ``"5 2 3,2:0,2"`` one slice of it.

    As TF's BundleWriter, it makes the prefix's folder first, one level only: saving to
    "./model/dnn.ckpt" makes ./model, "./a/b/m" without ./a is NotFoundError "./a/b; No such
    file or directory" (what Saver.save reports as a missing parent directory)."""
    folder = os.path.dirname(prefix)
    if folder:
        gfile.MkDir(folder)
    entries, offset = {}, 0
    with _created(prefix + DATA_SUFFIX) as data:
        for name, spec, array in tensors:
            raw, crc = _tensor_bytes(array)
            enum = dtypes.as_dtype(array.dtype).as_datatype_enum
            entry = BundleEntry(enum, array.shape, 0, offset, len(raw), crc32c.mask(crc))
            if spec:
                shape, extents = parse_spec(spec)
                whole = entries.setdefault(name.encode(), BundleEntry(enum, shape))
                whole.slices.append(extents)
                entries[slice_key(name, extents)] = entry
            else:
                entries[name.encode()] = entry
            data.write(raw)
            offset += len(raw)
    items = [(b"", encode_header())] + [(k, encode_entry(entries[k])) for k in sorted(entries)]
    with _created(prefix + ".index") as index:
        index.write(sstable.build_table(items))


def _created(path):
    try:
        return open(path, "wb")
    except OSError as e:
        raise gfile.os_error(path, e) from None


class BundleReader:
    """The names, dtypes, shapes and values of checkpoint ``prefix``, checksums checked."""

    def __init__(self, prefix):
        self.prefix = prefix
        try:
            with open(prefix + ".index", "rb") as f:
                table = sstable.read_table(f.read(), prefix + ".index")
        except OSError:
            raise errors.NotFoundError(None, None, "Unsuccessful TensorSliceReader constructor: "
                                       "Failed to find any matching files for %s" % prefix) \
                from None
        self.num_shards = decode_header(table.pop(b"", b""))[0]
        self._slices = {k: decode_entry(v) for k, v in table.items() if k[:1] == b"\0"}
        self._entries = {k.decode(): decode_entry(v) for k, v in table.items()
                         if k[:1] != b"\0"}

    def names(self):
        return sorted(self._entries)

    def has(self, name):
        return name in self._entries

    def debug_string(self):
        """TF's listing: a line ``key (DT_...) [shape]`` per stored tensor or slice, in key
        order (a slice's key is its encoded bytes; a sliced tensor's own entry is skipped)."""
        keys = sorted(list(self._slices) + [name.encode() for name in self._entries])
        lines = []
        for key in keys:
            entry = self._slices[key] if key in self._slices else self._entries[key.decode()]
            if not entry.slices:
                lines.append(b"%s (%s) [%s]\n" % (
                    key, dtypes.as_dtype(entry.dtype).enum_name().encode(),
                    ",".join(map(str, entry.shape)).encode()))
        return b"".join(lines)

    def _entry(self, name):
        if name not in self._entries:
            raise errors.NotFoundError(None, None, "Key %s not found in checkpoint" % name)
        return self._entries[name]

    def dtype(self, name):
        return dtypes.as_dtype(self._entry(name).dtype)

    def shape(self, name):
        return list(self._entry(name).shape)

    def tensor(self, name, extents=None, full_shape=None):
        """The tensor saved as ``name``, or the slice ``extents`` of it (a tensor whose full
        shape the caller gives as ``full_shape``): read whole, or put together from slices."""
        entry = self._entry(name)
        dtype = self.dtype(name)
        if full_shape is not None and list(full_shape) != entry.shape:
            raise errors.InvalidArgumentError(
                None, None, "tensor_name = %s; shape in shape_and_slice spec [%s] does not "
                "match the shape stored in checkpoint: [%s]" % (
                    name, ",".join(map(str, full_shape)), ",".join(map(str, entry.shape))))
        if not entry.slices:
            value = self._read(entry, dtype)
            return value if extents is None else value[index_of(extents, entry.shape)]
        wanted = full_extents(extents or [(0, None)] * len(entry.shape), entry.shape)
        out = np.empty([n for _, n in wanted], dtype.as_numpy_dtype)
        covered = 0
        for stored in entry.slices:
            have = full_extents(stored, entry.shape)
            overlap = [(max(s, t), min(s + n, t + m)) for (s, n), (t, m) in zip(wanted, have)]
            if any(lo >= hi for lo, hi in overlap):
                continue
            part = self._read(self._slices[slice_key(name, stored)], dtype)
            part = part[tuple(slice(lo - t, hi - t) for (lo, hi), (t, _) in zip(overlap, have))]
            out[tuple(slice(lo - s, hi - s) for (lo, hi), (s, _) in zip(overlap, wanted))] = part
            covered += part.size
        if covered < out.size:
            raise errors.NotFoundError(None, None, "Does not have sufficient slices for "
                                       "partitioned tensor %s to restore in slice_spec" % name)
        return out

    def _read(self, entry, dtype):
        """The checked value of one stored entry (a whole tensor or one slice)."""
        path = data_file(self.prefix, entry.shard_id, max(self.num_shards, 1))
        try:
            with open(path, "rb") as f:
                f.seek(entry.offset)
                raw = f.read(entry.size)
        except OSError as e:
            raise errors.NotFoundError(None, None, "%s; %s" % (path, e.strerror)) from None
        if len(raw) < entry.size:
            raise errors.OutOfRangeError(None, None, "Read less bytes than requested")
        count = int(np.prod(entry.shape, dtype=np.int64))
        if dtype.base_dtype.name == "string":
            value = self._strings(raw, count).reshape(entry.shape)
        else:
            np_type = np.dtype(dtype.as_numpy_dtype).newbyteorder("<")
            if count * np_type.itemsize != len(raw):
                raise errors.DataLossError(None, None, "TensorBundle at %s: %s holds %d bytes, "
                                           "not %d" % (self.prefix, entry.shape, len(raw),
                                                       count * np_type.itemsize))
            value = np.frombuffer(raw, np_type).astype(np_type.newbyteorder("="))
            value = value.reshape(entry.shape)
        if dtype.base_dtype.name == "string":
            lengths = [len(s) for s in value.reshape(-1)]
            actual = _lengths_crc(lengths, raw[len(raw) - 4 - sum(lengths):])
        else:
            actual = crc32c.value(raw)
        if actual != crc32c.unmask(entry.crc32c):
            raise errors.DataLossError(
                None, None, "TensorBundle at %s shard %d (%d bytes): Checksum does not match: "
                "stored %d vs. calculated on the restored bytes %d"
                % (self.prefix, entry.shard_id, entry.size, crc32c.unmask(entry.crc32c), actual))
        return value

    def _strings(self, raw, count):
        """A string tensor's elements: varint lengths, their checksum, then the bytes."""
        pos, lengths = 0, []
        try:
            for _ in range(count):
                length, pos = read_varint(raw, pos)
                lengths.append(length)
        except errors.DataLossError:
            pos = len(raw)
        if pos + 4 > len(raw):
            raise errors.DataLossError(None, None, "The string lengths of a tensor in %s run "
                                       "past its bytes" % self.prefix)
        expected = crc32c.unmask(struct.unpack_from("<I", raw, pos)[0])
        actual = _lengths_crc(lengths)
        if expected != actual:
            raise errors.DataLossError(None, None, "The length checksum does not match: "
                                       "expected %d but actual is %d" % (expected, actual))
        pos += 4
        if pos + sum(lengths) != len(raw):
            raise errors.DataLossError(None, None, "The strings of a tensor in %s do not fill "
                                       "its %d bytes" % (self.prefix, len(raw)))
        out = np.empty(count, object)
        for i, length in enumerate(lengths):
            out[i] = bytes(raw[pos:pos + length])
            pos += length
        return out
