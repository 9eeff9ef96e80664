#!/usr/bin/env python
"""Times one training step of four tutorial models, at the sizes the tutorials train them, under
scopelab and TensorFlow.

    python bench/bench_models.py --tf-python /tmp/tfenv/bin/python    # both, side by side
    python bench/bench_models.py --only word2vec,vae --reps 5          # some models
    python bench/bench_models.py                                       # scopelab alone
    python bench/bench_models.py --ops --tf-python /tmp/tfenv/bin/python  # where the time goes

Models (each step is ``sess.run([train, loss], feed)``, weights seeded, batches from a seeded
numpy generator, cycled):
``vae``, the variational autoencoder of TensorFlow-Examples, 784-512-20-512-784, batch 64,
RMSProp; ``cnn``, the Deep MNIST tutorial's network (5x5x32 and 5x5x64 convolutions with 2x2
max pooling, a 1024-unit layer, dropout), batch 50, Adam; ``lstm``, a BasicLSTMCell of 128
units through ``tf.nn.dynamic_rnn`` over 28 steps of 28 inputs, batch 128, Adam, classifying
from the last output; ``word2vec``, the word2vec tutorial's skip-gram model, 50000 words of 128
dimensions, ``tf.nn.nce_loss`` with 64 sampled classes, batch 128, gradient descent (word ids
drawn log-uniformly, as frequent words come up in text).

Each model runs in a child process per backend, the backends alternating (TF first for the 1st
and 3rd model of the 1st round, scopelab first for the others, and the other way round in the
next round): ``--warmup`` untimed steps, then ``--reps`` timed batches of a number of steps
that takes about the same time for each model. That is repeated for ``--rounds`` rounds (each
printed as it ends). A row of the table gives, per backend, the median over the rounds of the
median ms per step of the batches, and the median of the rounds' ratios scopelab/TF (below 1:
scopelab is faster; a ratio compares two runs next to each other in time, which a machine
whose load drifts needs). The same for the CPU time the process used per step (all its
threads): on a machine that other processes keep busy, wall time says how long a learner
waits, CPU time how much work each backend did.

That the steps train is checked, not timed: each backend's loss on one batch (the mean of four
evaluations, for the models that draw noise or samples) must be lower after all its steps than
before them, and the two backends' losses of the first step must agree (the same seeds give the
same weights and draws); a row says so when they do not. A round is marked noisy as in
``bench_programs.py``, and a row says in how many rounds it was.

``--ops`` says where a step's time goes instead: per op type, the milliseconds per step its
kernels took, summed, and how many ran, for each backend, beside the step's wall time (untraced
steps). TF's figures are its own trace (``RunOptions.FULL_TRACE`` step stats, every node of
every loop iteration); its oneDNN ops lose their ``_Mkl``/``_MklNative`` prefix, and its fused
ops (``FusedConv2D``: a convolution with its bias and ReLU) keep their own name. scopelab's are
its kernels timed as the session calls them (wrapped in the op registry by this script). When
a backend's summed op time exceeds its wall time, it ran ops side by side.
"""
import argparse
import collections
import gc
import json
import math
import os
import statistics
import sys
import time

import numpy as np

from bench_programs import NOISY, child_result, load_backend, tensorflow_works

STEPS = {"vae": 40, "cnn": 4, "lstm": 6, "word2vec": 150}  # steps per timed batch
MODELS = list(STEPS)


# ---------------------------------------------------------------------- the models
def images(rng, n):
    """Sparse strokes in [0, 1], like MNIST digits."""
    return (np.minimum((rng.rand(n, 784) < 0.2) * rng.uniform(0.3, 1.3, (n, 784)), 1.0)
            .astype(np.float32))


def one_hot(rng, n):
    return np.eye(10, dtype=np.float32)[rng.randint(0, 10, n)]


