"""The shape of the package: imports point one way, no module passes the line budget.

The import graph is read from the source with ``ast``: every ``import`` counts, at module level
and inside functions alike (a function-level import that closes a circle is still a circle, only
one that fails later). The layers, lowest first: the graph (tensors, operations, the default
graph, the global state) <- ops <- variables <- variable scopes <- templates; the session and
its executor run a graph and find kernels in ``global_state``, so they import no op module.
"""
import ast
import os

import pytest

import scopelab

PACKAGE_DIR = os.path.dirname(os.path.abspath(scopelab.__file__))
LINE_BUDGET = 400


def _modules():
    """Dotted module name -> file path, for every module of the package."""
    found = {}
    root = os.path.dirname(PACKAGE_DIR)
    for folder, _, files in os.walk(PACKAGE_DIR):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(folder, f)
                name = os.path.relpath(path, root)[:-3].replace(os.sep, ".")
                found[name[:-len(".__init__")] if name.endswith(".__init__") else name] = path
    return found


MODULES = _modules()


def _imports(name, module_level_only=False):
    """The package's modules that module ``name`` imports (``from pkg import mod`` names the
    module; ``from pkg import function`` the package)."""
    path = MODULES[name]
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    package = name.split(".") if path.endswith("__init__.py") else name.split(".")[:-1]
    nodes = tree.body if module_level_only else ast.walk(tree)
    out = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([base] if base else []))
            targets = [base + "." + a.name if base + "." + a.name in MODULES else base
                       for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in MODULES:
                target = target.rpartition(".")[0]
            # Importing the package itself runs its __init__, which only re-exports.
            if target and target not in (name, "scopelab"):
                out.add(target)
    return out


GRAPH = {name: _imports(name) for name in MODULES}


def _circles(graph):
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = set()
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.add(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_import_circle():
    assert _circles(GRAPH) == []


def test_circle_finder_finds_one():
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_within_line_budget(name):
    with open(MODULES[name], encoding="utf-8") as f:
        assert sum(1 for _ in f) <= LINE_BUDGET


GRAPH_LAYER = {"scopelab.tensor", "scopelab.operation", "scopelab.graph", "scopelab.graph_blocks",
               "scopelab.graph_names", "scopelab.default_graph", "scopelab.global_state",
               "scopelab.runtime_values"}
OPS = {m for m in MODULES if m.startswith("scopelab.ops.")}
VARIABLES = {"scopelab.variables"}
SCOPES = {"scopelab.variable_scope", "scopelab.variable_scope_object",
          "scopelab.variable_scope_store", "scopelab.variable_store"}
TEMPLATES = {"scopelab.template"}
RUNNING = {"scopelab.session", "scopelab.executor"}
LAYERS = [GRAPH_LAYER, OPS, VARIABLES, SCOPES, TEMPLATES]


@pytest.mark.parametrize("low", range(len(LAYERS)))
def test_layers_import_only_downwards(low):
    above = set().union(*LAYERS[low + 1:], RUNNING)
    assert {m: sorted(GRAPH[m] & above) for m in LAYERS[low] if GRAPH[m] & above} == {}


def test_session_and_executor_import_no_op_module():
    assert {m: sorted(GRAPH[m] & (OPS | VARIABLES | SCOPES | TEMPLATES)) for m in RUNNING} == \
        {m: [] for m in RUNNING}


def test_global_state_imports_nothing_of_scopelab():
    assert GRAPH["scopelab.global_state"] == set()


def test_views_and_rich_display_are_leaves():
    """Only the package's surface imports the views; the engine reaches rich display from
    ``_repr_html_`` methods only, when a notebook shows an object."""
    views = {m for m in MODULES if m.startswith("scopelab.views")} | {"scopelab.rich_display"}
    importers = {m: sorted(_imports(m, module_level_only=True) & views)
                 for m in MODULES if m not in views and m != "scopelab"}
    assert {m: found for m, found in importers.items() if found} == {}
