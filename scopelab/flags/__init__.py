"""``tf.flags`` (also ``tf.app.flags``): command-line flags for TF1 scripts.

Mirrors ``tensorflow/python/platform/flags.py``, TF's thin wrapper over absl's flags, written
here without absl. A script defines its flags at the top, ``tf.app.run()`` parses
``sys.argv``, and the code reads ``FLAGS.name``::

    flags = tf.app.flags
    flags.DEFINE_integer("batch_size", 32, "Batch size.")
    FLAGS = flags.FLAGS
    ...
    print(FLAGS.batch_size)   # 32, or what --batch_size=64 said

Flag names are global to the process: defining one twice raises ``DuplicateFlagError``.
``flag.py`` holds the kinds of flag, ``flag_values.py`` the registry and the argv parser, and
``absl_flags.py`` the flags a TF 2.x process already has (``log_dir``, ``verbosity``...: a
script can't define them again). TF's old keyword names (``flag_name``, ``default_value``,
``docstring``) still work, with TF's warning. Left out: multi-valued flags, ``DEFINE_alias``,
flag files, what absl's own flags do.

>>> fv = FlagValues()
>>> h = DEFINE_float("learning_rate", 0.01, "Learning rate.", flag_values=fv)
>>> fv(["prog", "--learning_rate=0.5"]), fv.learning_rate, h.value
(['prog'], 0.5, 0.5)
"""
import logging
import warnings

from .flag import (BooleanFlag, DuplicateFlagError, EnumFlag, Error, Flag,  # noqa: F401
                   FlagNameConflictsWithMethodError, FloatFlag, IllegalFlagValueError,
                   IntegerFlag, ListFlag, UnparsedFlagAccessError, UnrecognizedFlagError)
from .absl_flags import define_absl_flags
from .flag_values import FlagValues, calling_module
from ..left_out import missing_names as _missing_names

# TF's FLAGS parses sys.argv the first time a flag is read, if no one parsed a command line yet.
FLAGS = FlagValues(parse_argv_when_read=True)
define_absl_flags(FLAGS)


class FlagHolder:
    """What ``DEFINE_*`` returns: a handle on one flag (``.value``, ``.default``, ``.present``)."""

    def __init__(self, flag_values, flag):
        self._flag_values = flag_values
        self.name = flag.name

    value = property(lambda self: self._flag_values._value(self.name))
    default = property(lambda self: self._flag_values[self.name].default)
    present = property(lambda self: bool(self._flag_values[self.name].present))


_RENAMED_ARGUMENTS = {"flag_name": "name", "default_value": "default", "docstring": "help"}


def _defining(kind, kind_name, positions=("name", "default", "help")):
    """A ``DEFINE_<kind>(name, default, help, flag_values=FLAGS, **kind_args)`` function."""

    def define(*args, flag_values=FLAGS, **kwargs):
        old = [k for k in _RENAMED_ARGUMENTS if k in kwargs]
        for k in old:
            kwargs[_RENAMED_ARGUMENTS[k]] = kwargs.pop(k)
        if old:
            logging.warning("Use of the keyword argument names (flag_name, default_value, "
                            "docstring) is deprecated, please use (name, default, help) "
                            "instead.")
        arguments = dict(zip(positions, args), **kwargs)
        name, default, help_text = (arguments.pop(k) for k in ("name", "default", "help"))
        flag = kind(name, default, help_text, **arguments)
        flag_values.register(flag, calling_module())
        return FlagHolder(flag_values, flag)

    define.__name__ = define.__qualname__ = "DEFINE_" + kind_name
    define.__doc__ = "Defines a %s flag; returns its FlagHolder." % kind_name
    return define


DEFINE_string = _defining(Flag, "string")
DEFINE_integer = _defining(IntegerFlag, "integer")
DEFINE_float = _defining(FloatFlag, "float")
DEFINE_boolean = DEFINE_bool = _defining(BooleanFlag, "boolean")
DEFINE_enum = _defining(EnumFlag, "enum", ("name", "default", "enum_values", "help"))
DEFINE_list = _defining(ListFlag, "list")


def register_validator(flag_name, checker, message="Flag validation failed",
                       flag_values=FLAGS):
    """After each parse or assignment, ``checker(value)`` must be true, else
    ``IllegalFlagValueError("flag --name=value: message")``."""
    flag_values[flag_name].validators.append(lambda value: None if checker(value) else message)


def mark_flag_as_required(flag_name, flag_values=FLAGS):
    """Parsing fails unless the command line (or the default) gives ``flag_name`` a value."""
    if flag_values[flag_name].default is not None:
        warnings.warn("Flag --%s has a non-None default value; therefore, mark_flag_as_required "
                      "will pass even if flag is not specified in the command line!"
                      % flag_name, stacklevel=2)
    register_validator(flag_name, lambda value: value is not None,
                       "Flag --%s must have a value other than None." % flag_name, flag_values)


def mark_flags_as_required(flag_names, flag_values=FLAGS):
    for name in flag_names:
        mark_flag_as_required(name, flag_values)


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