def vae(tf, rng):
    batch, hidden, latent = 64, 512, 20
    x = tf.placeholder(tf.float32, [None, 784], name="x")

    def dense(inputs, size):
        w = tf.Variable(tf.random_normal([int(inputs.shape[1]), size],
                                         stddev=1. / math.sqrt(int(inputs.shape[1]) / 2.)))
        return tf.matmul(inputs, w) + tf.Variable(tf.zeros([size]))

    h = tf.nn.tanh(dense(x, hidden))
    z_mean, z_std = dense(h, latent), dense(h, latent)
    z = z_mean + tf.exp(z_std / 2) * tf.random_normal(tf.shape(z_std))
    logits = dense(tf.nn.tanh(dense(z, hidden)), 784)
    reconstruction = tf.reduce_sum(
        tf.nn.sigmoid_cross_entropy_with_logits(labels=x, logits=logits), 1)
    kl = -0.5 * tf.reduce_sum(1 + z_std - tf.square(z_mean) - tf.exp(z_std), 1)
    loss = tf.reduce_mean(reconstruction + kl)
    train = tf.train.RMSPropOptimizer(1e-3).minimize(loss)
    feeds = [{x: images(rng, batch)} for _ in range(8)]
    return train, loss, feeds, feeds[0]


def cnn(tf, rng):
    batch = 50
    x = tf.placeholder(tf.float32, [None, 784], name="x")
    y = tf.placeholder(tf.float32, [None, 10], name="y")
    keep = tf.placeholder(tf.float32, name="keep_prob")

    def weight(shape):
        return tf.Variable(tf.truncated_normal(shape, stddev=0.1))

    def bias(shape):
        return tf.Variable(tf.constant(0.1, shape=shape))

    def conv_pool(inputs, shape):
        conv = tf.nn.conv2d(inputs, weight(shape), [1, 1, 1, 1], "SAME")
        return tf.nn.max_pool(tf.nn.relu(conv + bias(shape[-1:])), [1, 2, 2, 1], [1, 2, 2, 1],
                              "SAME")

    h = conv_pool(conv_pool(tf.reshape(x, [-1, 28, 28, 1]), [5, 5, 1, 32]), [5, 5, 32, 64])
    h = tf.nn.relu(tf.matmul(tf.reshape(h, [-1, 7 * 7 * 64]), weight([7 * 7 * 64, 1024]))
                   + bias([1024]))
    logits = tf.matmul(tf.nn.dropout(h, keep), weight([1024, 10])) + bias([10])
    loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=logits))
    train = tf.train.AdamOptimizer(1e-4).minimize(loss)
    feeds = [{x: images(rng, batch), y: one_hot(rng, batch), keep: 0.5} for _ in range(4)]
    return train, loss, feeds, {**feeds[0], keep: 1.0}


def lstm(tf, rng):
    batch, steps, units = 128, 28, 128
    x = tf.placeholder(tf.float32, [None, steps, 28], name="x")
    y = tf.placeholder(tf.float32, [None, 10], name="y")
    outputs, _ = tf.nn.dynamic_rnn(tf.nn.rnn_cell.BasicLSTMCell(units), x, dtype=tf.float32)
    w = tf.Variable(tf.random_normal([units, 10]))
    logits = tf.matmul(outputs[:, -1], w) + tf.Variable(tf.random_normal([10]))
    loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits(labels=y, logits=logits))
    train = tf.train.AdamOptimizer(1e-3).minimize(loss)
    feeds = [{x: images(rng, batch).reshape(batch, steps, 28), y: one_hot(rng, batch)}
             for _ in range(4)]
    return train, loss, feeds, feeds[0]


