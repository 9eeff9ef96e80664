"""One command-line flag: its name, default, help text, current value, and how text becomes a
value ("32" -> 32, "false" -> False, "a,b" -> ["a", "b"]).

Mirrors ``absl/flags/_flag.py`` and ``_argument_parser.py``, which TF 2.x's ``tf.flags`` wraps.
Each kind of flag is a small subclass that says how to ``convert`` a text (or a Python default)
and what kind of value it takes (``syntax``, shown by ``--help``: "an integer in the range
[0, 5]"). A bad value raises ``IllegalFlagValueError("flag --name=value: why")``, at definition
(a bad default) or at parsing. Left out: short names (but ``-?`` for help), multi-valued
flags, serializers, XML help.

>>> f = IntegerFlag("batch_size", 32, "Batch size.", lower_bound=1)
>>> f.value, f.syntax
(32, 'a positive integer')
>>> f.parse("0x10"); f.value, f.present
(16, 1)
"""
import csv


class Error(Exception):
    """Any error of the flags module (absl's ``flags.Error``)."""


class DuplicateFlagError(Error):
    """A flag name was defined twice in one FlagValues."""


class IllegalFlagValueError(Error):
    """A value does not fit its flag (wrong type, out of range, not one of the choices)."""


class UnparsedFlagAccessError(Error):
    """A flag's value was read before its FlagValues parsed any command line."""


class FlagNameConflictsWithMethodError(Error):
    """The flag is named after a FlagValues method (``is_parsed``...): ``FLAGS.name`` would
    give the method."""


class UnrecognizedFlagError(Error):
    """The command line (or an assignment) named a flag nobody defined."""

    def __init__(self, flagname, flagvalue="", suggestions=()):
        self.flagname = flagname
        self.flagvalue = flagvalue
        # The space before "?" keeps the question mark out of a double-click selection.
        tip = ". Did you mean: %s ?" % ", ".join(suggestions) if suggestions else ""
        super().__init__("Unknown command line flag '%s'%s" % (flagname, tip))


class Flag:
    """A string flag; the other kinds override ``convert`` (and ``syntax``, ``as_text``)."""
    boolean = False
    syntax = ""

    def __init__(self, name, default, help_text):
        self.name = name
        self.help = help_text or "(no help available)"
        self.present = 0  # how many times the command line gave it
        self.using_default_value = True
        self.validators = []  # check(value) -> None, or what is wrong; run after each change
        self.set_default(default)

    def convert(self, argument):
        if not isinstance(argument, str):
            raise TypeError('flag value must be a string, found "%s"' % type(argument))
        return argument

    def as_text(self, value):
        """How ``--help`` shows a value (``(default: '32')``)."""
        return str(value)

    def _converted(self, argument):
        try:
            return self.convert(argument)
        except (TypeError, ValueError) as e:
            raise IllegalFlagValueError("flag --%s=%s: %s" % (self.name, argument, e)) from None

    def set_default(self, default):
        self.default = None if default is None else self._converted(default)
        if self.using_default_value:
            self.value = self.default

    def parse(self, argument):
        """Takes the command line's text for this flag."""
        self.value = self._converted(argument)
        self.present += 1

    def unparse(self):
        self.value = self.default
        self.using_default_value = True
        self.present = 0

    def help_text(self, width=80):
        """This flag's lines in ``--help``: name and help, then its default and kind."""
        lines = _wrap("%s: %s" % ("--[no]" + self.name if self.boolean else "--" + self.name,
                                  self.help), width, "  ", "    ")
        if self.default is not None:
            lines += _wrap("(default: %r)" % self.as_text(self.default), width, "    ", "    ")
        if self.syntax:
            lines += _wrap("(%s)" % self.syntax, width, "    ", "    ")
        return lines


def _wrap(text, width, first_indent, indent):
    """Greedy word wrap, keeping the text's own line breaks."""
    out = []
    for paragraph in text.split("\n"):
        line = first_indent if not out else indent
        words = paragraph.split()
        if not words:
            out.append(line.rstrip())
        for i, word in enumerate(words):
            if i and len(line) + 1 + len(word) > width:
                out.append(line)
                line = indent + word
            else:
                line += (" " if i else "") + word
        if words:
            out.append(line)
    return out


