"""``tf.tuple`` and ``with_dependencies``: tensors that wait for other ops; and ``tf.case``,
branches that wait for the checks of their predicates.

Mirrors the two helpers of ``control_flow_ops.py`` that gradients, Saver and user code build
with. ``with_dependencies([op], t)`` is an Identity of ``t`` (named ``control_dependency``) with
``op`` as a control input: reading it guarantees ``op`` ran. ``tuple(ts)`` groups the ops of
all ``ts`` (and any ``control_inputs``) in one NoOp (``tuple/group_deps``) and returns each t
through ``with_dependencies`` on it, so no t can be used before every t is computed. An
IndexedSlices is gated by its values.

Mirrors ``control_flow_case.py`` (v1) too. ``case([(p1, f1), (p2, f2)], default=f3)`` is
``cond(p1, f1, lambda: cond(p2, f2, f3))``, each cond built in the false branch of the one
before (``case/cond/cond/Merge``). Without a ``default`` the last pair is the default, waiting
on two Asserts (none of the other predicates holds; its own does); ``exclusive=True`` makes the
conds wait on an Assert that at most one predicate holds (as in TF, of those left after the
last pair became the default). A dict of pairs is tried in the order of its predicates' names.
Left out: ``tf.switch_case``, which TF1 builds as one StatelessCase op over function graphs.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     a, b = tf.constant(1.0, name="a"), tf.constant(2.0, name="b")
...     ta, tb = tf.tuple([a, b])
>>> gate = ta.op.control_inputs[0]
>>> ta.name, gate.name, [c.name for c in gate.control_inputs]
('tuple/control_dependency:0', 'tuple/group_deps', ['a', 'b'])
"""
import builtins
import collections
import functools

from .. import dtypes, tf_logging
from ..default_graph import get_default_graph, name_scope
from ..indexed_slices import IndexedSlices
from ..core.tensor import Operation
from ..tensor import Tensor
from .array_ops import identity
from .assert_ops import Assert
from .control_flow_ops import cond, group
from .core import constant, convert_to_tensor
from .indexing_ops import stack
from .math_ops import cast, less_equal
from .reduction_ops import reduce_sum


def with_dependencies(dependencies, output_tensor, name=None):
    """``output_tensor`` again, produced only after every op in ``dependencies`` ran."""
    with name_scope(name, "control_dependency", list(dependencies) + [output_tensor]) as scope:
        if not isinstance(output_tensor, IndexedSlices):
            output_tensor = convert_to_tensor(output_tensor)
        g = output_tensor.graph
        with g.colocate_with(output_tensor.op), g.control_dependencies(dependencies):
            if isinstance(output_tensor, IndexedSlices):  # its values wait
                return IndexedSlices(identity(output_tensor.values, name=scope),
                                     output_tensor.indices, output_tensor.dense_shape)
            return identity(output_tensor, name=scope)


def tuple(tensors, name=None, control_inputs=None):  # noqa: A001 - TF's name
    """The same tensors (None stays None), each gated on all of them being computed.

    An Operation in ``tensors`` comes back as a NoOp that runs after the gate; a Python value
    becomes a Const first. ``control_inputs`` (ops or tensors) join the gate.
    """
    with name_scope(name, "tuple", tensors):  # a lone tensor fails as a bool there, as in TF
        tensors = [t if t is None or isinstance(t, Operation) or hasattr(t, "graph")
                   else convert_to_tensor(t) for t in tensors]
        gating_ops = [t if isinstance(t, Operation) else t.op for t in tensors if t is not None]
        for c in control_inputs or ():
            if isinstance(c, Tensor):
                c = c.op
            elif not isinstance(c, Operation):
                raise TypeError("'control_inputs' must only contain Operation or Tensor. "
                                "Received: %s" % type(c))
            gating_ops.append(c)
        # Each op once, in creation order, so the NoOp's control inputs read as TF's do.
        gating_ops = sorted(set(gating_ops), key=lambda op: op._id)
        if not gating_ops:
            raise ValueError("'tensors' must have at least one Tensor. Received: %s." % (tensors,))
        gate = group(*gating_ops)
        gated = []
        for t in tensors:
            if isinstance(t, Operation):
                with t.graph.control_dependencies([gate]):
                    gated.append(group(t))
            else:
                gated.append(None if t is None else with_dependencies([gate], t))
        return gated


