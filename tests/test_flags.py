"""tf.flags and tf.app.run. The behaviour of the global FLAGS is recorded from TensorFlow in
tests/tf_cases/510 and 511; these tests use FlagValues of their own (flag names are global per
FlagValues) and run whole scripts in a subprocess where sys.argv and sys.exit matter."""
import os
import subprocess
import sys
import textwrap

import pytest

import scopelab as tf
from scopelab.flags import FlagValues, flag_values

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = '''\
"""Trains a model.

Usage: %s --steps=N
"""
import scopelab as tf
tf.app.flags.DEFINE_integer("steps", 10, "Training steps.", lower_bound=1)
tf.app.flags.DEFINE_boolean("fake", False, "Use fake data.")
tf.app.flags.DEFINE_float("rate", 0.01, "Learning rate, a long explanation that goes on "
                         "and on for more than one line of help.")
tf.app.flags.DEFINE_enum("mode", "train", ["train", "eval"], "Mode.")
tf.app.flags.DEFINE_list("layers", "64,32", "Layer sizes.")
tf.app.flags.DEFINE_string("data_dir", None, "")
FLAGS = tf.app.flags.FLAGS
{body}
'''

RUN_MAIN = '''
def main(argv):
    print(FLAGS.steps, FLAGS.fake, argv)
    return 3


if __name__ == "__main__":
    tf.app.run()
'''

# What TF 2.21 prints for `train.py --help` (absl's format).
HELP = """\
Trains a model.

Usage: train.py --steps=N

flags:

train.py:
  --data_dir: (no help available)
  --[no]fake: Use fake data.
    (default: 'false')
  --layers: Layer sizes.
    (default: '64,32')
    (a comma separated list)
  --mode: <train|eval>: Mode.
    (default: 'train')
  --rate: Learning rate, a long explanation that goes on and on for more than
    one line of help.
    (default: '0.01')
    (a number)
  --steps: Training steps.
    (default: '10')
    (a positive integer)

Try --helpfull to get a list of all flags.
"""


def run_script(tmp_path, body, *args):
    (tmp_path / "train.py").write_text(SCRIPT.replace("{body}", body))
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run([sys.executable, "train.py", *args], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)


def test_app_run_calls_main_with_the_rest_and_exits_with_its_value(tmp_path):
    done = run_script(tmp_path, RUN_MAIN, "--steps=5", "--other=1", "in.txt", "--fake")
    assert done.stdout == "5 True ['train.py', '--other=1', 'in.txt']\n"
    assert done.returncode == 3


def test_help_prints_the_main_modules_flags_and_exits_1(tmp_path):
    done = run_script(tmp_path, RUN_MAIN, "--help")
    assert (done.stdout, done.returncode) == (HELP, 1)
    assert run_script(tmp_path, RUN_MAIN, "-?").stdout == HELP


def test_a_bad_flag_value_stops_app_run_before_main(tmp_path):
    done = run_script(tmp_path, RUN_MAIN, "--steps=0")
    assert done.stdout == ""
    assert done.stderr.strip().splitlines()[-1] == (
        "scopelab.flags.flag.IllegalFlagValueError: flag --steps=0: 0 is not a positive integer")


def test_reading_a_flag_first_parses_sys_argv(tmp_path):
    done = run_script(tmp_path, "print(FLAGS.is_parsed(), FLAGS.steps, FLAGS.is_parsed())",
                      "--steps=7")
    assert done.stdout == "False 7 True\n"
    unknown = run_script(tmp_path, "FLAGS.steps", "--step=7")
    assert unknown.stderr.strip().splitlines()[-1].endswith(
        "UnrecognizedFlagError: Unknown command line flag 'step'. Did you mean: steps ?")


def test_a_flagvalues_of_ones_own_does_not_parse_by_itself():
    fv = FlagValues()
    holder = tf.flags.DEFINE_string("name", "x", "Name.", flag_values=fv)
    with pytest.raises(tf.flags.UnparsedFlagAccessError,
                       match="Trying to access flag --name before flags were parsed."):
        fv.name
    with pytest.raises(tf.flags.UnparsedFlagAccessError):
        holder.value
    assert fv(["prog", "--name", "y"]) == ["prog"] and holder.value == "y"


def test_lazy_parsing_reads_sys_argv(monkeypatch):
    fv = FlagValues(parse_argv_when_read=True)
    tf.flags.DEFINE_integer("n", 1, "N.", flag_values=fv)
    monkeypatch.setattr(sys, "argv", ["prog", "--n=4", "rest"])
    assert fv.n == 4 and fv.is_parsed()
    assert fv["n"].present == 1


def test_validators_and_required_flags():
    fv = FlagValues()
    tf.flags.DEFINE_integer("even", 2, "An even number.", flag_values=fv)
    tf.flags.DEFINE_string("out", None, "Output file.", flag_values=fv)
    tf.flags.register_validator("even", lambda v: v % 2 == 0, "must be even", flag_values=fv)
    tf.flags.mark_flags_as_required(["out"], flag_values=fv)
    with pytest.raises(tf.flags.IllegalFlagValueError,
                       match="^flag --out=None: Flag --out must have a value other than None.$"):
        fv(["prog"])
    with pytest.raises(tf.flags.IllegalFlagValueError, match="^flag --even=3: must be even$"):
        fv(["prog", "--out=a", "--even=3"])
    fv(["prog", "--out=a", "--even=4"])
    with pytest.raises(tf.flags.IllegalFlagValueError, match="flag --even=5: must be even"):
        fv.even = 5
    assert fv.even == 4  # a rejected assignment is undone (a rejected parse is not)
    with pytest.warns(UserWarning, match="Flag --even has a non-None default value"):
        tf.flags.mark_flag_as_required("even", flag_values=fv)


def test_old_keyword_names_still_work_with_tfs_warning(caplog):
    fv = FlagValues()
    tf.flags.DEFINE_integer(flag_name="k", default_value=3, docstring="K.", flag_values=fv)
    assert fv(["p"]) == ["p"] and fv.k == 3 and fv["k"].help == "K."
    assert "Use of the keyword argument names (flag_name, default_value, docstring) is " \
           "deprecated" in caplog.text


def test_unparse_flags_restores_defaults():
    fv = FlagValues()
    tf.flags.DEFINE_list("names", ["a"], "Names.", flag_values=fv)
    fv(["p", "--names=b,c"])
    assert fv.names == ["b", "c"]
    fv.unparse_flags()
    assert not fv.is_parsed() and fv["names"].value == ["a"]


@pytest.mark.parametrize("attempt, names, expected", [
    ("learnig_rate", ["learning_rate", "batch_size"], ["learning_rate"]),
    ("bs", ["bs1", "bs2"], []),                   # too short to guess
    ("zzzzzz", ["learning_rate"], []),            # too far off
    ("modle", ["model", "mode"], ["mode", "model"]),  # ties, in name order
])
def test_suggestions(attempt, names, expected):
    assert flag_values.suggestions(attempt, names) == expected


def test_help_wraps_at_80_columns():
    fv = FlagValues()
    tf.flags.DEFINE_string("s", "", textwrap.dedent("""\
        One two three four five six seven eight nine ten eleven twelve thirteen fourteen
        fifteen."""), flag_values=fv)
    assert fv.module_help(__name__).splitlines() == [
        "", __name__ + ":",
        "  --s: One two three four five six seven eight nine ten eleven twelve thirteen",
        "    fourteen",
        "    fifteen.",
        "    (default: '')"]