def word2vec(tf, rng):
    vocabulary, size, sampled, batch = 50000, 128, 64, 128
    inputs = tf.placeholder(tf.int32, [batch], name="inputs")
    labels = tf.placeholder(tf.int32, [batch, 1], name="labels")
    embeddings = tf.Variable(tf.random_uniform([vocabulary, size], -1.0, 1.0))
    nce_weights = tf.Variable(tf.truncated_normal([vocabulary, size],
                                                  stddev=1.0 / math.sqrt(size)))
    nce_biases = tf.Variable(tf.zeros([vocabulary]))
    loss = tf.reduce_mean(tf.nn.nce_loss(
        weights=nce_weights, biases=nce_biases, labels=labels,
        inputs=tf.nn.embedding_lookup(embeddings, inputs), num_sampled=sampled,
        num_classes=vocabulary))
    train = tf.train.GradientDescentOptimizer(1.0).minimize(loss)

    def words(shape):
        return (np.exp(rng.uniform(0, math.log(vocabulary + 1), shape)) - 1).astype(np.int32)

    feeds = [{inputs: words([batch]), labels: words([batch, 1])} for _ in range(16)]
    return train, loss, feeds, feeds[0]


def build(tf, name):
    tf.reset_default_graph()
    tf.set_random_seed(0)
    return globals()[name](tf, np.random.RandomState(0))


# ---------------------------------------------------------------------- child: one backend
def time_model(backend, name, warmup, reps):
    tf = load_backend(backend)
    train, loss, feeds, check_feed = build(tf, name)
    steps = STEPS[name]
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        done = 0

        def step():
            nonlocal done
            value = sess.run([train, loss], feeds[done % len(feeds)])[1]
            done += 1
            return float(value)

        # The loss on one batch before and after all the steps (the mean of a few, for the
        # models that draw noise, or sample, in their loss): lower if the steps train.
        before = float(np.mean([sess.run(loss, check_feed) for _ in range(4)]))
        first = step()
        for _ in range(warmup - 1):
            step()
        seconds, cpu = [], []
        for _ in range(reps):
            gc.collect()
            start, cpu_start = time.perf_counter(), time.process_time()
            for _ in range(steps):
                step()
            seconds.append((time.perf_counter() - start) / steps)
            cpu.append((time.process_time() - cpu_start) / steps)
        trained = float(np.mean([sess.run(loss, check_feed) for _ in range(4)]))
    return {"seconds": seconds, "cpu": cpu, "first": first, "before": before,
            "trained": trained}


def op_times(backend, name, warmup, steps):
    """Per op type, the ms per step its kernels took and how many ran per step; and the wall
    time of an untraced step."""
    tf = load_backend(backend)
    train, loss, feeds, _ = build(tf, name)
    took, count = collections.Counter(), collections.Counter()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for i in range(warmup):
            sess.run([train, loss], feeds[i % len(feeds)])
        start = time.perf_counter()
        for i in range(steps):
            sess.run([train, loss], feeds[i % len(feeds)])
        wall = (time.perf_counter() - start) / steps
        if backend == "scopelab":
            from scopelab.core.state import OPS, switches
            for op_type, record in OPS.items():
                if record.kernel is not None:
                    record.kernel = _timed(op_type, record.kernel, took, count)
            switches.generation += 1  # the session plans again, with the timed kernels
            sess.run([train, loss], feeds[0])
            took.clear(), count.clear()
            for i in range(steps):
                sess.run([train, loss], feeds[i % len(feeds)])
        else:
            options = tf.RunOptions(trace_level=tf.RunOptions.FULL_TRACE)
            for i in range(steps):
                metadata = tf.RunMetadata()
                sess.run([train, loss], feeds[i % len(feeds)], options=options,
                         run_metadata=metadata)
                for device in metadata.step_stats.dev_stats:
                    for node in device.node_stats:
                        op_type = _tf_op_type(node.timeline_label)
                        if op_type:
                            took[op_type] += node.all_end_rel_micros * 1e-6
                            count[op_type] += 1
    return {"wall": wall * 1e3,
            "ops": {t: [took[t] / steps * 1e3, count[t] / steps] for t in took}}


