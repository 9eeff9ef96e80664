#!/usr/bin/env python
"""Times the classic TF1 tutorial programs of tests/programs under scopelab and real TensorFlow.

    python bench/bench_programs.py --tf-python /tmp/tfenv/bin/python     # both, side by side
    python bench/bench_programs.py --only 001,014 --reps 3               # some programs
    python bench/bench_programs.py                                       # scopelab alone

What is timed is a program's whole body after the import (building its graph and running its
sessions, through tests/programs_runner.py), the way a learner waits for it. Each program runs
in a child process per backend, the two backends alternating (TF first for odd-numbered
programs, scopelab first for the others): one untimed warm-up run, then --reps timed runs,
each after gc.collect(). A run's printing goes to /dev/null. The row shows min and median per
backend and the ratio of the medians scopelab/TF (below 1: scopelab is faster). A row is
marked noisy when other processes used more than 10% of the CPUs while it ran (read from
/proc/stat): rerun it with --only.

The first timed run's records are compared with tests/data/programs_golden.json, so that a
backend cannot look fast by doing something else: a row whose records differ is marked
"differs", and a program that raises is shown as "fails: <error>" with no time.
"""
import argparse
import contextlib
import gc
import json
import math
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
NOISY = 0.10  # flag a row when other processes used more than this share of the CPUs
ROOT = os.path.dirname(HERE)
TESTS = os.path.join(ROOT, "tests")


# ---------------------------------------------------------------------- child: one backend
def load_backend(name):
    if name == "tf":
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
        os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")
        import tensorflow.compat.v1 as tf
        tf.logging.set_verbosity(tf.logging.ERROR)
        tf.disable_v2_behavior()
        return tf
    sys.path.insert(0, ROOT)
    import scopelab
    return scopelab


def time_program(backend, program_id, reps):
    """Warm-up plus ``reps`` timed runs of one program: a dict for the parent."""
    tf = load_backend(backend)
    sys.path.insert(0, TESTS)
    import programs_runner
    import tf_runner
    golden = tf_runner.load_golden(programs_runner.GOLDEN_PATH).get(program_id)
    seconds, records = [], None
    with open(os.devnull, "w") as null, contextlib.redirect_stdout(null):
        for i in range(reps + 1):
            gc.collect()
            got, took = programs_runner.execute(tf, program_id)
            if got and got[-1]["key"] == "__exception__":
                failure = got[-1]["value"]
                return {"status": "fails", "reason": "%s: %s" % (failure["error"],
                                                                  failure["message"][:80])}
            if i == 0:
                continue
            if records is None:
                records = got
            seconds.append(took)
    matches = golden is not None and \
        programs_runner.first_difference(program_id, golden, records) is None
    return {"status": "ok", "seconds": seconds, "matches": matches}


# ---------------------------------------------------------------------- parent: the table
def cpu_snapshot():
    """(wall seconds, busy CPU seconds of the machine, CPU seconds of our children), or None."""
    try:
        with open("/proc/stat") as f:
            jiffies = [int(v) for v in f.readline().split()[1:9]]
    except (OSError, ValueError):
        return None
    busy = sum(jiffies) - jiffies[3] - jiffies[4]  # all but idle and iowait
    t = os.times()
    return time.perf_counter(), busy / os.sysconf("SC_CLK_TCK"), t.children_user + t.children_system


def others_share(before, after):
    """The share of the machine's CPUs that other processes used between two snapshots."""
    if before is None or after is None or after[0] <= before[0]:
        return 0.0
    others = (after[1] - before[1]) - (after[2] - before[2])
    return max(0.0, others / ((after[0] - before[0]) * (os.cpu_count() or 1)))


def child_result(script, python, options):
    """Runs ``script`` under the interpreter ``python`` with ``options``, as a child process:
    (the JSON of its last output line, or None; why not, from its error output; the share of
    the CPUs other processes used meanwhile)."""
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")
    before = cpu_snapshot()
    p = subprocess.run([python, os.path.abspath(script)] + options, capture_output=True,
                       text=True, env=env)
    share = others_share(before, cpu_snapshot())
    try:
        return json.loads(p.stdout.strip().splitlines()[-1]), None, share
    except (IndexError, json.JSONDecodeError):
        return None, ((p.stderr.strip().splitlines() or ["no output"])[-1])[:100], share


