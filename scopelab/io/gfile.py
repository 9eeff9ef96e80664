"""``tf.io.gfile``: the lower-case names TF 2.x gives ``tf.gfile``'s functions.

Mirrors ``tensorflow/python/lib/io/file_io.py``'s v2 exports; each name is the same function
as in ``scopelab/gfile.py`` (``exists`` is ``Exists``), but ``walk`` takes ``topdown`` and
``onerror`` as Python's ``os.walk``. Left out: ``get_registered_schemes`` (only local files).

>>> exists("/no/such/path"), join("logs", "run1", "events")
(False, 'logs/run1/events')
"""
import os

from .. import gfile as _v1
from ..errors import NotFoundError
from ..left_out import missing_names as _missing_names

GFile = _v1.GFile
copy = _v1.Copy
exists = _v1.Exists
glob = _v1.Glob
isdir = _v1.IsDirectory
listdir = _v1.ListDirectory
makedirs = _v1.MakeDirs
mkdir = _v1.MkDir
remove = _v1.Remove
rename = _v1.Rename
rmtree = _v1.DeleteRecursively
stat = _v1.Stat
join = os.path.join


def walk(top, topdown=True, onerror=None):
    """Like ``tf.gfile.Walk``; a directory that can't be listed goes to ``onerror``."""
    try:
        _v1.ListDirectory(top)
    except NotFoundError as e:
        if onerror is not None:
            onerror(e)
        return
    yield from _v1.Walk(top, in_order=topdown)


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