def _timed(op_type, kernel, took, count):
    def timed(*args):
        start = time.perf_counter()
        try:
            return kernel(*args)
        finally:
            took[op_type] += time.perf_counter() - start
            count[op_type] += 1
    return timed


def _tf_op_type(label):
    """"MatMul" from TF's timeline label "name = _MklMatMul(a, b)" ("" for TF's own nodes)."""
    op_type = label.partition(" = ")[2].partition("(")[0]
    for prefix in ("_MklNative", "_Mkl"):
        if op_type.startswith(prefix):
            return op_type[len(prefix):]
    return op_type


def compare_ops(args):
    pythons = {"scopelab": sys.executable, "tf": args.tf_python}
    backends = ["tf", "scopelab"] if tensorflow_works(args.tf_python) else ["scopelab"]
    for name in args.only.split(",") if args.only else MODELS:
        got = {}
        for b in backends:
            result, why, _ = child_result(__file__, pythons[b], [
                "--child", b, "--ops", "--only", name, "--warmup", str(args.warmup)])
            got[b] = result or {"wall": float("nan"), "ops": {}, "error": why}
        print("%s: ms per step, summed per op type (how many ran per step)" % name)
        print("  %-26s" % "op type" + "".join("%18s" % b for b in got))
        ops = {t for r in got.values() for t in r["ops"]}
        ordered = sorted(ops, key=lambda t: -max(r["ops"].get(t, [0])[0] for r in got.values()))
        for t in ordered[:args.top]:
            print("  %-26s" % t + "".join(
                "%10.2f (%5d)" % tuple(r["ops"][t]) if t in r["ops"] else "%18s" % "-"
                for r in got.values()))
        print("  %-26s" % "all ops" + "".join(
            "%18.2f" % sum(v[0] for v in r["ops"].values()) for r in got.values()))
        print("  %-26s" % "wall (untraced)" + "".join(
            "%18.2f" % r["wall"] for r in got.values()))
        for b, r in got.items():
            if "error" in r:
                print("  (%s: %s)" % (b, r["error"]))
    return 0


# ---------------------------------------------------------------------- parent: the table
def run_child(python, backend, name, args):
    result, why, share = child_result(__file__, python, ["--child", backend, "--only", name,
                                                         "--warmup", str(args.warmup),
                                                         "--reps", str(args.reps)])
    if result is None:
        return {"error": why}
    result["others"] = share
    return result


def check(got):
    """What is wrong with the losses, as a note for the row ('' when nothing is)."""
    note = ""
    for backend, r in got.items():
        if not r["trained"] < r["before"]:
            note += "  (%s does not train: loss %.4g before, %.4g after)" % (
                backend, r["before"], r["trained"])
    if len(got) == 2 and \
            not np.isclose(got["tf"]["first"], got["scopelab"]["first"], rtol=1e-3):
        note += "  (first losses differ: tf %.6g, scopelab %.6g)" % (
            got["tf"]["first"], got["scopelab"]["first"])
    return note


def one_round(pythons, backends, name, args):
    """Both backends' children for one model, in the given order: {backend: result}, the
    medians in ms per step of each that ran ({"tf": wall, "tf cpu": CPU time...}), and notes on
    failures and losses."""
    got = {b: run_child(pythons[b], b, name, args) for b in backends}
    ms = {}
    for b, r in got.items():
        if "seconds" in r:
            ms[b], ms[b + " cpu"] = (statistics.median(r[k]) * 1e3 for k in ("seconds", "cpu"))
    note = "".join("  (%s: %s)" % (b, r["error"]) for b, r in got.items() if "error" in r)
    note += check({b: r for b, r in got.items() if "error" not in r})
    return got, ms, note


def ratio_text(values):
    return "%.2f" % statistics.median(values) if values else "-"


