"""Runs the classic TF1 tutorial programs in ``tests/programs`` against a backend.

A program runs as a script would: as module ``__main__`` (so ``if __name__ == "__main__":`` and
``tf.app.run()``, which looks up ``__main__.main``, work), with ``sys.argv`` holding only its
own path, in a fresh default graph. Like the scenario cases of tests/tf_runner.py it gets
``tf`` and the helpers ``emit``, ``expect_error`` and ``graph_nodes`` injected, and its records
are normalised and compared by tf_runner's rules.

What differs from tf_runner: ``tf.app.run`` ends with ``sys.exit``, so ``SystemExit`` with
code 0 or None is a normal end; any other code is recorded as an ``__exception__``. Flags a
program defines with ``tf.app.flags`` are forgotten when it ends, as they are when a script's
process ends, so a program can run again in the same process (the benchmark does that).
"""
import logging
import os
import sys
import time
import types

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import tf_runner  # noqa: E402

PROGRAMS_DIR = os.path.join(HERE, "programs")
GOLDEN_PATH = os.path.join(HERE, "data", "programs_golden.json")


# Programs whose values may drift further from TF's than 1e-4, and why: (relative, absolute)
# tolerances. float32 sums in a different order differ in the last bits; most programs keep
# that far below 1e-4, but a few amplify it step by step.
LOOSER = {
    # Adam divides each gradient by its running RMS, so a conv weight whose gradient is
    # nearly zero moves by a ratio of two tiny numbers: the conv backprop's float32 sums
    # (numpy's order, not Eigen's) change that ratio in its fourth digit. Measured on this
    # program with its pooling swapped for a mean: 6e-4 on one of the 15 first-filter weights
    # after 12 steps, while the losses and accuracy agreed to 1e-4. With max pooling (next
    # entry) a weight near zero (-0.00104) differs by 8e-6.
    "002_deep_mnist_cnn": (1e-3, 1e-5),
    # Max pooling sends a window's gradient to its largest input. At step 5 one window of the
    # second pool has its two largest inputs 1.2e-6 apart, less than the float32 difference
    # between the two batch norms (Eigen's sums and numpy's): each side picks a different
    # input, and the later losses differ in their fourth digit (1.2e-4 by step 9), a moving
    # mean near zero (0.00266) by 4e-6.
    "007_layers_cnn_batchnorm": (1e-3, 1e-5),
}


def first_difference(program_id, expected, got):
    """tf_runner's comparison, with the program's tolerances from LOOSER."""
    rel, abs_ = LOOSER.get(program_id, (tf_runner.REL_TOL, tf_runner.ABS_TOL))
    saved = tf_runner.REL_TOL, tf_runner.ABS_TOL
    tf_runner.REL_TOL, tf_runner.ABS_TOL = rel, abs_
    try:
        return tf_runner.first_difference(expected, got)
    finally:
        tf_runner.REL_TOL, tf_runner.ABS_TOL = saved


def program_ids(programs_dir=PROGRAMS_DIR):
    return tf_runner.case_ids(programs_dir)


def _flag_names(tf):
    """The names of the flags defined so far, or None if the backend has no ``tf.app.flags``."""
    flags = getattr(getattr(getattr(tf, "app", None), "flags", None), "FLAGS", None)
    if flags is None or not callable(getattr(flags, "__iter__", None)):
        return None
    return set(flags)


def _forget_flags(tf, before):
    after = _flag_names(tf)
    if before is None or after is None:
        return
    for name in after - before:
        delattr(tf.app.flags.FLAGS, name)


def _close_interactive_sessions(tf):
    """Closes an InteractiveSession a program left open (it stopped early, or never closed
    it), so that the next program does not find it as its default session."""
    session = tf.get_default_session()
    while isinstance(session, tf.InteractiveSession):
        session.close()
        session = tf.get_default_session()


def execute(tf, program_id, programs_dir=PROGRAMS_DIR):
    """Runs one program: (its records, the seconds its body took)."""
    path = os.path.join(programs_dir, program_id + ".py")
    records = []

    module = types.ModuleType("__main__")
    module.__dict__.update({"__file__": path, "tf": tf, **tf_runner.helpers(tf, records)})
    with open(path) as f:
        code = compile(f.read(), path, "exec")
    tf.reset_default_graph()
    flags_before = _flag_names(tf)
    saved_main, saved_argv = sys.modules["__main__"], sys.argv
    # tf.app.run sets up logging for the whole process (absl's handler on the root logger).
    root = logging.getLogger()
    saved_handlers, saved_level = list(root.handlers), root.level
    sys.modules["__main__"], sys.argv = module, [path]
    failure = None
    start = time.perf_counter()
    try:
        exec(code, module.__dict__)
    except SystemExit as e:
        if e.code not in (0, None):
            failure = ("SystemExit", str(e.code))
    except Exception as e:  # noqa: BLE001 - any exception is a result here
        failure = (type(e).__name__, str(e).split("\n", 1)[0])
    finally:
        seconds = time.perf_counter() - start
        sys.modules["__main__"], sys.argv = saved_main, saved_argv
        _forget_flags(tf, flags_before)
        _close_interactive_sessions(tf)
        root.handlers[:] = saved_handlers
        root.setLevel(saved_level)
    if failure:
        records.append({"key": "__exception__", "kind": "error",
                        "value": {"error": failure[0], "message": failure[1]}})
    return records, seconds


def run_program(tf, program_id, programs_dir=PROGRAMS_DIR):
    """The records one program produces, as ``tf_runner.run_case`` gives them for a case."""
    return execute(tf, program_id, programs_dir)[0]
