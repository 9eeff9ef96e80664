#!/usr/bin/env python
"""How fast is scopelab? The workloads of ../shared/bench/bench.py, runnable without TensorFlow.

    python bench/bench_scopelab.py [--reps 3] [--only import,init]      # scopelab alone
    python bench/bench_scopelab.py --tf-python /tmp/tfenv/bin/python    # beside TensorFlow
    /tmp/tfenv/bin/python bench/bench_scopelab.py --backend tf          # TensorFlow alone

Each workload builds a fresh default graph and reports the median of --reps timed repetitions
(after one warm-up where the workload has a session), followed by an untimed sanity check so that
a backend cannot look fast by doing nothing. With --tf-python, when that interpreter can import
TensorFlow, the shared benchmark's ``--compare`` mode does the work if it is there (it alternates
the backends to even out a noisy machine); otherwise each backend runs this file in its own
process and a table of both, with the ratio scopelab/tf, is printed (below 1: scopelab faster).
"""
import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]  # the project root, which holds scopelab/
SHARED_BENCH = ROOT.parent / "shared" / "bench" / "bench.py"
WORKLOADS = ["import", "build_scopes", "build_template", "image_filter", "run_overhead",
             "init", "linear_model", "train_step"]


def load(backend):
    """The backend as the module learners call ``tf``."""
    if backend == "tf":
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
        import tensorflow.compat.v1 as tf
        tf.logging.set_verbosity(tf.logging.ERROR)  # its deprecation warnings are not results
        tf.disable_v2_behavior()
        return tf
    sys.path.insert(0, str(ROOT))
    import scopelab
    return scopelab


def check(ok, what):
    if not ok:
        raise AssertionError("sanity check failed: " + what)


def timed(fn):
    """Seconds that fn() takes; garbage is collected first so that a collection rarely lands in."""
    gc.collect()
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


def median_time(fn, reps):
    return statistics.median(timed(fn) for _ in range(reps))


def per_call(fn, n, reps):
    """Median seconds per call, timing ``n`` back-to-back calls: single runs are too short."""
    return median_time(lambda: [fn() for _ in range(n)], reps) / n


def bench_import(tf, reps):
    stmt = "import %s" % tf.__name__  # tensorflow.compat.v1 or scopelab
    code = "import time; t = time.perf_counter(); %s; print(time.perf_counter() - t)" % stmt
    env = dict(os.environ, PYTHONPATH=str(ROOT), TF_CPP_MIN_LOG_LEVEL="3")
    # A fresh interpreter each time: a second import in this process would cost nothing.
    # The first one is a warm-up for the file cache and is dropped.
    times = [float(subprocess.run([sys.executable, "-c", code], env=env, check=True,
                                  capture_output=True, text=True).stdout.split()[-1])
             for _ in range(reps + 1)][1:]
    return statistics.median(times) * 1e3, "ms", "`%s` in a fresh interpreter" % stmt


