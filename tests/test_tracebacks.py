"""tracebacks.py: in IPython, errors from inside scopelab show the learner's frames only, one
switch shows everything, and "Originally defined at" quotes the learner's calls."""
import os
import subprocess
import sys
import textwrap

import pytest

import scopelab as tf
from scopelab import tracebacks

pytest.importorskip("IPython")

SESSION = textwrap.dedent('''
    import os
    from IPython.core.interactiveshell import InteractiveShell
    shell = InteractiveShell.instance(colors="nocolor")
    for cell in CELLS:
        shell.run_cell(cell, store_history=True)
''')
CELLS = ["import scopelab as tf",
         'def layer():\n    return tf.get_variable("w", [1])',
         "with tf.variable_scope('model'):\n    layer()",
         "with tf.variable_scope('model'):\n    layer()"]


def ipython(cells, env=None):
    """What an IPython shell prints for ``cells``, run one after the other."""
    run = subprocess.run([sys.executable, "-c", "CELLS = %r\n%s" % (cells, SESSION)],
                         capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    return run.stdout


def test_ipython_shows_the_learners_frames_and_the_error():
    out = ipython(CELLS)
    assert "variable_scope.py" not in out
    assert "Cell In[4], line 2" in out and "Cell In[2], line 2, in layer" in out
    assert "ValueError: Variable model/w already exists, disallowed." in out
    assert "scopelab's frames hidden" in out
    # Originally defined at: the two calls of cell 3, named as the frames above name cells,
    # and nothing of IPython's.
    quoted = out.split("Originally defined at:")[1]
    assert "Cell In[3], line 2" in quoted and "Cell In[2], line 2, in layer" in quoted
    assert 'File "' not in quoted and "interactiveshell" not in quoted
    assert len(out.strip().splitlines()) <= 12


def test_one_switch_shows_every_frame():
    out = ipython(CELLS[:1] + ["tf.tracebacks.show_internal_frames()"] + CELLS[1:])
    assert "scopelab/core/variable_scope.py" in out and "scopelab's frames hidden" not in out


def test_the_environment_variable_shows_every_frame_too():
    import os
    out = ipython(CELLS, env=dict(os.environ, SCOPELAB_SHOW_INTERNAL_FRAMES="1"))
    assert "scopelab/core/variable_scope.py" in out


def test_errors_that_never_enter_scopelab_are_left_to_ipython():
    out = ipython(CELLS[:1] + ["1 / 0"])
    assert "ZeroDivisionError" in out and "scopelab's frames hidden" not in out


def test_short_traceback_keeps_chained_errors():
    def learner():
        try:
            tf.get_variable("v", [1], initializer=object())
        except (TypeError, ValueError) as error:
            raise RuntimeError("while building") from error
    with pytest.raises(RuntimeError) as info:
        with tf.Graph().as_default():
            learner()
    lines = tracebacks.short_traceback(info.value)
    assert "The above exception was the direct cause of the following exception:" in lines
    assert lines[-1] == "RuntimeError: while building"
    assert not any("scopelab" + os.sep + "core" in line for line in lines)


def test_originally_defined_at_quotes_only_the_learners_calls():
    def make():
        return tf.get_variable("w", [1])
    with tf.Graph().as_default():
        make()
        with pytest.raises(ValueError) as info:
            make()
    quoted = str(info.value).split("Originally defined at:")[1]
    assert "in make" in quoted and "scopelab" not in quoted