def run_child(python, backend, program_id, reps):
    result, why, share = child_result(__file__, python, ["--child", backend, "--only",
                                                         program_id, "--reps", str(reps)])
    if result is None:
        return {"status": "crash", "reason": why}
    result["others"] = round(share, 3)
    return result


def tensorflow_works(python):
    if not python:
        return False
    code = "import tensorflow.compat.v1"
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")
    return subprocess.run([python, "-c", code], capture_output=True, env=env).returncode == 0


def cell(result):
    if result is None:
        return "%9s %9s" % ("-", "-")
    if result["status"] != "ok":
        return "%-19s" % result["status"]
    s = result["seconds"]
    return "%9.1f %9.1f" % (min(s) * 1e3, statistics.median(s) * 1e3)


def program_ids(only):
    sys.path.insert(0, TESTS)
    import programs_runner
    ids = programs_runner.program_ids()
    if only:
        wanted = [w.strip() for w in only.split(",") if w.strip()]
        ids = [i for i in ids if any(i.startswith(w) for w in wanted)]
    return ids


def compare(args):
    with_tf = tensorflow_works(args.tf_python)
    pythons = {"scopelab": sys.executable, "tf": args.tf_python}
    backends = ["tf", "scopelab"] if with_tf else ["scopelab"]
    print("# scopelab: %s   tf: %s   warm-up 1, reps %d; times in ms after import"
          % (sys.executable, args.tf_python if with_tf else "(not available)", args.reps))
    print("%-30s %9s %9s  %9s %9s  %6s" % ("program", "tf min", "tf med", "sl min", "sl med",
                                          "sl/tf"), flush=True)
    ratios, failing, table = {}, [], {}
    for n, program_id in enumerate(program_ids(args.only)):
        order = backends if n % 2 == 0 else backends[::-1]
        got = {b: run_child(pythons[b], b, program_id, args.reps) for b in order}
        table[program_id] = got
        tf_r, sl_r = got.get("tf"), got["scopelab"]
        note = ""
        if sl_r["status"] != "ok":
            failing.append(program_id)
            note = "  (%s)" % sl_r.get("reason", "")
        elif not sl_r["matches"]:
            note = "  (scopelab's records differ from TF's)"
        busiest = max(r.get("others", 0.0) for r in got.values())
        if busiest > NOISY:
            note += "  [noisy: other processes used %d%% of the CPUs]" % round(100 * busiest)
        ratio = ""
        if tf_r and tf_r["status"] == "ok" and sl_r["status"] == "ok":
            ratios[program_id] = (statistics.median(sl_r["seconds"])
                                  / statistics.median(tf_r["seconds"]))
            ratio = "%6.2f" % ratios[program_id]
        print("%-30s %s  %s  %6s%s" % (program_id, cell(tf_r), cell(sl_r), ratio, note),
              flush=True)
    if ratios:
        values = list(ratios.values())
        geomean = math.exp(sum(math.log(r) for r in values) / len(values))
        print("bench_programs: %d programs timed on both, scopelab/tf median %.2f, geometric "
              "mean %.2f, scopelab faster on %d; %d fail on scopelab"
              % (len(values), statistics.median(values), geomean,
                 sum(r <= 1.0 for r in values), len(failing)))
    else:
        print("bench_programs: no program timed on both backends; %d fail on scopelab"
              % len(failing))
    if args.save:
        with open(args.save, "w") as f:
            json.dump({"ratios": ratios, "runs": table}, f, indent=1, sort_keys=True)
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--tf-python", default=os.environ.get("TF_PYTHON"),
                    help="an interpreter with tensorflow-cpu (default $TF_PYTHON)")
    ap.add_argument("--only", help="program ids or prefixes, comma-separated")
    ap.add_argument("--reps", type=int, default=5, help="timed runs after the warm-up")
    ap.add_argument("--save", help="also write the times and ratios as JSON to this file")
    ap.add_argument("--child", choices=["tf", "scopelab"], help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.child:
        print(json.dumps(time_program(args.child, args.only, args.reps)))
        return 0
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