def bench_build_scopes(tf, reps):
    def nested_scopes(n):
        init = tf.constant_initializer(0.5)
        for i in range(n // 100):
            with tf.variable_scope("outer%d" % i):
                for j in range(10):
                    with tf.variable_scope("inner%d" % j):
                        for k in range(10):
                            tf.get_variable("v%d" % k, shape=[4, 4], initializer=init)

    def build(n):
        tf.reset_default_graph()  # every repetition starts from an empty graph, untimed
        seconds = timed(lambda: nested_scopes(n))
        check(len(tf.global_variables()) == n, "%d variables" % n)
        return seconds

    total = {n: statistics.median(build(n) for _ in range(reps)) for n in (500, 2000, 8000)}
    per_var = {n: t / n * 1e6 for n, t in total.items()}
    growth = total[8000] / total[2000]
    return per_var[2000], "us/var", "N=500/2000/8000: %.1f/%.1f/%.1f us/var; " \
        "t(8000)/t(2000)=%.2f (linear: 4)" % (per_var[500], per_var[2000], per_var[8000], growth)


def bench_build_template(tf, reps):
    def mlp(x):
        layer = x
        for i, (n_in, n_out) in enumerate([(64, 128), (128, 10)]):
            w = tf.get_variable("w%d" % i, [n_in, n_out],
                                initializer=tf.random_normal_initializer(stddev=0.1))
            b = tf.get_variable("b%d" % i, [n_out], initializer=tf.zeros_initializer())
            layer = tf.nn.relu(tf.matmul(layer, w) + b)
        return layer

    def calls():
        tf.reset_default_graph()
        xs = [tf.placeholder(tf.float32, [None, 64]) for _ in range(200)]
        template = tf.make_template("mlp", mlp)
        seconds = timed(lambda: [template(x) for x in xs])  # the calls only, not the placeholders
        check(len(tf.global_variables()) == 4, "4 shared variables")
        return seconds

    return statistics.median(calls() for _ in range(reps)) / 200 * 1e6, "us/call", \
        "a two-layer MLP template called on 200 placeholders"


def run_in_session(tf, fetches, feed, n, reps, check_result):
    """Per-run seconds of sess.run(fetches, feed) after initialising and one checked warm-up."""
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        check_result(sess.run(fetches, feed_dict=feed))
        return per_call(lambda: sess.run(fetches, feed_dict=feed), n, reps)


def bench_image_filter(tf, reps):
    shape = [8, 64, 64, 32]

    def conv_relu(input, kernel_shape, bias_shape):
        weights = tf.get_variable("weights", kernel_shape,
                                  initializer=tf.random_normal_initializer())
        biases = tf.get_variable("biases", bias_shape, initializer=tf.constant_initializer(0.0))
        conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding="SAME")
        return tf.nn.relu(conv + biases)

    def my_image_filter(images):
        with tf.variable_scope("conv1"):
            relu1 = conv_relu(images, [5, 5, 32, 32], [32])
        with tf.variable_scope("conv2"):
            return conv_relu(relu1, [5, 5, 32, 32], [32])

    tf.reset_default_graph()
    image1, image2 = (tf.placeholder(tf.float32, shape) for _ in range(2))
    with tf.variable_scope("image_filters") as scope:
        result1 = my_image_filter(image1)
        scope.reuse_variables()
        result2 = my_image_filter(image2)
    rng = np.random.RandomState(0)
    feed = {image1: rng.rand(*shape).astype(np.float32),
            image2: rng.rand(*shape).astype(np.float32)}
    seconds = run_in_session(tf, [result1, result2], feed, 1, reps,
                             lambda r: check(r[0].shape == tuple(shape) and r[1].min() >= 0,
                                             "two [8,64,64,32] relu outputs"))
    gflop = 4 * 2 * 8 * 64 * 64 * 32 * 32 * 5 * 5 / 1e9
    return seconds * 1e3, "ms/run", "both filters on two [8,64,64,32] images: %.1f GFLOP/s" \
        % (gflop / seconds)


def bench_run_overhead(tf, reps):
    tf.reset_default_graph()
    x = tf.placeholder(tf.float32, [])
    seconds = run_in_session(tf, x + 1, {x: 1.0}, 1000, reps,
                             lambda r: check(float(r) == 2.0, "1 + 1 == 2"))
    return seconds * 1e6, "us/run", "sess.run(x + 1) on a fed scalar"


def bench_init(tf, reps):
    tf.reset_default_graph()
    variables = [tf.get_variable("v%d" % i, [16, 16],
                                 initializer=tf.random_normal_initializer())
                 for i in range(2000)]
    init = tf.global_variables_initializer()
    with tf.Session() as sess:
        sess.run(init)  # the first run in a session also sets up its buffers: not steady state
        seconds = median_time(lambda: sess.run(init), reps)
        first, last = sess.run([variables[0], variables[-1]])
        check(first.shape == (16, 16) and (first != last).any(), "random [16,16] variables")
    return seconds * 1e3, "ms/run", "global_variables_initializer over 2000 variables, warm"


def bench_linear_model(tf, reps):
    tf.reset_default_graph()
    x = tf.placeholder(tf.float32, [None, 784])
    W = tf.Variable(tf.zeros([784, 10]))
    b = tf.Variable(tf.zeros([10]))
    y = tf.matmul(x, W) + b
    feed = {x: np.random.RandomState(0).randn(256, 784).astype(np.float32)}
    seconds = run_in_session(tf, y, feed, 200, reps,
                             lambda r: check(r.shape == (256, 10), "a [256,10] output"))
    return seconds * 1e6, "us/run", "matmul(x, W) + b on a fed [256,784] batch"