def compare(args):
    with_tf = tensorflow_works(args.tf_python)
    pythons = {"scopelab": sys.executable, "tf": args.tf_python}
    backends = ["tf", "scopelab"] if with_tf else ["scopelab"]
    names = args.only.split(",") if args.only else MODELS
    print("# warm-up %d steps, %d timed batches, %d rounds; ms per training step (median of "
          "the batches, then of the rounds); cpu: the process's CPU time per step"
          % (args.warmup, args.reps, args.rounds))
    rows = {name: {"ms": collections.defaultdict(list), "ratios": [], "cpu ratios": [],
                   "noisy": 0, "note": ""} for name in names}
    for r in range(args.rounds):
        for n, name in enumerate(names):
            order = backends if (n + r) % 2 == 0 else backends[::-1]
            got, ms, note = one_round(pythons, order, name, args)
            row = rows[name]
            for key, value in ms.items():
                row["ms"][key].append(value)
            if "tf" in ms and "scopelab" in ms:
                row["ratios"].append(ms["scopelab"] / ms["tf"])
                row["cpu ratios"].append(ms["scopelab cpu"] / ms["tf cpu"])
            noisy = max(g.get("others", 0.0) for g in got.values()) > NOISY
            row["noisy"] += noisy
            row["note"] = row["note"] or note
            if "before" in got["scopelab"]:
                row["losses"] = "%.4g -> %.4g" % (got["scopelab"]["before"],
                                                  got["scopelab"]["trained"])
            print("  round %d %-10s %s%s%s" % (r + 1, name, "  ".join(
                "%s %.2f" % (key, value) for key, value in ms.items()), note,
                "  [noisy]" if noisy else ""), flush=True)
    print("%-10s %8s %8s %6s  %8s %8s %6s   %-21s" % (
        "model", "tf ms", "sl ms", "sl/tf", "tf cpu", "sl cpu", "sl/tf", "sl loss before->after"))
    ratios = []
    for name, row in rows.items():
        ms = {key: "%.2f" % statistics.median(v) for key, v in row["ms"].items()}
        if row["ratios"]:  # the median of the rounds' ratios: each compares neighbours in time
            ratios.append(statistics.median(row["ratios"]))
        noisy = "  [noisy %d/%d]" % (row["noisy"], args.rounds) if row["noisy"] else ""
        print("%-10s %8s %8s %6s  %8s %8s %6s   %-21s%s%s" % (
            name, ms.get("tf", "-"), ms.get("scopelab", "-"), ratio_text(row["ratios"]),
            ms.get("tf cpu", "-"), ms.get("scopelab cpu", "-"), ratio_text(row["cpu ratios"]),
            row.get("losses", "-"), row["note"], noisy))
    if ratios:
        print("bench_models: scopelab/tf geometric mean %.2f over %d models"
              % (math.exp(sum(map(math.log, ratios)) / len(ratios)), len(ratios)))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tf-python", default=os.environ.get("TF_PYTHON"),
                    help="an interpreter with tensorflow-cpu (default $TF_PYTHON)")
    ap.add_argument("--only", help="models, comma-separated, from: " + ",".join(MODELS))
    ap.add_argument("--warmup", type=int, default=5, help="untimed steps first")
    ap.add_argument("--reps", type=int, default=5, help="timed batches of steps")
    ap.add_argument("--rounds", type=int, default=3,
                    help="times to run every model on both backends, alternating")
    ap.add_argument("--ops", action="store_true",
                    help="time per op type instead, one run per backend (see above)")
    ap.add_argument("--top", type=int, default=15, help="op types shown per model (--ops)")
    ap.add_argument("--child", choices=["tf", "scopelab"], help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        if args.ops:
            print(json.dumps(op_times(args.child, args.only, args.warmup, STEPS[args.only])))
        else:
            print(json.dumps(time_model(args.child, args.only, args.warmup, args.reps)))
        return 0
    return compare_ops(args) if args.ops else compare(args)


if __name__ == "__main__":
    sys.exit(main())
