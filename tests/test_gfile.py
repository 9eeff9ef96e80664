"""tf.gfile on a tmp_path: what tests/tf_cases/513 does not pin down (modes with +, seek, lazy
reopening, byte counting, several glob patterns, tf.io.gfile.walk's onerror)."""
import pytest

import scopelab as tf

gf = tf.gfile


def write(path, data):
    with gf.GFile(str(path), "wb") as f:
        f.write(data)


def test_reader_and_writer_are_separate_as_in_tf(tmp_path):
    path = str(tmp_path / "f.txt")
    write(path, b"abc")
    with gf.GFile(path, "r+") as f:
        assert f.read() == "abc"
        f.write("Z")  # the writer truncates: "r+" does not update in place
    assert gf.GFile(path).read() == "Z"
    with gf.GFile(path, "w+") as f:
        f.write("Q")
        assert f.read() == ""  # not flushed yet
        f.flush()
        assert f.read() == "Q"
    with gf.GFile(path, "a+") as f:
        f.write("R")
        f.flush()
        assert f.read() == "QR"


def test_text_reads_count_bytes(tmp_path):
    path = str(tmp_path / "u.txt")
    write(path, "héllo\n".encode("utf-8"))
    f = gf.GFile(path)
    assert (f.read(3), f.tell(), f.size()) == ("hé", 3, 7)
    with pytest.raises(UnicodeDecodeError):
        gf.GFile(path).read(2)  # half of "é"


def test_seek(tmp_path):
    path = str(tmp_path / "s.txt")
    write(path, b"0123456789")
    f = gf.GFile(path, "rb")
    f.seek(4)
    f.seek(2, 1)
    assert f.read(2) == b"67"
    f.seek(-3, 2)
    assert f.read() == b"789"
    f.seek(position=1)
    assert f.read(1) == b"1"
    with pytest.raises(TypeError, match=r"seek\(\): offset argument required"):
        f.seek()
    with pytest.raises(tf.errors.InvalidArgumentError,
                       match="Invalid whence argument: 3. Valid values are 0, 1, or 2."):
        f.seek(0, 3)


def test_a_closed_file_reopens_from_the_start(tmp_path):
    path = str(tmp_path / "c.txt")
    write(path, b"one\ntwo\n")
    f = gf.GFile(path)
    assert f.readline() == "one\n"
    f.close()
    f.close()
    assert f.readline() == "one\n"


def test_glob_several_patterns(tmp_path):
    for name in ["a.txt", "b.txt", "c.csv"]:
        write(tmp_path / name, b"")
    assert gf.Glob([str(tmp_path / "a*"), str(tmp_path / "*.csv"), str(tmp_path / "a.txt")]) \
        == [str(tmp_path / "a.txt"), str(tmp_path / "c.csv")]


def test_stat_and_paths_as_bytes(tmp_path):
    path = tmp_path / "b.bin"
    write(path, b"12345")
    st = gf.Stat(str(path).encode())
    assert (st.length, st.is_directory, st.mtime_nsec > 0) == (5, False, True)
    assert gf.Exists(str(path).encode())


def test_io_gfile_walk_reports_a_missing_top(tmp_path):
    errors = []
    assert list(tf.io.gfile.walk(str(tmp_path / "none"), onerror=errors.append)) == []
    assert [type(e).__name__ for e in errors] == ["NotFoundError"]
    (tmp_path / "d").mkdir()
    assert [p for p, _, _ in tf.io.gfile.walk(str(tmp_path), topdown=False)] == \
        [str(tmp_path / "d"), str(tmp_path)]
