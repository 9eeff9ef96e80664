"""Records what real TensorFlow prints for scenario cases, into a golden file, case by case.

Run it with a Python that has TensorFlow (tensorflow-cpu 2.21; tf-keras 2.21 for tf.layers):

    /tmp/tfenv/bin/python tests/record_tf.py tests/tf_cases 460_grad_pool   # some cases
    /tmp/tfenv/bin/python tests/record_tf.py tests/tf_train_cases            # all of a folder
    /tmp/tfenv/bin/python tests/record_tf.py tests/programs                  # tutorial programs

The cases run through tests/tf_runner.py, the same runner the tests use, with ``tf`` bound to
``tensorflow.compat.v1`` (v2 behaviour off). Only the named cases are replaced in the golden
file (``tests/data/tf_golden.json`` for tests/tf_cases, ``tf_train_golden.json`` for
tests/tf_train_cases, ``programs_golden.json`` for tests/programs, which run through
tests/programs_runner.py, ``--golden`` for others); the rest stay as they were, so several people can
record into one file. A case that crashes under TensorFlow is reported and not stored.
"""
import argparse
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

import programs_runner  # noqa: E402
import tf_runner  # noqa: E402

GOLDEN_OF = {"tf_cases": "tf_golden.json", "tf_train_cases": "tf_train_golden.json",
             "programs": "programs_golden.json"}
RUNNER_OF = {"programs": programs_runner.run_program}


def load_tensorflow():
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")
    os.environ.setdefault("TF_USE_LEGACY_KERAS", "1")  # tf.compat.v1.layers needs tf-keras
    import tensorflow.compat.v1 as tf
    tf.disable_v2_behavior()
    return tf


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cases_dir")
    ap.add_argument("case_ids", nargs="*", help="case ids or prefixes; none means all")
    ap.add_argument("--golden", help="the golden file (default: by the folder's name)")
    args = ap.parse_args(argv)
    cases_dir = os.path.abspath(args.cases_dir)
    folder = os.path.basename(cases_dir.rstrip("/"))
    golden_path = args.golden or os.path.join(HERE, "data", GOLDEN_OF[folder])
    run = RUNNER_OF.get(folder, tf_runner.run_case)
    ids = [c for c in tf_runner.case_ids(cases_dir)
           if not args.case_ids or any(c.startswith(p) for p in args.case_ids)]
    golden = tf_runner.load_golden(golden_path) if os.path.exists(golden_path) else {}
    tf = load_tensorflow()
    crashed = 0
    for case_id in ids:
        records = run(tf, case_id, cases_dir)
        if records and records[-1]["key"] == "__exception__":
            crashed += 1
            print("CRASH %s: %s" % (case_id, records[-1]["value"]))
            continue
        golden[case_id] = records
        print("recorded %s (%d records)" % (case_id, len(records)))
    with open(golden_path, "w") as f:
        json.dump(golden, f, indent=1, sort_keys=True)
        f.write("\n")
    print("%d recorded, %d crashed, into %s" % (len(ids) - crashed, crashed, golden_path))
    return 1 if crashed else 0


if __name__ == "__main__":
    sys.exit(main())
