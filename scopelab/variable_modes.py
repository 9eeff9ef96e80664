"""How a variable's copies would be kept in step across machines: ``tf.VariableSynchronization``
and ``tf.VariableAggregation``, and the defaults TF derives from them.

Mirrors those enums of TF's ``variables.py``. On one machine they change nothing but the
default of ``trainable``: an ON_READ variable (a metric's count) is not trained. TF has two
aggregation enums: TF 1's ``VariableAggregation`` (with the old alias ``ONLY_FIRST_TOWER``)
and TF 2's ``VariableAggregationV2``, whose members equal (and hash as) TF 1's of the same
number. A number is accepted for either mode; a number that is no member is TF's ValueError.

>>> VariableAggregation.ONLY_FIRST_TOWER is VariableAggregation.ONLY_FIRST_REPLICA
True
>>> VariableAggregationV2.SUM == VariableAggregation.SUM, _checked_distribution(None, 2, None, "v")
(True, (<VariableSynchronization.AUTO: 0>, <VariableAggregationV2.MEAN: 2>, True))
"""
import enum


class VariableSynchronization(enum.Enum):
    """When a distributed variable's copies agree (only ON_READ matters here: see above)."""
    AUTO = 0
    NONE = 1
    ON_WRITE = 2
    ON_READ = 3


class VariableAggregationV2(enum.Enum):
    """How updates to a distributed variable's copies combine; kept, not used, on one machine.
    TF 2's spelling: equal to (and hashed as) the TF 1 member of the same number."""
    NONE = 0
    SUM = 1
    MEAN = 2
    ONLY_FIRST_REPLICA = 3

    def __hash__(self):
        return hash(self.value)

    def __eq__(self, other):
        return isinstance(other, (VariableAggregation, VariableAggregationV2)) and \
            self.value == other.value


class VariableAggregation(enum.Enum):
    """``tf.VariableAggregation`` of TF 1, with the old name ``ONLY_FIRST_TOWER`` too."""
    NONE = 0
    SUM = 1
    MEAN = 2
    ONLY_FIRST_REPLICA = 3
    ONLY_FIRST_TOWER = 3  # an alias: the same member

    def __hash__(self):
        return hash(self.value)


def _checked_distribution(synchronization, aggregation, trainable, name):
    """TF's defaults and checks: AUTO / NONE when not given (a number becomes a member), and
    ``trainable`` False by default for an ON_READ variable."""
    if aggregation is None:
        aggregation = VariableAggregation.NONE
    elif not isinstance(aggregation, (VariableAggregation, VariableAggregationV2)):
        aggregation = _mode(VariableAggregationV2, aggregation, "aggregation", name)
    if synchronization is None:
        synchronization = VariableSynchronization.AUTO
    elif not isinstance(synchronization, VariableSynchronization):
        synchronization = _mode(VariableSynchronization, synchronization, "synchronization",
                                name)
    if trainable is None:
        trainable = synchronization is not VariableSynchronization.ON_READ
    return synchronization, aggregation, trainable


def _mode(enum, value, what, name):
    """``value`` (a member of ``enum`` or its number) as a member, or TF's ValueError."""
    try:
        return enum(value)
    except ValueError:
        raise ValueError("Invalid variable %s mode: %s for variable: %s"
                         % (what, value, name)) from None
