"""``tf.import_graph_def``: the nodes of a GraphDef, added to the default graph as ops.

Mirrors ``tensorflow/python/framework/importer.py``. Each NodeDef becomes an op of the same
type, attributes, device and inputs, under a name scope: ``import/`` by default (``import_1/``
the second time), the scope ``name`` gives, or none for ``name=""`` (then a node whose name
is taken gets ``_1``, as any new op would). Colocation groups (``loc:@w``) are renamed with
the nodes. ``input_map`` replaces tensors of the GraphDef by tensors of the graph
(``{"x:0": images}``): the imported nodes read those instead (the replaced node is still
imported). ``return_elements`` names what to hand back: ``"y:0"`` a tensor, ``"train"`` an op.
Nodes may come in any order; each is built once its inputs are.

What each node outputs is read off its type's OpDef (op_outputs.py); running it needs the
kernel of its type, so a GraphDef imports if scopelab has its op types. A while loop's Merge
is built before its back edge (the NextIteration its body ends in), and gets it afterwards;
the loops are then found among the new ops (ops/loop_frames.py), so the imported graph runs
them. Errors are TF's: an input no node gives, nodes that wait on each other (a cycle), an op
type TF does not know (``NotFoundError``).
Left out: ``producer_op_list`` (the writer's OpDefs, to drop attributes this registry does
not know; ``op_dict`` TF ignores too), function libraries.

>>> import scopelab as tf
>>> with tf.Graph().as_default() as g:
...     x = tf.placeholder(tf.float32, [2], name="x")
...     y = tf.multiply(x, 2.0, name="y")
>>> with tf.Graph().as_default():
...     five = tf.constant([5.0, 6.0])
...     y2, = tf.import_graph_def(g.as_graph_def(), {"x": five}, return_elements=["y:0"])
...     tf.Session().run(y2)
array([10., 12.], dtype=float32)
"""
from .default_graph import get_default_graph
from .graph_io import graph_message, node_attrs
from .op_outputs import node_outputs
from .ops.loop_frames import find_loops


def import_graph_def(graph_def, input_map=None, return_elements=None, name=None, op_dict=None,
                     producer_op_list=None):
    """Adds ``graph_def``'s nodes to the default graph; returns ``return_elements``' objects."""
    del op_dict, producer_op_list  # TF ignores the first; the second is left out (docstring)
    message = graph_message(graph_def)
    input_map = _checked_input_map(input_map or {}, message)
    g = get_default_graph()
    with g.name_scope(None if name == "" else name or "import") as scope:
        built = _build(g, message.node, input_map, scope or "")
    if return_elements is None:
        return None
    return [_returned(built, element) for element in return_elements]


def _checked_input_map(input_map, message):
    if not isinstance(input_map, dict):
        raise TypeError("input_map must be a dictionary mapping strings to Tensor objects.")
    mapped = {_tensor_key(key): value for key, value in input_map.items()}
    names = {node.name for node in message.node}
    missing = [key for key in input_map if _tensor_key(key).split(":")[0].lstrip("^")
               not in names]
    if missing:
        raise ValueError("Attempted to map inputs that were not found in graph_def: [%s]"
                         % ", ".join(missing))
    return mapped


def _tensor_key(name):
    """``"x"`` and ``"x:0"`` both name the first output of node x."""
    return name if name.startswith("^") or ":" in name else name + ":0"


def _build(g, nodes, input_map, scope):
    """Builds the nodes in the GraphDef's order, a node whose inputs come later once they
    are built: {old name: new op}. A while loop's Merge is built before its back edge (the
    NextIteration at the end of the body), which it gets once that is built, as TF's importer
    does; then the loops are found (ops/loop_frames.py)."""
    kinds = {node.name: node.op for node in nodes}
    for node in nodes:
        for name in node.input:
            if _source(name) not in kinds and not _mapped(name, input_map):
                raise ValueError("Node '%s': Unknown input node '%s'" % (node.name, name))
    built, order, back_edges, waiting = {}, [], [], list(nodes)
    while waiting:
        deferred = []
        for node in waiting:
            if all(_source(i) in built or _mapped(i, input_map) or _is_back_edge(node, i, kinds)
                   for i in node.input):
                op = built[node.name] = _build_node(g, node, built, input_map, scope)
                order.append(op)
                back_edges += [(op, i) for i in node.input if _source(i) not in built]
            else:
                deferred.append(node)
        if len(deferred) == len(waiting):
            raise ValueError("%d nodes in a cycle" % len(deferred))
        waiting = deferred
    for merge, name in back_edges:
        merge._set_back_edge(_input_tensor(name, built))
    find_loops(g, order)
    return built


def _source(input_name):
    return input_name.lstrip("^").split(":")[0]


def _mapped(input_name, input_map):
    return _tensor_key(input_name) in input_map


def _is_back_edge(node, input_name, kinds):
    """A Merge's second input from a NextIteration: a while loop's back edge."""
    return node.op == "Merge" and len(node.input) > 1 and input_name == node.input[1] and \
        kinds.get(_source(input_name)) == "NextIteration"


def _input_tensor(name, built):
    op_name, _, index = _tensor_key(name).rpartition(":")
    return built[op_name].outputs[int(index)]


def _build_node(g, node, built, input_map, scope):
    inputs, controls = [], []
    for name in node.input:
        key = _tensor_key(name)
        if key in input_map:
            target = input_map[key]
            (controls if name.startswith("^") else inputs).append(target)
        elif name.startswith("^"):
            controls.append(built[name[1:]])
        elif _source(name) in built:
            inputs.append(_input_tensor(name, built))
        else:  # the back edge: the Merge's first input stands in until it is built
            inputs.append(inputs[0])
    name = g.unique_name(node.name)
    attrs, outputs = node_outputs(node.op, node_attrs(node), inputs, name)
    if "_class" in attrs:
        attrs["_class"] = tuple(_renamed_group(group, scope) for group in attrs["_class"])
    op = g._create_op(node.op, inputs, outputs, name, attrs)
    op.device = node.device
    for control in controls:
        op._add_control_input(getattr(control, "op", control))
    return op


def _renamed_group(group, scope):
    prefix = b"loc:@"
    if scope and group.startswith(prefix):
        return prefix + scope.encode() + group[len(prefix):]
    return group


def _returned(built, element):
    name = element.split(":")[0]
    if ":" in element:
        if name not in built or int(element.split(":")[1]) >= len(built[name].outputs):
            raise ValueError("Requested return tensor '%s' not found in graph def" % element)
        return built[name].outputs[int(element.split(":")[1])]
    if name not in built:
        raise ValueError("Requested return node '%s' not found in graph def" % element)
    return built[name]
