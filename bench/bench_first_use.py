#!/usr/bin/env python
"""Times what a process pays the first time it writes a summary or saves a checkpoint, under
scopelab and TensorFlow.

    python bench/bench_first_use.py --tf-python /tmp/tfenv/bin/python    # both, side by side
    python bench/bench_first_use.py --reps 9                              # scopelab alone

Programs: ``summary``, one ``tf.summary.scalar`` run and added to a ``tf.summary.FileWriter``,
which is then closed; ``checkpoint``, one variable saved by a ``tf.train.Saver`` (the index,
the data and the .meta file). Each run is a fresh interpreter, so whatever a backend loads or
sets up the first time (protocol buffers, checksums, writers) is in the figures: ``import`` is
the backend's import, ``body`` everything after it (graph, session, the summary or the save).

The backends alternate run by run, after one untimed warm-up run each; a row gives the medians
of ``--reps`` runs and the ratio of the bodies scopelab/TF. The children cache the bytecode of
the modules they import (in a folder of the temp directory, even where
``PYTHONDONTWRITEBYTECODE`` is set), as an installed package has it: otherwise the first import
of every module would compile its source, which a learner pays once, not in every program.
Each run checks what it wrote: the event file holds the scalar, the checkpoint restores.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PROGRAMS = ["summary", "checkpoint"]

# The child: the program, then a check of what it wrote; prints import and body seconds.
CHILD = r'''
import os, sys, tempfile, time
start = time.perf_counter()
if sys.argv[1] == "tf":
    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()
else:
    import scopelab as tf
imported = time.perf_counter()
folder = tempfile.mkdtemp()
x = tf.Variable(3.0, name="x")
if sys.argv[2] == "summary":
    loss = tf.summary.scalar("loss", x * 2)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        writer = tf.summary.FileWriter(folder)
        writer.add_summary(sess.run(loss), 1)
        writer.close()
else:
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        path = saver.save(sess, os.path.join(folder, "model"))
done = time.perf_counter()
if sys.argv[2] == "summary":
    events = [os.path.join(folder, f) for f in os.listdir(folder)]
    assert len(events) == 1 and b"loss" in open(events[0], "rb").read()
else:
    with tf.Session() as sess:
        saver.restore(sess, path)
        assert sess.run(x) == 3.0
print(imported - start, done - imported)
'''


def run_child(python, backend, program, cache):
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3", PYTHONPATH=ROOT,
               PYTHONPYCACHEPREFIX=os.path.join(cache, backend))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    p = subprocess.run([python, "-c", CHILD, backend, program], env=env, capture_output=True,
                       text=True)
    if p.returncode:
        raise RuntimeError("%s %s failed: %s" % (backend, program,
                                                 (p.stderr.strip().splitlines() or ["?"])[-1]))
    return [float(v) * 1e3 for v in p.stdout.split()[-2:]]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tf-python", default=os.environ.get("TF_PYTHON"),
                    help="an interpreter with tensorflow-cpu (default $TF_PYTHON)")
    ap.add_argument("--only", help="programs, comma-separated, from: " + ",".join(PROGRAMS))
    ap.add_argument("--reps", type=int, default=5, help="timed runs per backend")
    args = ap.parse_args(argv)
    pythons = {"scopelab": sys.executable}
    if args.tf_python and subprocess.run(
            [args.tf_python, "-c", "import tensorflow"], capture_output=True,
            env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")).returncode == 0:
        pythons["tf"] = args.tf_python
    backends = [b for b in ("tf", "scopelab") if b in pythons]
    print("%-11s %10s %10s  %10s %10s  %6s" % ("program", "tf import", "tf body", "sl import",
                                                "sl body", "body sl/tf"))
    with tempfile.TemporaryDirectory() as cache:
        for program in args.only.split(",") if args.only else PROGRAMS:
            times = {b: [] for b in backends}
            for b in backends:
                run_child(pythons[b], b, program, cache)  # warm-up: fills the bytecode cache
            for i in range(args.reps):
                for b in backends if i % 2 == 0 else backends[::-1]:
                    times[b].append(run_child(pythons[b], b, program, cache))
            cells = {b: [statistics.median(t[k] for t in times[b]) for k in (0, 1)]
                     for b in backends}
            tf_cells = ["%.0f" % v for v in cells["tf"]] if "tf" in cells else ["-", "-"]
            ratio = "%.2f" % (cells["scopelab"][1] / cells["tf"][1]) if "tf" in cells else "-"
            print("%-11s %10s %10s  %10.0f %10.0f  %6s" % (program, *tf_cells,
                                                           *cells["scopelab"], ratio), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
