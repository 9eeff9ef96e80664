"""``tf.gfile``: TF's file API (``GFile``, ``Exists``, ``MakeDirs``, ``Glob``...), on local files.

Mirrors ``tensorflow/python/platform/gfile.py`` and ``lib/io/file_io.py``. TF routes every path
through its C++ file systems (local, ``gs://``, ``hdfs://``...); here only local paths exist,
through Python's ``os``. What TF adds over ``open`` is kept: errors are ``tf.errors`` with TF's
messages (``NotFoundError: x.txt; No such file or directory``), a file opens lazily on its
first read or write (so ``GFile(path, "w")`` alone creates nothing), text reads count and
``tell`` in bytes, and ``read(n)`` decodes the n bytes it read. Left out: other file systems,
``FastGFile``'s deprecation warning.

>>> import os, tempfile
>>> d = os.path.join(tempfile.mkdtemp(), "logs")
>>> MakeDirs(d)
>>> with GFile(os.path.join(d, "notes.txt"), "w") as f:
...     f.write("one\\ntwo\\n")
>>> ListDirectory(d), GFile(os.path.join(d, "notes.txt")).readlines()
(['notes.txt'], ['one\\n', 'two\\n'])
"""
import glob as _glob
import os
import shutil

from .errors import (AlreadyExistsError, FailedPreconditionError, InvalidArgumentError,
                     NotFoundError, PermissionDeniedError)
from .left_out import missing_names as _missing_names


def _path(name):
    return os.fsdecode(name)


def os_error(path, e):
    """The ``tf.errors`` class and message TF gives for the OSError ``e`` on ``path``."""
    if isinstance(e, FileNotFoundError):
        return NotFoundError(None, None, "%s; No such file or directory" % path)
    if isinstance(e, IsADirectoryError):
        return FailedPreconditionError(None, None, "%s; Is a directory" % path)
    if isinstance(e, NotADirectoryError):
        return FailedPreconditionError(None, None, "%s; Not a directory" % path)
    if isinstance(e, PermissionError):
        return PermissionDeniedError(None, None, "%s; Permission denied" % path)
    return InvalidArgumentError(None, None, "%s; %s" % (path, e.strerror))


class GFile:
    """A file opened lazily: a reader on the first read, a writer on the first write. ``mode``
    is r, w, a, r+, w+ or a+, with an optional b (then reads give bytes, not str). As in TF the
    reader and the writer are separate: a writer truncates the file unless the mode has "a"
    (so "r+" too), and reads see only what a writer has flushed."""

    def __init__(self, name, mode="r"):
        self.__name = _path(name)
        self.__mode = mode
        self._binary = "b" in mode
        mode = mode.replace("b", "")
        if mode not in ("r", "w", "a", "r+", "w+", "a+"):
            raise InvalidArgumentError(
                None, None, "mode is not 'r' or 'w' or 'a' or 'r+' or 'w+' or 'a+'")
        self._readable = mode in ("r", "r+", "a+", "w+")
        self._writable = mode != "r"
        self._reader = self._writer = None

    name = property(lambda self: self.__name)
    mode = property(lambda self: self.__mode)

    def _open(self, how):
        try:
            return open(self.__name, how)
        except OSError as e:
            raise os_error(self.__name, e) from None

    def _read_file(self):
        if self._reader is None:
            if not self._readable:
                raise PermissionDeniedError(None, None, "File isn't open for reading")
            self._reader = self._open("rb")
        return self._reader

    def _write_file(self):
        if self._writer is None:
            if not self._writable:
                raise PermissionDeniedError(None, None, "File isn't open for writing")
            self._writer = self._open("ab" if "a" in self.__mode else "wb")
        return self._writer

    def _text(self, data):
        return data if self._binary else data.decode("utf-8")

    def read(self, n=-1):
        """``n`` bytes (all if n = -1) from the current position, decoded unless mode has b."""
        return self._text(self._read_file().read(n))

    def readline(self):
        try:
            return self._text(self._read_file().readline())
        except FailedPreconditionError:
            return self._text(b"")  # TF reads a directory line by line as an empty file

    def readlines(self):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, file_content):
        if isinstance(file_content, str):
            file_content = file_content.encode("utf-8")
        elif not isinstance(file_content, bytes):
            self._write_file()
            raise TypeError("Expected binary or unicode string, got %r" % (file_content,))
        self._write_file().write(file_content)

    def seek(self, offset=None, whence=0, position=None):
        """Moves the reader: ``offset`` bytes from the start (whence 0), from the current
        position (1) or from the end (2)."""
        reader = self._read_file()
        if offset is None and position is None:
            raise TypeError("seek(): offset argument required")
        if offset is not None and position is not None:
            raise TypeError("seek(): offset and position may not be set simultaneously.")
        if whence not in (0, 1, 2):
            raise InvalidArgumentError(None, None, "Invalid whence argument: %s. Valid values "
                                       "are 0, 1, or 2." % whence)
        reader.seek(position if offset is None else offset, whence)

    def seekable(self):
        return True

    def tell(self):
        return (self._read_file() if self._readable else self._write_file()).tell()

    def size(self):
        return Stat(self.__name).length

    def flush(self):
        if self._writer is not None:
            self._writer.flush()

    def close(self):
        """Closes the file; a later read opens it again from the start, as TF's GFile does."""
        for handle in (self._reader, self._writer):
            if handle is not None:
                handle.close()
        self._reader = self._writer = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


