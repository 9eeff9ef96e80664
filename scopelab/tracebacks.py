"""Tracebacks that show the learner's code: scopelab's own frames hidden in IPython and Jupyter.

TensorFlow 1 has no such thing; JAX does the same for its own frames. An error raised deep
inside ``get_variable`` passes through a dozen of scopelab's functions on its way out, and
IPython would print every one of them, with their long signatures, above the one line that
matters. So when ``import scopelab`` happens inside IPython (a notebook, JupyterLab, the
``ipython`` shell), this module asks IPython to hand it the errors whose traceback passes
through scopelab, and prints them short: one line of place and one line of code for each of
the learner's own frames, then the error. Errors that never enter scopelab are left to IPython.

One switch shows everything again: ``scopelab.tracebacks.show_internal_frames()`` (or the
environment variable ``SCOPELAB_SHOW_INTERNAL_FRAMES=1`` before the import). ``%debug`` always
walks the whole traceback, scopelab's frames included.

The same rule picks the frames an op quotes as "Originally defined at" (``learner_frames``):
scopelab's frames are skipped as TF skips its own, and the walk stops at IPython's, which only
run the cell. The message keeps TF's ``File "...", line 2, in f`` form; only the shown
traceback names a notebook cell the way the frames above it do (``Cell In[4], line 2, in f``).

>>> lesson = {"__name__": "lesson", "sys": sys, "learner_frames": learner_frames}
>>> exec("def build(): return learner_frames(sys._getframe())", lesson)
>>> [function for _, _, function in lesson["build"]()][:1]
['build']
>>> _location("/tmp/x.py", 3, "f")
'File /tmp/x.py:3, in f'
>>> cell_file = "/tmp/ipykernel_7/12.py"
>>> print(_cells_named('File "%s", line 2, in scale' % cell_file, {cell_file: 4}))
Cell In[4], line 2, in scale
"""
import linecache
import re
import sys

from .core.state import switches

# The packages that run a cell rather than hold the learner's code.
_RUNTIME = ("IPython", "ipykernel")
_HIDDEN_NOTE = "scopelab's frames hidden: scopelab.tracebacks.show_internal_frames() shows them"


def show_internal_frames(show=True):
    """Show scopelab's own frames in tracebacks from now on (``show=False`` hides them again)."""
    switches.show_internal_frames = bool(show)


def _package(frame):
    return frame.f_globals.get("__name__", "").partition(".")[0]


def is_internal(frame):
    """Whether ``frame`` runs scopelab's code."""
    return _package(frame) == "scopelab"


def learner_frames(frame, limit=5):
    """(file, line, function) of the calls that led to ``frame``, innermost first: scopelab's
    frames left out, and nothing beyond the code IPython runs for a cell; at most ``limit``."""
    entries = []
    # Every variable keeps one of these (its "Originally defined at"): one look per frame.
    while frame is not None and len(entries) < limit:
        package = _package(frame)
        if package in _RUNTIME:
            break
        if package != "scopelab":
            entries.append((frame.f_code.co_filename, frame.f_lineno, frame.f_code.co_name))
        frame = frame.f_back
    return tuple(entries)


def _frames(tb):
    while tb is not None:
        yield tb
        tb = tb.tb_next


def _location(filename, lineno, function, cells=None):
    """Where a frame is, as IPython says it: ``Cell In[3], line 2`` for a notebook cell."""
    cell = (cells or {}).get(filename)
    place = "Cell In[%s], line %d" % (cell, lineno) if cell is not None else "File %s:%d" % (
        filename, lineno)
    return place if function == "<module>" else "%s, in %s" % (place, function)


# A frame as TF's messages quote it ("Originally defined at:").
_QUOTED_FRAME = re.compile(r'File "([^"]+)", line (\d+)')


def _cells_named(message, cells):
    """``message`` with the frames it quotes from notebook cells named as IPython names them."""
    def name(match):
        cell = (cells or {}).get(match.group(1))
        return match.group(0) if cell is None else "Cell In[%s], line %s" % (cell, match.group(2))
    return _QUOTED_FRAME.sub(name, message)


def _paint(text, colour, colours):
    return "\x1b[%sm%s\x1b[39m" % (colour, text) if colours else text


def _exception_lines(value, cells, colours):
    """The learner's frames of ``value`` (two lines each) and its last line."""
    lines = []
    for tb in _frames(value.__traceback__):
        frame = tb.tb_frame
        if is_internal(frame) or _package(frame) in _RUNTIME:
            continue
        code = frame.f_code
        lines.append(_paint(_location(code.co_filename, tb.tb_lineno, code.co_name, cells),
                            "36", colours))
        source = linecache.getline(code.co_filename, tb.tb_lineno, frame.f_globals).strip()
        if source:
            lines.append("%s %s" % (_paint("---->", "32", colours), source))
    lines.append("%s: %s" % (_paint(type(value).__name__, "31", colours),
                             _cells_named(str(value).rstrip(), cells)))
    return lines


def _chain(value):
    """``value`` and the errors it was raised from or while handling, oldest first."""
    chain = [value]
    while True:
        cause = chain[0].__cause__ or (None if chain[0].__suppress_context__
                                       else chain[0].__context__)
        if cause is None or cause in chain:
            return chain
        chain.insert(0, cause)


def short_traceback(value, cells=None, colours=False):
    """``value``'s traceback as a list of lines without scopelab's frames, chained errors first
    (the way Python prints them); ``cells`` maps IPython's cell file names to cell numbers."""
    chain, lines = _chain(value), []
    for k, error in enumerate(chain):
        if k:
            lines.append("")
            lines.append("The above exception was the direct cause of the following exception:"
                         if error.__cause__ is chain[k - 1] else
                         "During handling of the above exception, another exception occurred:")
        lines.append("%s  Traceback (most recent call last; %s)" % (
            _paint(type(error).__name__, "31", colours), _HIDDEN_NOTE))
        lines += _exception_lines(error, cells, colours)
    return lines


def _passes_through_scopelab(value):
    return any(is_internal(t.tb_frame) for error in _chain(value)
               for t in _frames(error.__traceback__))


def _handler(shell, etype, value, tb, tb_offset=None):
    """IPython's custom exception handler: short tracebacks for errors from inside scopelab."""
    if switches.show_internal_frames or not _passes_through_scopelab(value):
        shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
        return None
    colours = getattr(shell, "colors", "nocolor").lower() != "nocolor"
    # %debug and %tb read these: they keep the whole traceback.
    sys.last_type, sys.last_value, sys.last_traceback = etype, value, tb
    shell._showtraceback(etype, value, short_traceback(value, shell.compile._filename_map,
                                                       colours))
    return None


def install(shell=None):
    """Hand IPython's errors to this module; a no-op outside IPython. ``import scopelab`` calls
    it: IPython is looked for only if something imported it already."""
    if shell is None:
        ipython = sys.modules.get("IPython")
        shell = ipython.get_ipython() if ipython is not None else None
    if shell is not None:
        shell.set_custom_exc((Exception,), _handler)
