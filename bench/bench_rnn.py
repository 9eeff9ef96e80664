#!/usr/bin/env python
"""Times training steps through loops (tf.while_loop, dynamic_rnn) under scopelab and TensorFlow.

    python bench/bench_rnn.py --tf-python /tmp/tfenv/bin/python     # both, side by side
    python bench/bench_rnn.py --only lstm,gru --reps 7              # some workloads
    python bench/bench_rnn.py                                       # scopelab alone

Workloads (each one training step, ``sess.run([train, loss], feed)``, with seeded weights):
``while_rnn``, a tanh RNN written by hand with ``tf.while_loop`` and two TensorArrays (20 steps,
batch 16, 32 units, gradient descent); ``lstm`` and ``gru``, ``tf.nn.dynamic_rnn`` with a
BasicLSTMCell or a GRUCell (25 steps, batch 32, 128 units, Adam). A loop's cost is mostly the
per-iteration work of its forward and its gradient loop, so these measure the executor as much
as the kernels.

Each workload runs in a child process per backend, the backends alternating (TF first for the
1st and 3rd workload): a checked warm-up step, then ``--reps`` timed batches of ``--steps``
steps; a row gives the median ms per step and the ratio scopelab/TF (below 1: scopelab is
faster). The first loss of the two backends must agree (a backend cannot look fast by doing
something else): a row whose losses differ says so. Rows are marked noisy as in
``bench_programs.py``.
"""
import argparse
import gc
import json
import os
import statistics
import sys
import time

import numpy as np

from bench_programs import NOISY, child_result, load_backend, tensorflow_works

WORKLOADS = ["while_rnn", "lstm", "gru"]


# ---------------------------------------------------------------------- the programs
def while_rnn(tf):
    """h = tanh(x_t W + h U + b) over 20 steps by hand; loss: mean square of all h."""
    steps, batch, inputs, units = 20, 16, 8, 32
    x = tf.placeholder(tf.float32, [steps, batch, inputs], name="x")
    W = tf.get_variable("W", [inputs, units])
    U = tf.get_variable("U", [units, units])
    b = tf.get_variable("b", [units], initializer=tf.zeros_initializer())
    xs = tf.TensorArray(tf.float32, size=steps).unstack(x)
    hs = tf.TensorArray(tf.float32, size=steps)

    def body(t, h, hs):
        h = tf.tanh(tf.matmul(xs.read(t), W) + tf.matmul(h, U) + b)
        return t + 1, h, hs.write(t, h)

    _, _, hs = tf.while_loop(lambda t, h, hs: t < steps, body,
                             [tf.constant(0), tf.zeros([batch, units]), hs])
    loss = tf.reduce_mean(tf.square(hs.stack()))
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    feed = {x: np.random.RandomState(0).randn(steps, batch, inputs).astype(np.float32)}
    return train, loss, feed


def dynamic_rnn(tf, make_cell):
    """dynamic_rnn over 25 steps of a batch of 32; loss: mean square error to a target."""
    batch, steps, inputs, units = 32, 25, 32, 128
    x = tf.placeholder(tf.float32, [batch, steps, inputs], name="x")
    y = tf.placeholder(tf.float32, [batch, steps, units], name="y")
    outputs, _ = tf.nn.dynamic_rnn(make_cell(units), x, dtype=tf.float32)
    loss = tf.reduce_mean(tf.square(outputs - y))
    train = tf.train.AdamOptimizer(1e-3).minimize(loss)
    rng = np.random.RandomState(0)
    feed = {x: rng.randn(batch, steps, inputs).astype(np.float32),
            y: rng.randn(batch, steps, units).astype(np.float32)}
    return train, loss, feed


def build(tf, name):
    tf.reset_default_graph()
    tf.set_random_seed(0)
    if name == "while_rnn":
        return while_rnn(tf)
    cell = {"lstm": tf.nn.rnn_cell.BasicLSTMCell, "gru": tf.nn.rnn_cell.GRUCell}[name]
    return dynamic_rnn(tf, cell)


# ---------------------------------------------------------------------- child: one backend
def time_workload(backend, name, steps, reps):
    tf = load_backend(backend)
    train, loss, feed = build(tf, name)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        first = float(sess.run([train, loss], feed)[1])
        seconds = []
        for _ in range(reps):
            gc.collect()
            start = time.perf_counter()
            for _ in range(steps):
                sess.run([train, loss], feed)
            seconds.append((time.perf_counter() - start) / steps)
    return {"seconds": seconds, "loss": first}


# ---------------------------------------------------------------------- parent: the table
def run_child(python, backend, name, args):
    result, why, share = child_result(__file__, python, ["--child", backend, "--only", name,
                                                         "--steps", str(args.steps),
                                                         "--reps", str(args.reps)])
    if result is None:
        return {"error": why}
    result["others"] = share
    return result


def compare(args):
    with_tf = tensorflow_works(args.tf_python)
    pythons = {"scopelab": sys.executable, "tf": args.tf_python}
    backends = ["tf", "scopelab"] if with_tf else ["scopelab"]
    print("%-10s %10s %10s %7s" % ("workload", "tf ms", "sl ms", "sl/tf"), flush=True)
    for n, name in enumerate(args.only.split(",") if args.only else WORKLOADS):
        order = backends if n % 2 == 0 else backends[::-1]
        got = {b: run_child(pythons[b], b, name, args) for b in order}
        ms = {b: statistics.median(r["seconds"]) * 1e3 for b, r in got.items() if "seconds" in r}
        note = "".join("  (%s: %s)" % (b, r["error"]) for b, r in got.items() if "error" in r)
        if len(ms) == 2 and not np.isclose(got["tf"]["loss"], got["scopelab"]["loss"],
                                           rtol=1e-4):
            note += "  (losses differ: tf %r, scopelab %r)" % (got["tf"]["loss"],
                                                              got["scopelab"]["loss"])
        if max(r.get("others", 0.0) for r in got.values()) > NOISY:
            note += "  [noisy]"
        ratio = "%7.2f" % (ms["scopelab"] / ms["tf"]) if len(ms) == 2 else "%7s" % "-"
        print("%-10s %10s %10s %s%s" % (name, "%.2f" % ms["tf"] if "tf" in ms else "-",
                                        "%.2f" % ms["scopelab"] if "scopelab" in ms else "-",
                                        ratio, note), flush=True)
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tf-python", default=os.environ.get("TF_PYTHON"),
                    help="an interpreter with tensorflow-cpu (default $TF_PYTHON)")
    ap.add_argument("--only", help="workloads, comma-separated, from: " + ",".join(WORKLOADS))
    ap.add_argument("--steps", type=int, default=20, help="training steps per timed batch")
    ap.add_argument("--reps", type=int, default=5, help="timed batches after the warm-up")
    ap.add_argument("--child", choices=["tf", "scopelab"], help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(time_workload(args.child, args.only, args.steps, args.reps)))
        return 0
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
