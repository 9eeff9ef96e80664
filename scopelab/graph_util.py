"""``tf.graph_util``: freezing a graph's variables into constants, and pruning GraphDefs.

Mirrors ``tensorflow/python/framework/graph_util_impl.py`` and the session half of
``convert_to_constants.py``. A TF1 script that is done training "freezes" its graph: it keeps
the nodes the outputs need (``extract_sub_graph``: every node an output reaches through data,
control or colocation inputs, in the GraphDef's order) and swaps each ``VariableV2`` among them
for a ``Const`` holding the value the session has now (``convert_variables_to_constants``),
so that one GraphDef file holds the whole model. The Const has only TF's two attributes,
``dtype`` and ``value`` (no device, no colocation); the variable's ``read`` Identity stays,
still colocated with it. Identity-like ops (Identity, Switch, Enter, Exit, NextIteration) fed
by a frozen variable lose their ``_output_shapes``, as TF rewrites their type; a Merge stops
that walk. ``remove_training_nodes`` drops CheckNumerics nodes (and the edges they fed, as TF
does: an Identity left with no input then fails with TF's IndexError) and splices out
Identity and StopGradient nodes that no control edge or colocation ties down.

Every function here is deprecated in TF 2 and says so once, through ``tf.logging`` (TF 2.21
logs nothing else: the "Froze N variables." line of TF 1 is gone). GraphDefs come back as
TF's ``GraphDef`` messages (``tf.GraphDef``), which ``tf.import_graph_def`` and
``tf.train.write_graph`` take; the input may also be what ``graph.as_graph_def()`` returns.
Left out: resource variables (``VarHandleOp``; scopelab's variables are TF1's ref variables)
and function libraries, which scopelab's graphs do not have.

>>> import scopelab as tf
>>> with tf.Graph().as_default() as g:
...     w = tf.Variable([1.0, 2.0], name="w")
...     y = tf.multiply(w, 3.0, name="y")
...     with tf.Session() as sess:
...         sess.run(w.initializer)
...         frozen = convert_variables_to_constants(sess, g.as_graph_def(), ["y"])
>>> [(n.name, n.op) for n in frozen.node]
[('w', 'Const'), ('w/read', 'Identity'), ('y/y', 'Const'), ('y', 'Mul')]
"""
import numpy as _np

from .graph_def import GraphDef as _TextGraphDef, NodeDef as _NodeDef
from .dtypes import as_dtype as _as_dtype
from .graph_io import graph_message as _graph_message
from .importer import import_graph_def  # noqa: F401 - tf.graph_util has it too
from .left_out import missing_names as _missing_names
from .op_def_registry import get as _op_def
from .operation import Operation as _Operation
from .summary.graph_proto import tensor_proto as _tensor_proto
from .summary.protos import proto_module as _proto_module
from .tf_logging import warn_deprecated as _warn_deprecated

_IMPL = "tensorflow.python.framework.graph_util_impl"
_MIGRATE = ("This API was designed for TensorFlow v1. See https://www.tensorflow.org/guide/migrate "
            "for instructions on how to migrate your code to TensorFlow v2.")


# TF's graph_util names the op types it treats specially one by one, in its own code; these
# predicates say the same. They are facts of that API (which types TF 2.21 retypes or pins),
# not of the ops, so they are not in the op registry: no other part of scopelab reads them.
def _forwards_its_input(op_type):
    """The op types TF retypes when a frozen variable feeds them: they hand on a tensor."""
    return op_type == "Identity" or op_type == "Enter" or op_type == "Exit" or \
        op_type == "NextIteration" or op_type == "Switch" or op_type == "_SwitchN"


def _is_variable(op_type):
    """A variable's own op (VariableV2): its OpDef takes nothing and gives a reference."""
    op_def = _op_def(op_type)
    return op_def is not None and not op_def.input_arg and op_def.output_arg[0].is_ref


def _is_variable_op(op_type):
    """TF's "variable-related" ops for ``must_run_on_cpu(pin_variables_on_cpu=True)``."""
    return _is_variable(op_type) or op_type == "Assign" or op_type == "AssignAdd" or \
        op_type == "AssignSub" or op_type == "ScatterAdd" or op_type == "ScatterSub" or \
        op_type == "ScatterUpdate" or op_type == "TruncatedNormal" or op_type == "Queue"


