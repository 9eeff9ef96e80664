"""Checkpoints both ways with real TensorFlow, checked without it.

tests/data/tf_checkpoints/ holds checkpoints TF wrote (tf_written/, by make_checkpoints.py,
with what TF read back in expected.json) and one scopelab wrote (scopelab_written/, by
write_scopelab.py) with what TF restored from it (restored_by_tf.json, by restore_scopelab.py).
Here scopelab reads TF's files, its writer is checked to produce the very bytes TF restored
(and the bytes TF writes for the same variables), and damaged files raise TF's errors.
"""
import json
import os
import shutil
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
import scopelab as tf  # noqa: E402
from scopelab.tensor_bundle import sstable  # noqa: E402

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "tf_checkpoints")
TF_WRITTEN = os.path.join(DATA, "tf_written")
SCOPELAB_WRITTEN = os.path.join(DATA, "scopelab_written")
sys.path.insert(0, DATA)
from model_values import PARTITIONED, hex_of, model_values  # noqa: E402
from write_scopelab import write  # noqa: E402

with open(os.path.join(TF_WRITTEN, "expected.json")) as f:
    EXPECTED = json.load(f)
with open(os.path.join(SCOPELAB_WRITTEN, "restored_by_tf.json")) as f:
    RESTORED_BY_TF = json.load(f)
SUFFIXES = (".index", ".data-00000-of-00001")


def _all_values():
    values = {name: hex_of(value) for name, value in model_values().items()}
    values.update({name: hex_of(value) for name, (value, _, _) in PARTITIONED.items()})
    return values


# ---------------------------------------------------------------------- TF wrote, scopelab reads
@pytest.mark.parametrize("step", ["model-1", "model-2"])
def test_reader_sees_what_tf_sees(step):
    reader = tf.train.NewCheckpointReader(os.path.join(TF_WRITTEN, step))
    expected = EXPECTED[step]
    assert reader.get_variable_to_shape_map() == expected["shapes"]
    assert {k: v.name for k, v in reader.get_variable_to_dtype_map().items()} == \
        expected["dtypes"]
    assert {k: hex_of(reader.get_tensor(k)) for k in expected["shapes"]} == expected["bytes"]
    assert reader.debug_string().hex() == expected["debug_string"]


def test_state_file_and_listing_of_tf_folder():
    assert tf.train.latest_checkpoint(TF_WRITTEN) == os.path.join(TF_WRITTEN, "model-2")
    state = tf.train.get_checkpoint_state(TF_WRITTEN)
    assert state.all_model_checkpoint_paths == [os.path.join(TF_WRITTEN, "model-%d" % i)
                                                for i in (1, 2)]
    listed = tf.train.list_variables(TF_WRITTEN)
    assert listed == sorted(EXPECTED["model-2"]["shapes"].items())
    assert hex_of(tf.train.load_variable(TF_WRITTEN, "global_step:0")) == \
        EXPECTED["model-2"]["bytes"]["global_step"]


def test_saver_restores_tf_checkpoint_into_other_partitionings():
    with tf.Graph().as_default():
        holders = {}
        for name, value in model_values().items():
            holders[name] = tf.get_variable(name, value.shape, tf.as_dtype(value.dtype))
        for name, (value, parts, axis) in PARTITIONED.items():
            holders[name] = tf.get_variable(name, value.shape, tf.as_dtype(value.dtype),
                                            partitioner=tf.fixed_size_partitioner(3, 1 - axis))
        with tf.Session() as sess:
            tf.train.Saver().restore(sess, os.path.join(TF_WRITTEN, "model-1"))
            got = {name: hex_of(sess.run(v.as_tensor() if name in PARTITIONED else v))
                   for name, v in holders.items()}
    assert got == EXPECTED["model-1"]["bytes"] == _all_values()