__all__ = ["with_dependencies", "tuple", "case"]


# ---------------------------------------------------------------------- case
def case(pred_fn_pairs, default=None, exclusive=False, strict=False, name="case"):
    """The results of the first ``fn`` whose ``pred`` is true, else of ``default``."""
    predicates, actions = _pairs(pred_fn_pairs, exclusive, name)
    g = get_default_graph()
    with g.name_scope(name, "case"):
        if default is None:
            default, predicates, actions = _last_as_default(predicates, actions)
        fn = default
        for predicate, action in reversed(list(zip(predicates, actions))):
            fn = functools.partial(cond, predicate, true_fn=action, false_fn=fn, strict=strict)
        if not exclusive:
            return fn()
        with g.control_dependencies([_at_most_n_true(predicates, 1,
                                                     "Input error: exclusive=True")]):
            return fn()


def _pairs(pred_fn_pairs, exclusive, name):
    """(predicates, fns), checked as TF checks them, a dict put in a fixed order."""
    if not isinstance(pred_fn_pairs, (list, builtins.tuple, dict)):
        raise TypeError("'pred_fn_pairs' must be a list, tuple, or dict. Received: %s"
                        % type(pred_fn_pairs))
    if isinstance(pred_fn_pairs, collections.OrderedDict):
        pred_fn_pairs = pred_fn_pairs.items()
    elif isinstance(pred_fn_pairs, dict):
        pred_fn_pairs = sorted(pred_fn_pairs.items(), key=lambda item: item[0].name)
        if not exclusive:
            tf_logging.warning("%s: An unordered dictionary of predicate/fn pairs was provided, "
                               "but exclusive=False. The order of conditional tests is "
                               "deterministic but not guaranteed.", name)
    for pair in pred_fn_pairs:
        if not isinstance(pair, builtins.tuple) or len(pair) != 2:  # (tuple is tf.tuple here)
            raise TypeError("Each entry in 'pred_fn_pairs' must be a 2-tuple. Received %s."
                            % (pair,))
        pred, fn = pair
        if not isinstance(pred, Tensor):
            raise TypeError("pred must be a Tensor, got: %s" % (pred,))
        if pred.dtype != dtypes.bool:
            raise TypeError("pred must be Tensor of type bool: %s" % pred.name)
        if not callable(fn):
            raise TypeError("fn for pred %s must be callable." % pred.name)
    predicates, actions = zip(*pred_fn_pairs)  # no pairs: Python's own ValueError, as in TF
    return predicates, actions


def _at_most_n_true(predicates, n, msg):
    """An Assert that at most ``n`` of ``predicates`` hold, showing them when it fails."""
    stacked = stack(predicates, name="preds_c")
    count = reduce_sum(cast(stacked, dtypes.int32), name="num_true_conds")
    holds = less_equal(count, constant(n, name="n_true_conds"))
    names = ", ".join(getattr(p, "name", "?") for p in predicates)
    return Assert(holds, data=["%s: more than %d conditions (%s) evaluated as True:"
                               % (msg, n, names), stacked], summarize=len(predicates))


def _last_as_default(predicates, actions):
    """The last pair as the default: its fn, run after checking that its predicate is the
    only one true; and the other pairs."""
    last = len(predicates) - 1
    predicate, action = predicates[last], actions[last]

    def default_action():
        none_true = ("Input error: None of conditions evaluated as True:",
                     stack(predicates, name="preds_c"))
        with get_default_graph().control_dependencies([
                _at_most_n_true(predicates[:last], 0, "Implementation error: selected default "
                                "action #%d was called, but some of other predicates are True: "
                                % last),
                Assert(predicate, data=none_true)]):
            return action()
    return default_action, predicates[:last], actions[:last]