def _needs_cpu(node):
    """TF's old rule of GPU kernels: no int32 or string Const, int32 DynamicStitch or Cast
    from int32."""
    if node.op == "Const":
        return _type_name(node, "dtype") in ("int32", "string")
    if node.op == "DynamicStitch" or node.op == "ParallelDynamicStitch":
        return _type_name(node, "T") == "int32"
    return node.op == "Cast" and _type_name(node, "SrcT") == "int32"


def _proto(graph_def):
    """``graph_def`` as a GraphDef message, or TF's TypeError for anything else."""
    graph_pb2 = _proto_module("graph_pb2")
    if isinstance(graph_def, (graph_pb2.GraphDef, _TextGraphDef)) or (
            type(graph_def).__name__ == "GraphDef" and hasattr(graph_def, "SerializeToString")):
        return _graph_message(graph_def)
    raise TypeError("graph_def must be a graph_pb2.GraphDef proto, but got type %s."
                    % type(graph_def))


def _node_name(input_name):
    """The node an input string names: ``"^a"``, ``"a"`` and ``"a:1"`` all name ``a``."""
    return input_name[1:] if input_name.startswith("^") else input_name.split(":")[0]


def _colocated(node):
    """The nodes ``node`` is colocated with (its ``_class`` list, ``loc:@`` taken off)."""
    if "_class" not in node.attr:
        return []
    groups = [s.decode("utf-8") for s in node.attr["_class"].list.s]
    return [g[len("loc:@"):] if g.startswith("loc:@") else g for g in groups]


def extract_sub_graph(graph_def, dest_nodes):
    """The GraphDef of the nodes that ``dest_nodes`` (node names) need, in their order."""
    _warn_deprecated("extract_sub_graph", _IMPL, _MIGRATE)
    message = _proto(graph_def)
    if isinstance(dest_nodes, str):
        raise TypeError("dest_nodes must be an iterable of strings, but got type %s."
                        % type(dest_nodes))
    position, nodes, needs = {}, {}, {}
    for i, node in enumerate(message.node):
        name = _node_name(node.name)
        position[name], nodes[name] = i, node
        # A colocated node is needed too: the group would otherwise name a missing node.
        needs[name] = [_node_name(x) for x in node.input] + _colocated(node)
    for name in dest_nodes:
        if name not in nodes:
            raise AssertionError("%s is not in graph" % name)
    keep, to_visit = set(), list(dest_nodes)
    while to_visit:
        name = to_visit.pop()
        if name not in keep:
            keep.add(name)
            to_visit += needs.get(name, [])
    # An input no node gives is kept too, and has no place: TF's KeyError names it.
    out = _proto_module("graph_pb2").GraphDef()
    for name in sorted(keep, key=lambda n: position[n]):
        out.node.add().CopyFrom(nodes[name])
    out.library.CopyFrom(message.library)
    out.versions.CopyFrom(message.versions)
    return out


def convert_variables_to_constants(sess, input_graph_def, output_node_names,
                                   variable_names_whitelist=None, variable_names_blacklist=None):
    """The part of ``input_graph_def`` the outputs need, its variables Consts of ``sess``'s
    values (only the whitelisted ones, if a whitelist is given; none of the blacklisted)."""
    _warn_deprecated("convert_variables_to_constants",
                    "tensorflow.python.framework.convert_to_constants", _MIGRATE)
    frozen = extract_sub_graph(input_graph_def, output_node_names)
    variables = [node for node in frozen.node if _is_variable(node.op)
                 and (variable_names_whitelist is None or node.name in variable_names_whitelist)
                 and (variable_names_blacklist is None
                      or node.name not in variable_names_blacklist)]
    if not variables:
        return frozen
    values = sess.run([node.name + ":0" for node in variables])
    readers = _readers(frozen)
    for node, value in zip(variables, values):
        name, dtype = node.name, node.attr["dtype"].type
        node.Clear()  # name, op and the two attributes of a Const: nothing else is kept
        node.name, node.op = name, "Const"
        node.attr["dtype"].type = dtype
        # A copy: the session may hand back a broadcast view, and TF stores every value.
        node.attr["value"].tensor.CopyFrom(_tensor_proto(_np.array(value)))
        _retype_readers(node.name, dtype, readers)
    return frozen


def _readers(message):
    """{node name: [(reading node, input position)]}, data inputs only."""
    readers = {}
    for node in message.node:
        for index, name in enumerate(node.input):
            if not name.startswith("^"):
                readers.setdefault(_node_name(name), []).append((node, index))
    return readers


