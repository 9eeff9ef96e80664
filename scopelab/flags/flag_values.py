"""``FlagValues``: the registry of defined flags, and the command-line parser that fills them.

Mirrors ``absl/flags/_flagvalues.py``. ``FLAGS(argv)`` reads ``--name=value``, ``--name value``,
``-name=value``, ``--flag``/``--noflag`` for booleans, keeps positional arguments wherever they
are (GNU style) and stops at ``--``; it returns the program name and the arguments it did not
take. ``FLAGS.name`` reads a value, ``FLAGS.name = v`` sets one. Reading before any parse raises
``UnparsedFlagAccessError``, except on TF's global ``tf.flags.FLAGS``, which parses ``sys.argv``
first (``parse_argv_when_read``), as TF1 programs expect. Left out: ``--flagfile``,
``--undefok``, key flags, XML help.

>>> fv = FlagValues()
>>> fv.register(IntegerFlag("steps", 10, "Training steps."))
>>> fv(["prog", "--steps", "20", "data.txt"])
['prog', 'data.txt']
>>> fv.steps
20
"""
import sys

from .flag import (DuplicateFlagError, Error, FlagNameConflictsWithMethodError,  # noqa: F401
                   IllegalFlagValueError, IntegerFlag, UnparsedFlagAccessError,
                   UnrecognizedFlagError)


def calling_module():
    """The module that called into the flags package: its ``__name__``, or ``sys.argv[0]`` for
    the main script. Frames of code with no module (``exec`` of a string) are passed over."""
    frame = sys._getframe(1)
    while frame is not None:
        name = frame.f_globals.get("__name__")
        if name in sys.modules and name != __package__ and \
                not name.startswith(__package__ + "."):
            return sys.argv[0] if name == "__main__" else name
        frame = frame.f_back
    raise AssertionError("No module was found")