Open = GFile


class FastGFile(GFile):
    """TF1's old name for GFile (deprecated in TF)."""


def Exists(filename):  # noqa: N802 - TF's names are CamelCase here
    return os.path.exists(_path(filename))


def IsDirectory(dirname):  # noqa: N802
    return os.path.isdir(_path(dirname))


def MkDir(dirname):  # noqa: N802
    """Makes one directory; its parent must exist. An existing path is left as it is."""
    path = _path(dirname)
    if not os.path.exists(path):
        try:
            os.mkdir(path)
        except OSError as e:
            raise os_error(path, e) from None


def MakeDirs(dirname):  # noqa: N802
    """Makes a directory and any missing parents."""
    path = _path(dirname)
    parent = path
    while parent and not os.path.exists(parent):
        parent = os.path.dirname(parent)
    if parent and not os.path.isdir(parent):
        raise FailedPreconditionError(None, None, "%s is not a directory" % parent)
    os.makedirs(path, exist_ok=True)


def Remove(filename):  # noqa: N802
    path = _path(filename)
    try:
        os.remove(path)
    except OSError as e:
        raise os_error(path, e) from None


def DeleteRecursively(dirname):  # noqa: N802
    """Deletes a directory and all it holds (or a single file)."""
    path = _path(dirname)
    if not os.path.exists(path):
        raise NotFoundError(None, None, "%s not found" % path)
    if os.path.isdir(path):
        shutil.rmtree(path)
    else:
        os.remove(path)


def _check_target(target, overwrite):
    if os.path.exists(target) and not overwrite:
        raise AlreadyExistsError(None, None, "file already exists")


def Copy(oldpath, newpath, overwrite=False):  # noqa: N802
    """Copies a file (not a directory)."""
    source, target = _path(oldpath), _path(newpath)
    if not os.path.exists(source):
        raise NotFoundError(None, None, "%s; No such file or directory" % source)
    _check_target(target, overwrite)
    if os.path.isdir(source):
        raise InvalidArgumentError(None, None, "%s; Invalid argument" % target)
    try:
        shutil.copyfile(source, target)
    except OSError as e:
        raise os_error(target, e) from None


def Rename(oldname, newname, overwrite=False):  # noqa: N802
    source, target = _path(oldname), _path(newname)
    if not os.path.exists(source):
        raise NotFoundError(None, None, "%s; No such file or directory" % source)
    _check_target(target, overwrite)
    try:
        os.replace(source, target)
    except OSError as e:
        raise os_error(target, e) from None


def ListDirectory(dirname):  # noqa: N802
    """The names in a directory (not full paths), in the file system's order."""
    path = _path(dirname)
    if not os.path.isdir(path):
        raise NotFoundError(None, None, "Could not find directory %s" % path)
    return os.listdir(path)


def Glob(filename):  # noqa: N802
    """Paths matching a pattern (``*``, ``?``, ``[...]``; ``**`` is a plain ``*``), or any of a
    list of patterns."""
    patterns = [filename] if isinstance(filename, (str, bytes)) else filename
    return sorted(set(p for pattern in patterns for p in _glob.glob(_path(pattern))))


class FileStatistics:
    """What ``Stat`` tells: ``length`` in bytes, ``mtime_nsec``, ``is_directory``."""

    def __init__(self, length=0, mtime_nsec=0, is_directory=False):
        self.length, self.mtime_nsec, self.is_directory = length, mtime_nsec, is_directory

    def __repr__(self):
        return "FileStatistics(length=%d, mtime_nsec=%d, is_directory=%s)" % (
            self.length, self.mtime_nsec, self.is_directory)


def Stat(filename):  # noqa: N802
    path = _path(filename)
    try:
        st = os.stat(path)
    except OSError as e:
        raise os_error(path, e) from None
    return FileStatistics(st.st_size, st.st_mtime_ns, os.path.isdir(path))


def Walk(top, in_order=True):  # noqa: N802
    """Yields ``(dirname, subdirectory names, file names)`` for ``top`` and each directory in it:
    parents before children (``in_order``) or after. A missing ``top`` yields nothing."""
    top = _path(top)
    try:
        names = ListDirectory(top)
    except NotFoundError:
        return
    subdirs = [n for n in names if os.path.isdir(os.path.join(top, n))]
    files = [n for n in names if n not in subdirs]
    if in_order:
        yield top, subdirs, files
    for subdir in subdirs:
        yield from Walk(os.path.join(top, subdir), in_order)
    if not in_order:
        yield top, subdirs, files


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