def test_init_from_tf_checkpoint_into_renamed_scope():
    with tf.Graph().as_default():
        with tf.variable_scope("pretrained"):
            weights = tf.get_variable("conv1/weights", [3, 3, 1, 2])
            biases = tf.get_variable("conv1/biases", [2])
            table = tf.get_variable("embedding/table", [24, 3],
                                    partitioner=tf.fixed_size_partitioner(5))
        tf.train.init_from_checkpoint(TF_WRITTEN, {"conv1/": "pretrained/conv1/",
                                                   "embedding/table": table})
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            got = [hex_of(v) for v in sess.run([weights, biases, table.as_tensor()])]
    expected = EXPECTED["model-2"]["bytes"]
    assert got == [expected["conv1/weights"], expected["conv1/biases"],
                   expected["embedding/table"]]


# ---------------------------------------------------------------------- scopelab wrote, TF read
def test_writer_makes_the_bytes_tf_restored_and_tf_writes(tmp_path):
    prefix = write(str(tmp_path))
    for suffix in SUFFIXES:
        with open(prefix + suffix, "rb") as mine:
            data = mine.read()
        for folder in (SCOPELAB_WRITTEN, TF_WRITTEN):
            with open(os.path.join(folder, "model-1" + suffix), "rb") as f:
                assert data == f.read(), (folder, suffix)


def test_tf_restored_scopelab_checkpoint_exactly():
    import hashlib
    for name, digest in RESTORED_BY_TF["files_sha256"].items():
        with open(os.path.join(SCOPELAB_WRITTEN, name), "rb") as f:
            assert hashlib.sha256(f.read()).hexdigest() == digest
    values = _all_values()
    assert RESTORED_BY_TF["reader"]["bytes"] == values
    assert RESTORED_BY_TF["saver_restore"] == values
    assert RESTORED_BY_TF["init_from_checkpoint"] == {
        k: values[k] for k in ("conv1/weights", "embedding/table")}
    assert RESTORED_BY_TF["latest_checkpoint"] == "model-1"


# ---------------------------------------------------------------------- damaged files
def _damaged_copy(tmp_path, suffix, damage):
    for s in SUFFIXES:
        shutil.copy(os.path.join(TF_WRITTEN, "model-1" + s), tmp_path / ("m" + s))
    path = tmp_path / ("m" + suffix)
    data = bytearray(path.read_bytes())
    path.write_bytes(bytes(damage(data)))
    return str(tmp_path / "m")


def _flip(pos):
    def damage(data):
        data[pos] ^= 0x10
        return data
    return damage


def _data_offset(name):
    """Where ``name``'s bytes start in TF's data file, found through the table."""
    from scopelab.tensor_bundle.bundle_protos import decode_entry
    with open(os.path.join(TF_WRITTEN, "model-1.index"), "rb") as f:
        entry = decode_entry(sstable.read_table(f.read())[name.encode()])
    return entry.offset, entry.size


@pytest.mark.parametrize("name", ["dense/kernel", "vocab", "flags"])
def test_flipped_data_byte_is_data_loss(tmp_path, name):
    offset, size = _data_offset(name)
    prefix = _damaged_copy(tmp_path, ".data-00000-of-00001", _flip(offset + size - 1))
    reader = tf.train.NewCheckpointReader(prefix)
    with pytest.raises(tf.errors.DataLossError, match=r"TensorBundle at .*m shard 0 \(%d bytes\)"
                       ": Checksum does not match: stored \\d+ vs. calculated on the restored "
                       "bytes \\d+" % size):
        reader.get_tensor(name)
    assert reader.get_tensor("conv1/biases").tolist() == pytest.approx([0.1, -0.2])


def test_flipped_string_length_is_data_loss(tmp_path):
    offset, _ = _data_offset("vocab")
    prefix = _damaged_copy(tmp_path, ".data-00000-of-00001", _flip(offset))
    with pytest.raises(tf.errors.DataLossError, match="The length checksum does not match"):
        tf.train.load_variable(prefix, "vocab")


def test_truncated_data_is_out_of_range_as_in_tf(tmp_path):
    prefix = _damaged_copy(tmp_path, ".data-00000-of-00001", lambda d: d[:100])
    with tf.Graph().as_default():
        v = tf.get_variable("vocab", [5], tf.string)
        with tf.Session() as sess:
            with pytest.raises(tf.errors.OutOfRangeError, match="Read less bytes than requested"):
                tf.train.Saver([v]).restore(sess, prefix)