def _edit_distance(a, b):
    """Edits (insert, delete, change, swap two neighbours) that turn ``a`` into ``b``."""
    previous, row = None, list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        before, row = row, [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            row[j] = min(before[j] + 1, row[j - 1] + 1, before[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                row[j] = min(row[j], previous[j - 2] + 1)
        previous = before
    return row[-1]


def suggestions(attempt, names):
    """The defined names closest to a mistyped one, compared on the typed length."""
    if len(attempt) <= 2 or not names:
        return []
    ranked = sorted((_edit_distance(attempt, name[:len(attempt)]), name) for name in names)
    least = ranked[0][0]
    if least >= 0.5 * len(attempt):
        return []
    return [name for errors, name in ranked if errors == least]


class FlagValues:
    """Flags by name, the module that defined each, and whether a command line was parsed."""

    def __init__(self, parse_argv_when_read=False):
        # Plain attributes live in __dict__: attribute access is for flag values.
        self.__dict__.update(_flags={}, _modules={}, _parsed=False,
                             _parse_argv_when_read=parse_argv_when_read)

    # ------------------------------------------------------------------ defining
    def register(self, flag, module=None, name=None):
        """Adds ``flag`` (under ``name``, default its own name); ``module`` (default: the
        caller's) is where ``--help`` lists it."""
        name = name or flag.name
        if not isinstance(flag.name, str):
            raise Error("Flag name must be a string")
        if not flag.name:
            raise Error("Flag name cannot be empty")
        if flag.name in _METHOD_NAMES:
            raise FlagNameConflictsWithMethodError(
                'Cannot define a flag named "%s". It conflicts with a method on class "%s". To '
                "allow defining it, use allow_using_method_names and access the flag value "
                "with FLAGS['%s'].value. FLAGS.%s returns the method, not the flag value."
                % (flag.name, type(self).__name__, flag.name, flag.name))
        module = module or calling_module()
        if name in self._flags:
            raise DuplicateFlagError(
                "The flag '%s' is defined twice. First from %s, second from %s. Description "
                "from first occurrence: %s" % (name, self._modules[name], module,
                                               self._flags[name].help))
        self._flags[name] = flag
        self._modules[name] = module

    def __getitem__(self, name):
        return self._flags[name]

    def __contains__(self, name):
        return name in self._flags

    def __iter__(self):
        return iter(self._flags)

    def __len__(self):
        return len(self._flags)

    def __dir__(self):
        return sorted(self._flags)

    # ------------------------------------------------------------------ values
    def __getattr__(self, name):
        if name.startswith("__"):  # Python's probes (copy, pickle, doctest), never flags
            raise AttributeError(name)
        if not self._parsed and self._parse_argv_when_read:
            self(sys.argv)
        return self._value(name)

    def _value(self, name):
        """The value of flag ``name``; only ``FLAGS.name`` itself parses sys.argv first."""
        if name not in self._flags:
            raise AttributeError(name)
        flag = self._flags[name]
        if not (self._parsed or flag.present):
            raise UnparsedFlagAccessError(
                "Trying to access flag --%s before flags were parsed." % name)
        return flag.value

    def __setattr__(self, name, value):
        flag = self._flags.get(name)
        if flag is None:
            raise UnrecognizedFlagError(name, value)
        before = flag.value
        flag.value = value
        try:
            self._validate([flag])
        except IllegalFlagValueError:
            flag.value = before
            raise
        flag.using_default_value = False

    def __delattr__(self, name):
        """Forgets flag ``name``, so that it can be defined again (absl's way to undefine)."""
        if name not in self._flags:
            raise AttributeError(name)
        del self._flags[name], self._modules[name]

    def set_default(self, name, value):
        if name not in self._flags:
            raise UnrecognizedFlagError(name, value)
        self._flags[name].set_default(value)
        self._validate([self._flags[name]])

    def get_flag_value(self, name, default):
        return self._value(name) if name in self._flags else default

    def flag_values_dict(self):
        return {name: flag.value for name, flag in self._flags.items()}

    def is_parsed(self):
        return self._parsed

    def mark_as_parsed(self):
        self.__dict__["_parsed"] = True

    def unparse_flags(self):
        """Every flag back to its default, and reads raise again until the next parse."""
        for flag in self._flags.values():
            flag.unparse()
        self.__dict__["_parsed"] = False

    # ------------------------------------------------------------------ parsing
    def __call__(self, argv, known_only=False):
        """Parses ``argv`` (program name first); returns it without the flags it took."""
        if isinstance(argv, (str, bytes)):
            raise TypeError("argv should be a tuple/list of strings, not bytes or string.")
        if not argv:
            raise ValueError("argv cannot be an empty list, and must contain the program name "
                             "as the first element.")
        rest, unknown = [], []
        args = iter(argv[1:])
        for arg in args:
            if arg == "--":
                rest += [arg] if known_only else []
                break
            name, equals, text = arg[2 if arg.startswith("--") else 1:].partition("=")
            if not arg.startswith("-") or not name:
                rest.append(arg)
                continue
            flag, text = self._flag_and_text(arg, name, text if equals else None, args)
            if flag is not None:
                flag.parse(text)
                flag.using_default_value = False
            elif known_only:
                rest.append(arg)
            else:
                unknown.append((name, arg))
        for name, arg in unknown[:1]:
            raise UnrecognizedFlagError(name, arg, suggestions(name, list(self._flags)))
        self.mark_as_parsed()
        self._validate(self._flags.values())
        return [argv[0]] + rest + list(args)

    def _flag_and_text(self, arg, name, text, args):
        """The flag ``name`` sets and its text: for ``--name value``, the next argument."""
        flag = self._flags.get(name)
        if flag is not None:
            if text is None:
                text = "true" if flag.boolean else next(args, None)
                if text is None:
                    raise Error("Missing value for flag " + arg)
            return flag, text
        negated = self._flags.get(name[2:]) if name.startswith("no") else None
        if negated is not None and negated.boolean:
            if text is not None:
                raise ValueError(arg + " does not take an argument")
            return negated, "false"
        return None, text

    def _validate(self, flags):
        messages = []
        for flag in flags:
            problem = next(filter(None, (check(flag.value) for check in flag.validators)), None)
            if problem:
                messages.append("flag --%s=%s: %s" % (flag.name, flag.value, problem))
        if messages:
            raise IllegalFlagValueError("\n".join(messages))

    # ------------------------------------------------------------------ help
    def module_help(self, module):
        """``--help``'s block for the flags ``module`` defined ("" if none)."""
        names = sorted(name for name, m in self._modules.items()
                       if m == module and self._flags[name].name == name)  # not aliases
        lines = ["", module + ":"] if names else []
        for name in names:
            lines += self._flags[name].help_text()
        return "\n".join(lines)

    def get_help(self):
        """The help of every module's flags, the main script's first."""
        modules = sorted(set(self._modules.values()),
                         key=lambda m: (m != sys.argv[0], m))
        return "\n".join(self.module_help(m) for m in modules)

    def __str__(self):
        return self.get_help()


_METHOD_NAMES = frozenset(dir(FlagValues))