def bench_train_step(tf, reps):
    tf.reset_default_graph()
    x = tf.placeholder(tf.float32, [None, 784])
    t = tf.placeholder(tf.float32, [None, 10])
    W = tf.Variable(tf.zeros([784, 10]))
    b = tf.Variable(tf.zeros([10]))
    loss = tf.reduce_mean(tf.square(tf.matmul(x, W) + b - t))
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    rng = np.random.RandomState(0)
    feed = {x: rng.randn(256, 784).astype(np.float32), t: rng.randn(256, 10).astype(np.float32)}
    seconds = run_in_session(tf, train, feed, 200, reps,
                             lambda r: check(r is None, "the train op fetches None"))
    return seconds * 1e6, "us/step", "one gradient-descent step of the linear model, batch 256"


def run(backend, names, reps):
    """{workload: [value, unit, detail]}, or [None, "error", reason] for a workload that failed."""
    tf = load(backend)
    results = {}
    for name in names:
        try:
            results[name] = list(globals()["bench_" + name](tf, reps))
        except Exception as exc:  # noqa: BLE001 - report it and go on with the next workload
            results[name] = [None, "error", "%s: %s" % (type(exc).__name__, exc)]
    return results


def run_child(python, backend, names, reps):
    """This file, run by ``python`` for one backend; its JSON results."""
    command = [python, str(Path(__file__).resolve()), "--backend", backend, "--json",
               "--reps", str(reps), "--only", ",".join(names)]
    out = subprocess.run(command, capture_output=True, text=True)
    if out.returncode:
        sys.exit("%s --backend %s failed:\n%s" % (python, backend, out.stderr))
    return json.loads(out.stdout.splitlines()[-1])


def has_tensorflow(python):
    try:
        return subprocess.run([python, "-c", "import tensorflow"], capture_output=True,
                              env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")).returncode == 0
    except OSError:  # no such interpreter
        return False


def fmt(value, unit):
    return "error" if value is None else "%.4g %s" % (value, unit)


def print_table(results, backend, tf=None):
    """A row per workload: the value for ``backend``, then, if given, TensorFlow's and the ratio."""
    print("%-15s %16s" % ("workload", backend) + (" %16s %8s" % ("tf", "sl/tf") if tf else ""))
    for name, (value, unit, detail) in results.items():
        line = "%-15s %16s" % (name, fmt(value, unit))
        if tf:
            tf_value = tf[name][0]
            ratio = "%.3g" % (value / tf_value) if value is not None and tf_value else "-"
            line += " %16s %8s" % (fmt(tf_value, unit), ratio)
        print(line + "   " + detail)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reps", type=int, default=3, help="timed repetitions (default 3)")
    parser.add_argument("--only", help="comma-separated workloads, from: " + ",".join(WORKLOADS))
    parser.add_argument("--tf-python", help="an interpreter that can import tensorflow")
    parser.add_argument("--backend", choices=["scopelab", "tf"], default="scopelab",
                        help="the library to time in this process (default scopelab)")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    args = parser.parse_args()
    names = args.only.split(",") if args.only else WORKLOADS
    unknown = set(names) - set(WORKLOADS)
    if unknown:
        parser.error("unknown workloads: %s" % ", ".join(sorted(unknown)))

    if args.tf_python and not has_tensorflow(args.tf_python):
        print("# %s cannot import tensorflow: timing scopelab alone" % args.tf_python)
    elif args.tf_python and SHARED_BENCH.exists():
        command = [sys.executable, str(SHARED_BENCH), "--compare", "--tf-python", args.tf_python,
                   "--scopelab-path", str(ROOT), "--reps", str(args.reps)]
        return subprocess.call(command + (["--only", args.only] if args.only else []))
    elif args.tf_python:
        print_table(run_child(sys.executable, "scopelab", names, args.reps), "scopelab",
                    run_child(args.tf_python, "tf", names, args.reps))
        return 0

    results = run(args.backend, names, args.reps)
    if args.json:
        print(json.dumps(results))
    else:
        print_table(results, args.backend)
    return 0


if __name__ == "__main__":
    sys.exit(main())