def _retype_readers(name, dtype, readers):
    """Gives the pass-through ops that read ``name`` its (non-ref) type at that input, and
    drops their recorded shapes, then goes on to what reads them, as TF's conversion does."""
    for node, index in readers.get(name, []):
        if not _forwards_its_input(node.op):
            continue
        attr = node.attr["T"]
        if attr.HasField("list") and index < len(attr.list.type):
            attr.list.type[index] = dtype
        elif attr.HasField("type") and index == 0:
            attr.type = dtype
        else:
            count = len(attr.list.type) if attr.HasField("list") else int(attr.HasField("type"))
            raise ValueError("`index` %d is out of range for node(%s).attr(T), which has %d "
                             "elements." % (index, node.name, count))
        if "_output_shapes" in node.attr:
            del node.attr["_output_shapes"]
        _retype_readers(node.name, dtype, readers)


def remove_training_nodes(input_graph, protected_nodes=None):
    """The GraphDef without the nodes only training needs: CheckNumerics always (with the
    edges they fed), Identity and StopGradient where nothing ties them down (spliced out:
    their readers read their input instead). ``protected_nodes`` are kept as they are."""
    _warn_deprecated("remove_training_nodes", _IMPL, _MIGRATE)
    protected = set(protected_nodes or ())
    node_def_pb2 = _proto_module("node_def_pb2")
    nodes = list(_graph_message(input_graph).node)
    removed = {n.name for n in nodes if n.op == "CheckNumerics" and n.name not in protected}
    kept = []
    for node in nodes:
        if node.name not in removed:
            copy = node_def_pb2.NodeDef()
            copy.CopyFrom(node)
            copy.ClearField("input")
            copy.input.extend(i for i in node.input if _unmarked(i) not in removed)
            kept.append(copy)
    # An Identity with control inputs, one that is a control input, or one another node is
    # colocated with may order or place something: it stays.
    controlled = {n.name for n in kept if any("^" in i for i in n.input)}
    control_sources = {i.replace("^", "") for n in kept for i in n.input if "^" in i}
    colocated = {name for n in kept for name in _colocated(n)}
    spliced = {n.name: n.input[0] for n in kept
               if (n.op == "Identity" or n.op == "StopGradient") and n.name not in protected
               and n.name not in colocated and n.name not in controlled}
    spliced = {name: source for name, source in spliced.items() if name not in control_sources}
    out = _proto_module("graph_pb2").GraphDef()
    for node in kept:
        if node.name in spliced:
            continue
        inputs = []
        for full_name in node.input:
            while _unmarked(full_name) in spliced:
                full_name = spliced[_unmarked(full_name)]
            inputs.append(full_name)
        added = out.node.add()
        added.CopyFrom(node)
        added.ClearField("input")
        added.input.extend(inputs)
    return out


def _unmarked(input_name):
    """An input string without the ``^`` of a control input (the output index stays)."""
    return input_name[1:] if input_name.startswith("^") else input_name


def must_run_on_cpu(node, pin_variables_on_cpu=False):
    """Whether TF's old GPU kernels could not run ``node`` (an Operation or a NodeDef): int32
    and string Consts, int32 DynamicStitch and Cast from int32; with ``pin_variables_on_cpu``
    also the variable ops."""
    _warn_deprecated("must_run_on_cpu", _IMPL, _MIGRATE)
    if isinstance(node, _Operation):
        node = node.node_def
    elif not isinstance(node, _NodeDef) and type(node).__name__ != "NodeDef":
        raise AssertionError()  # TF asserts it is given a NodeDef
    return (pin_variables_on_cpu and _is_variable_op(node.op)) or _needs_cpu(node)


def _type_name(node, key):
    """The name of the type attribute ``key`` of a NodeDef (scopelab's or a message)."""
    value = node.attr.get(key)
    if value is None:
        return None
    if hasattr(value, "WhichOneof"):  # an AttrValue message: the type is an enum number
        return _as_dtype(value.type).name if value.type else None
    return value.name


def tensor_shape_from_node_def_name(graph, input_name):
    """The static shape of the tensor a NodeDef input string names (``"y"`` is ``"y:0"``)."""
    _warn_deprecated("tensor_shape_from_node_def_name", _IMPL, _MIGRATE)
    name = input_name if ":" in input_name else input_name + ":0"
    return graph.get_tensor_by_name(name).get_shape()


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
