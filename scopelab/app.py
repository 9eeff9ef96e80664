"""``tf.app``: ``tf.app.run()``, the entry point of TF1 scripts, and ``tf.app.flags``.

Mirrors ``tensorflow/python/platform/app.py`` (over ``absl.app.run``)::

    def main(argv):
        ...                      # FLAGS are parsed here; argv holds what they did not take
    if __name__ == "__main__":
        tf.app.run()             # main(argv), then sys.exit(main's return value)

``run`` parses the flags it knows from ``argv`` (default ``sys.argv``) and leaves unknown ones
in the ``argv`` handed to ``main`` (TF tolerates them; a bad value of a known flag raises).
``--help`` (or ``-?``, ``--helpshort``) prints the main script's flags and ``--helpfull`` all
flags, then exit with status 1, as absl does. ``run`` also switches logging to absl's handler
(see ``tf_logging.use_absl_handler``). Left out: ``--pdb``, profiling, ``--only_check_args``.

>>> import scopelab as tf
>>> try:
...     tf.app.run(main=lambda argv: print("main got", argv), argv=["prog", "in.txt"])
... except SystemExit as e:
...     print("exit", e.code)
main got ['prog', 'in.txt']
exit None
"""
import sys

from . import flags, tf_logging
from .flags.flag import BooleanFlag
from .left_out import missing_names as _missing_names


def _usage(full):
    """absl's help text: the main module's docstring (or a USAGE line), then the flags."""
    doc = sys.modules["__main__"].__doc__
    if not doc:
        doc = "\n       USAGE: %s [flags]" % sys.argv[0]
    else:
        count = doc.count("%") - 2 * doc.count("%%")
        try:
            doc %= (sys.argv[0],) * count
        except (OverflowError, TypeError, ValueError):
            pass
    flag_help = flags.FLAGS.get_help() if full else flags.FLAGS.module_help(sys.argv[0])
    print(doc + ("\nflags:\n" + flag_help if flag_help else ""))


class _HelpFlag(BooleanFlag):
    """A flag whose parsing prints the help and ends the program (status 1, as absl)."""

    def __init__(self, name, help_text, full=False):
        super().__init__(name, False, help_text)
        self.full = full

    def parse(self, argument):
        if self.convert(argument):
            _usage(self.full)
            if not self.full:
                print("\nTry --helpfull to get a list of all flags.")
            sys.exit(1)


def _define_help_flags():
    if "help" not in flags.FLAGS:
        help_flag = _HelpFlag("help", "show this help")
        flags.FLAGS.register(help_flag, "absl.app")
        flags.FLAGS.register(help_flag, "absl.app", name="?")
        flags.FLAGS.register(_HelpFlag("helpshort", "show this help"), "absl.app")
        flags.FLAGS.register(_HelpFlag("helpfull", "show full help", full=True), "absl.app")


def run(main=None, argv=None):
    """Parses the flags from ``argv`` (default ``sys.argv``), calls ``main(remaining argv)``
    (default: the main script's ``main``), and exits with its return value."""
    main = main or sys.modules["__main__"].main
    _define_help_flags()
    tf_logging.use_absl_handler()
    args = flags.FLAGS(sys.argv if argv is None else argv, known_only=True)
    sys.exit(main(args))


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