def _range_syntax(article, noun, lower, upper, special):
    """absl's words for a bounded number: "a non-negative integer", "number <= 5"..."""
    if lower is not None and upper is not None:
        return "%s %s in the range [%s, %s]" % (article, noun, lower, upper)
    for (bound, at), adjective in special:
        if (lower, upper)[bound] == at:
            return "a %s %s" % (adjective, noun)
    if upper is not None:
        return "%s <= %s" % (noun, upper)
    if lower is not None:
        return "%s >= %s" % (noun, lower)
    return "%s %s" % (article, noun)


class _NumberFlag(Flag):
    def __init__(self, name, default, help_text, lower_bound=None, upper_bound=None):
        self.lower_bound, self.upper_bound = lower_bound, upper_bound
        self.syntax = self._syntax(lower_bound, upper_bound)
        super().__init__(name, default, help_text)
        if lower_bound is not None or upper_bound is not None:
            # Bounds are checked on parsing, and on ``FLAGS.name = value`` too.
            self.validators.append(self.out_of_bounds)

    def out_of_bounds(self, value):
        """What is wrong with ``value``'s size, or None."""
        if value is not None and (
                (self.lower_bound is not None and value < self.lower_bound) or
                (self.upper_bound is not None and value > self.upper_bound)):
            return "%s is not %s" % (value, self.syntax)
        return None

    def convert(self, argument):
        value = self.to_number(argument)
        if self.out_of_bounds(value):
            raise ValueError(self.out_of_bounds(value))
        return value


class IntegerFlag(_NumberFlag):
    @staticmethod
    def _syntax(lower, upper):
        return _range_syntax("an", "integer", lower, upper,
                             [((0, 1), "positive"), ((1, -1), "negative"),
                              ((0, 0), "non-negative"), ((1, 0), "non-positive")])

    @staticmethod
    def to_number(argument):
        if isinstance(argument, int) and not isinstance(argument, bool):
            return argument
        if not isinstance(argument, str):
            raise TypeError("Expect argument to be a string or int, found %s" % type(argument))
        base = 10
        if len(argument) > 2 and argument[0] == "0" and argument[1] in "ox":
            base = 8 if argument[1] == "o" else 16
        return int(argument, base)


class FloatFlag(_NumberFlag):
    @staticmethod
    def _syntax(lower, upper):
        return _range_syntax("a", "number", lower, upper,
                             [((0, 0), "non-negative"), ((1, 0), "non-positive")])

    @staticmethod
    def to_number(argument):
        if isinstance(argument, (int, float, str)) and not isinstance(argument, bool):
            return float(argument)
        raise TypeError("Expect argument to be a string, int, or float, found %s"
                        % type(argument))


class BooleanFlag(Flag):
    """``--name`` sets it, ``--noname`` clears it, ``--name=false`` too."""
    boolean = True

    def convert(self, argument):
        if isinstance(argument, str):
            if argument.lower() in ("true", "t", "1"):
                return True
            if argument.lower() in ("false", "f", "0"):
                return False
        elif isinstance(argument, int):
            if argument in (0, 1):
                return bool(argument)
        else:
            raise TypeError("Non-boolean argument to boolean flag", argument)
        raise ValueError("Non-boolean argument to boolean flag", argument)

    def as_text(self, value):
        return "true" if value else "false"


class EnumFlag(Flag):
    """A string that must be one of ``enum_values``."""

    def __init__(self, name, default, help_text, enum_values, case_sensitive=True):
        if not enum_values:
            raise ValueError('enum_values cannot be empty, found "%s"' % (enum_values,))
        self.enum_values, self.case_sensitive = list(enum_values), case_sensitive
        super().__init__(name, default, "<%s>: %s" % ("|".join(self.enum_values), help_text))

    def convert(self, argument):
        for choice in self.enum_values:
            if argument == choice or (not self.case_sensitive and
                                      argument.upper() == choice.upper()):
                return choice
        raise ValueError("value should be one of <%s>" % "|".join(self.enum_values))


class ListFlag(Flag):
    """Comma-separated text ("a, b") becomes a list of stripped strings (["a", "b"])."""
    syntax = "a comma separated list"

    def convert(self, argument):
        if isinstance(argument, list):
            return argument
        if not argument:
            return []
        return [item.strip() for item in next(csv.reader([argument], strict=True))]

    def as_text(self, value):
        return ",".join(value)