@pytest.mark.parametrize("damage, message", [
    (_flip(30), "Unable to read file .*m.index.* Perhaps the file is corrupt .*failed to seek "
     "to header entry.: block checksum mismatch"),
    (_flip(-50), "^block checksum mismatch"),  # the index block, just before the footer
    (_flip(-3), r"not an sstable \(bad magic number\)"),
    (lambda d: d[:-100], r"not an sstable \(bad magic number\)"),
    (lambda d: d[:20], "file is too short to be an sstable"),
])
def test_damaged_index_is_data_loss(tmp_path, damage, message):
    prefix = _damaged_copy(tmp_path, ".index", damage)
    with pytest.raises(tf.errors.DataLossError, match=message):
        tf.train.NewCheckpointReader(prefix)
    with tf.Graph().as_default():
        v = tf.get_variable("conv1/biases", [2])
        with tf.Session() as sess:
            with pytest.raises(tf.errors.DataLossError, match="Graph execution error"):
                tf.train.Saver([v]).restore(sess, prefix)


def test_every_single_byte_flip_is_caught(tmp_path):
    """No flipped bit anywhere in either file gives numbers that differ from the saved ones."""
    original = {k: hex_of(v) for k, v in
                ((k, tf.train.load_variable(os.path.join(TF_WRITTEN, "model-1"), k))
                 for k in EXPECTED["model-1"]["shapes"])}
    for suffix in SUFFIXES:
        size = os.path.getsize(os.path.join(TF_WRITTEN, "model-1" + suffix))
        for pos in range(0, size, 7):
            prefix = _damaged_copy(tmp_path, suffix, _flip(pos))
            try:
                reader = tf.train.NewCheckpointReader(prefix)
                for name, value in original.items():
                    assert hex_of(reader.get_tensor(name)) == value, (suffix, pos, name)
            except (tf.errors.DataLossError, tf.errors.OutOfRangeError,
                    tf.errors.NotFoundError):
                pass


def test_crc32c_fallback_matches_the_c_library():
    from scopelab.tensor_bundle import crc32c
    data = np.random.RandomState(0).bytes(3000)
    library, table = crc32c.google_crc32c, crc32c._TABLE
    try:
        crc32c._TABLE, crc32c.google_crc32c = crc32c._table(), None
        plain = [crc32c.value(b"123456789"), crc32c.value(data)]
    finally:
        crc32c.google_crc32c, crc32c._TABLE = library, table
    assert plain[0] == 0xe3069283  # the standard check value of CRC-32C
    if library is not None:
        assert plain[1] == library.value(data)


def test_writer_makes_one_missing_folder_as_tf_bundle_writer(tmp_path):
    # TF 2.21's SaveV2 op, run on these prefixes, made ./d1; for ./a/b/m it failed with
    # NotFoundError "./a/b; No such file or directory", and with FailedPreconditionError
    # "<data file>.tempstate<random>; Not a directory" when ./afile is a file (the number
    # differs each run; scopelab writes no temp file, so it names the data file itself).
    from scopelab.tensor_bundle import write_bundle
    tensor = [("x", "", np.array([1.0], np.float32))]
    write_bundle(str(tmp_path / "d1" / "m"), tensor)
    assert sorted(os.listdir(tmp_path / "d1")) == ["m.data-00000-of-00001", "m.index"]
    with pytest.raises(tf.errors.NotFoundError) as e:
        write_bundle(str(tmp_path / "a" / "b" / "m"), tensor)
    assert e.value.message == "%s; No such file or directory" % (tmp_path / "a" / "b")
    (tmp_path / "afile").write_text("x")
    with pytest.raises(tf.errors.FailedPreconditionError) as e:
        write_bundle(str(tmp_path / "afile" / "m"), tensor)
    assert e.value.message == "%s.data-00000-of-00001; Not a directory" % (tmp_path / "afile" / "m")
