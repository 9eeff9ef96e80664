"""The source documents' examples run on ``scopelab/core`` plus the few op families they use.

``import scopelab`` loads everything (gradients, training, layers, the speed layer, the
views...). The examples of ``shared/sources/EXAMPLES.md`` need much less, and this test shows
it. For each chapter it starts a fresh interpreter that puts an empty package ``scopelab`` in
``sys.modules`` (its ``__path__`` the real folder, so ``scopelab/__init__.py`` never runs),
imports the core and a few op families, binds ``tf`` to a namespace holding only the names the
examples use (``CORE_NAMES``, ``FAMILY_NAMES``), and runs the chapter's code cells up to its
last example (with their hidden checks), as the notebook runs them. What each cell prints and
raises is compared with the output stored in the notebook, as nbval compares them (stream text,
error class and message, a shown value; sanitized by ``notebooks/sanitize.cfg``). Then the
interpreter lists the scopelab modules it loaded, and the test asserts that list.

Chapter 2 (the GraphDef and ``initialized_value``, S003) also loads the engine's Graph
(``as_graph_def``), its RefVariable (``initialized_value``) and
``report_uninitialized_variables``; the other chapters run on the core and the families alone.
Drawings and widgets (``scopelab.views``) are not the examples' claims: a cell's statements that
use them are left out (and the figure such a cell shows is not compared), and the cells that
only show the views are not run (``skip``).

Run as a script (``python tests/test_examples_on_core.py 01_sharing_variables``), this file is
that interpreter: it prints a JSON report.
"""
import ast
import contextlib
import importlib
import io
import json
import linecache
import os
import pathlib
import re
import subprocess
import sys
import types

import pytest

import source_fingerprints as fp

ROOT = pathlib.Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
EXAMPLE_ID = re.compile(r"S\d{3}-\d{2}")

# tf.<name> (``nn.conv2d`` is tf.nn.conv2d) -> "module:attribute": every name the examples use.
CORE_NAMES = {
    "AUTO_REUSE": "scopelab.core.variable_scope:AUTO_REUSE",
    "Graph": "scopelab.core.graph:Graph",
    "GraphKeys": "scopelab.core.variables:GraphKeys",
    "Session": "scopelab.core.session:Session",
    "Variable": "scopelab.core.variables:Variable",
    "constant": "scopelab.core.ops:constant",
    "float32": "scopelab.core.dtypes:float32",
    "float64": "scopelab.core.dtypes:float64",
    "get_default_graph": "scopelab.core.graph:get_default_graph",
    "get_variable": "scopelab.core.variable_scope:get_variable",
    "get_variable_scope": "scopelab.core.variable_scope:get_variable_scope",
    "global_variables": "scopelab.core.variables:global_variables",
    "global_variables_initializer": "scopelab.core.variables:global_variables_initializer",
    "make_template": "scopelab.core.template:make_template",
    "name_scope": "scopelab.core.graph:name_scope",
    "reset_default_graph": "scopelab.core.graph:reset_default_graph",
    "trainable_variables": "scopelab.core.variables:trainable_variables",
    "variable_scope": "scopelab.core.variable_scope:variable_scope",
}
FAMILY_NAMES = {
    "concat": "scopelab.ops.indexing_ops:concat",
    "constant_initializer": "scopelab.initializers:constant_initializer",
    "get_collection": "scopelab.default_graph:get_collection",
    "matmul": "scopelab.ops.math_ops:matmul",
    "multiply": "scopelab.ops.math_ops:multiply",
    "nn.conv2d": "scopelab.ops.nn_ops:conv2d",
    "nn.relu": "scopelab.ops.nn_ops:relu",
    "placeholder": "scopelab.ops.array_ops:placeholder",
    "random_normal": "scopelab.ops.random_ops:random_normal",
    "random_normal_initializer": "scopelab.initializers:random_normal_initializer",
    "random_uniform_initializer": "scopelab.initializers:random_uniform_initializer",
    "set_random_seed": "scopelab.ops.random_ops:set_random_seed",
    "tanh": "scopelab.ops.math_ops:tanh",
    "zeros": "scopelab.ops.array_ops:zeros",
}
# ``x + y`` and ``1.0 + v``: the family that installs the Python operators on Tensor and Variable.
OPERATORS = "scopelab.ops.tensor_operators"
# What chapter 2 adds: TF's full Graph (as_graph_def) and RefVariable (initialized_value), each
# setting the core's hook when imported, so that the default graph and tf.Variable(...) are of
# these; and report_uninitialized_variables.
ENGINE_NAMES = {
    "Graph": "scopelab.graph:Graph",
    "report_uninitialized_variables":
        "scopelab.variable_initialization:report_uninitialized_variables",
}
ENGINE_HOOKS = ("scopelab.variables",)

# The packages none of the examples needs.
NOT_NEEDED = ("scopelab.train", "scopelab.layers", "scopelab.data", "scopelab.gradients_impl",
              "scopelab.summary", "scopelab.fast", "scopelab.grappler", "scopelab.views",
              "scopelab.rnn", "scopelab.metrics", "scopelab.losses", "scopelab.nn")
NOT_NEEDED_PACKAGES = tuple(name + "." for name in NOT_NEEDED)

# The scopelab modules outside the core that the families above load, with their helpers.
FAMILIES = {
    "scopelab.ops", "scopelab.ops.core", "scopelab.ops.array_ops", "scopelab.ops.math_ops",
    "scopelab.ops.nn_ops", "scopelab.ops.random_ops", "scopelab.ops.indexing_ops",
    "scopelab.ops.tensor_operators", "scopelab.initializers",
    # the families' helpers and the small families they build on
    "scopelab.default_graph", "scopelab.dtypes", "scopelab.errors", "scopelab.left_out",
    "scopelab.op_def_registry", "scopelab.philox", "scopelab.tensor",
    "scopelab.tensor_conversion", "scopelab.ops.shape_rules", "scopelab.ops.reshape_kernel",
    "scopelab.ops.strided_index", "scopelab.ops.window_taps", "scopelab.ops.reduction_ops",
    "scopelab.ops.bitwise_ops", "scopelab.ops.logical_ops", "scopelab.ops.unary_math_ops",
    "scopelab.ops.elementwise_grad_ops",
}
# What chapter 2's engine names load besides: the engine's Graph with its Operation and GraphDef,
# RefVariable with its updates (which write through the state and scatter families), the cond
# of ``initialized_value``.
ENGINE = {
    "scopelab.graph", "scopelab.operation", "scopelab.graph_blocks", "scopelab.device",
    "scopelab.graph_def", "scopelab.proto_fields", "scopelab.graph_keys",
    "scopelab.variables", "scopelab.variable_updates", "scopelab.variable_modes",
    "scopelab.variable_protos", "scopelab.initial_value_guard", "scopelab.tf_logging",
    "scopelab.variable_initialization", "scopelab.nest",
    "scopelab.ops.control_flow_ops", "scopelab.ops.control_flow_runtime",
    "scopelab.ops.state_ops", "scopelab.ops.scatter_nd_state_ops",
    "scopelab.ops.nd_indexing_ops", "scopelab.ops.grad_ops",
}

# Per chapter: whether it needs the engine names, and the cells not run (with why).
CHAPTERS = {
    "01_sharing_variables": dict(engine=False, skip={
        31: "draws the store before and after the second call (scopelab.views)"}),
    "02_variable_initialization": dict(engine=True, skip={}),
    "03_scopes_as_context_managers": dict(engine=False, skip={}),
    "04_make_template_internals": dict(engine=False, skip={
        7: "draws the store's timeline (scopelab.views)"}),
    "05_make_template_api": dict(engine=False, skip={
        7: "draws the name and variable scopes (scopelab.views)"}),
    "07_scope_explorers": dict(engine=False, skip={
        3: "makes the scope explorer widget (scopelab.views)",
        8: "selects a variable in the explorer widget",
        10: "prints the views' scope tree of the explorer's recording",
        11: "checks that scope tree",
        13: "shows the explorer widget again"}),
}


# ---------------------------------------------------------------------- in the subprocess
def _install_stub_package():
    """An empty ``scopelab`` package: its submodules import, its ``__init__.py`` does not run."""
    package = types.ModuleType("scopelab")
    package.__path__ = [str(ROOT / "scopelab")]
    sys.modules["scopelab"] = package


def _namespace(engine):
    """``tf``: the names of CORE_NAMES, FAMILY_NAMES (and ENGINE_NAMES), each imported."""
    for module in (OPERATORS,) + (ENGINE_HOOKS if engine else ()):
        importlib.import_module(module)
    names = dict(CORE_NAMES, **FAMILY_NAMES)
    if engine:
        names.update(ENGINE_NAMES)
    tf, nn = types.SimpleNamespace(), types.SimpleNamespace()
    for name, where in names.items():
        module, attribute = where.split(":")
        value = getattr(importlib.import_module(module), attribute)
        if name.startswith("nn."):
            setattr(nn, name[3:], value)
        else:
            setattr(tf, name, value)
    tf.nn = nn
    return tf


def _uses_views(node, views_names):
    return any(isinstance(n, ast.Name) and n.id in views_names for n in ast.walk(node))


def _runnable(source, views_names):
    """The cell's top-level statements, less ``import scopelab as tf`` (``tf`` is bound to the
    namespace) and the statements that import from scopelab.views or use what they imported,
    directly or through names bound from it (a drawing or a recorder: not an example's claim).
    Returns (statements, whether any was dropped)."""
    kept, dropped = [], False
    for node in ast.parse(source).body:
        if isinstance(node, ast.Import) and [a.name for a in node.names] == ["scopelab"]:
            continue
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("scopelab.views"):
            views_names.update(a.asname or a.name for a in node.names)
            dropped = True
            continue
        if _uses_views(node, views_names):
            for target in ast.walk(node):
                if isinstance(target, ast.Name) and isinstance(target.ctx, ast.Store):
                    views_names.add(target.id)
            dropped = True
            continue
        kept.append(node)
    return kept, dropped


def _run_cell(statements, filename, namespace):
    """Runs the statements as IPython runs a cell: a last bare expression in "single" mode, so
    that its value goes to ``sys.displayhook`` (shown), each part through the same ``exec``
    (the frames a template quotes are those of its making that a later call does not share).
    Returns the outputs as nbval compares them: stream texts, a shown value, an error."""
    out, err = io.StringIO(), io.StringIO()
    outputs = {}
    parts = [ast.Module(body=statements, type_ignores=[])]
    if statements and isinstance(statements[-1], ast.Expr):
        parts = [ast.Module(body=statements[:-1], type_ignores=[]),
                 ast.Interactive(body=statements[-1:])]

    def show(value):
        if value is not None:
            outputs["shown"] = repr(value)
    shown_before, sys.displayhook = sys.displayhook, show
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            for part in parts:
                mode = "single" if isinstance(part, ast.Interactive) else "exec"
                exec(compile(part, filename, mode), namespace)
    except Exception as e:  # noqa: BLE001 - a cell's error is its output, as in the notebook
        outputs["error"] = [type(e).__name__, str(e)]
    finally:
        sys.displayhook = shown_before
    for name, stream in (("stdout", out), ("stderr", err)):
        if stream.getvalue():
            outputs[name] = stream.getvalue()
    return outputs


def run_chapter(chapter):
    """Runs ``chapter``'s cells on the core and its families; returns what the test compares."""
    _install_stub_package()
    spec = CHAPTERS[chapter]
    tf = _namespace(spec["engine"])
    notebook = json.loads((NOTEBOOKS / (chapter + ".ipynb")).read_text(encoding="utf-8"))
    cells = notebook["cells"]
    last = max(i for i, c in enumerate(cells) if any(map(EXAMPLE_ID.fullmatch, _tags(c))))
    while last + 1 < len(cells) and "check" in _tags(cells[last + 1]):
        last += 1
    namespace = {"__name__": "__main__", "tf": tf}
    views_names, report = set(), []
    for index, cell in enumerate(cells[:last + 1]):
        if cell["cell_type"] != "code" or index in spec["skip"]:
            continue
        source = "".join(cell["source"])
        filename = "<notebook cell %d>" % index
        linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
        statements, dropped = _runnable(source, views_names)
        report.append(dict(index=index, tags=_tags(cell), dropped=dropped,
                           statements=len(statements),
                           outputs=_run_cell(statements, filename, namespace)))
    loaded = sorted(m for m in sys.modules if m == "scopelab" or m.startswith("scopelab."))
    package_file = getattr(sys.modules["scopelab"], "__file__", None)  # None: the stub
    return dict(cells=report, modules=loaded, package_file=package_file)


def _tags(cell):
    return cell.get("metadata", {}).get("tags", [])


# ---------------------------------------------------------------------- the test
def _sanitizers():
    """notebooks/sanitize.cfg's patterns, and ours: the cells' file names, and the frames of
    this file that stand where IPython's are (the core's traceback stops at IPython's)."""
    text = (NOTEBOOKS / "sanitize.cfg").read_text(encoding="utf-8")
    pairs = re.findall(r"^regex: (.*)\nreplace: (.*)$", text, re.M)
    return [(re.compile(r'  File "%s", line \d+, in \S+\n' % re.escape(__file__)), "")] + [
        (re.compile(regex), replace) for regex, replace in pairs] + [
        (re.compile(r"<notebook cell \d+>"), "<cell>")]


def _sanitized(outputs, sanitizers):
    """``outputs`` with each text (an error's message too) sanitized."""
    def clean(text):
        for pattern, replace in sanitizers:
            text = pattern.sub(replace, text)
        return text
    return {kind: [value[0], clean(value[1])] if kind == "error" else clean(value)
            for kind, value in outputs.items()}


def stored_outputs(cell):
    """A cell's stored outputs as nbval compares them (streams joined by name)."""
    outputs = {}
    for out in cell.get("outputs", []):
        kind = out["output_type"]
        if kind == "stream":
            outputs[out["name"]] = outputs.get(out["name"], "") + "".join(out["text"])
        elif kind == "error":
            outputs["error"] = [out["ename"], out["evalue"]]
        elif kind in ("execute_result", "display_data"):
            outputs["shown"] = "".join(out["data"]["text/plain"])
    return outputs


def run_in_subprocess(chapter):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, __file__, chapter], env=env, capture_output=True,
                          text=True, timeout=600, cwd=str(NOTEBOOKS))
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


_REPORTS = {}


def report(chapter):
    """The chapter's run in its own interpreter, once per test session."""
    if chapter not in _REPORTS:
        _REPORTS[chapter] = run_in_subprocess(chapter)
    return _REPORTS[chapter]


def _cells(chapter):
    return json.loads((NOTEBOOKS / (chapter + ".ipynb")).read_text(encoding="utf-8"))["cells"]


@pytest.mark.parametrize("chapter", sorted(CHAPTERS))
def test_each_cell_prints_and_raises_what_the_notebook_stored(chapter):
    cells, sanitizers = _cells(chapter), _sanitizers()
    for ran in report(chapter)["cells"]:
        expected = stored_outputs(cells[ran["index"]])
        if ran["dropped"]:
            # The value such a cell shows is its drawing, which did not run.
            shown = expected.pop("shown", "<GraphFigure ")
            assert shown.startswith("<GraphFigure "), (ran["index"], shown)
        got = _sanitized(ran["outputs"], sanitizers)
        assert got == _sanitized(expected, sanitizers), "cell %d %s" % (ran["index"], ran["tags"])


@pytest.mark.parametrize("chapter", sorted(CHAPTERS))
def test_only_the_core_and_the_families_are_loaded(chapter):
    assert report(chapter)["package_file"] is None  # scopelab/__init__.py did not run
    loaded = set(report(chapter)["modules"])
    assert not [m for m in loaded if m in NOT_NEEDED or m.startswith(NOT_NEEDED_PACKAGES)]
    outside_core = loaded - {"scopelab", "scopelab.core"} - {
        m for m in loaded if m.startswith("scopelab.core.")}
    expected = FAMILIES | (ENGINE if CHAPTERS[chapter]["engine"] else set())
    assert outside_core == expected, ("loaded besides", sorted(outside_core - expected),
                                      "not loaded", sorted(expected - outside_core))


def test_every_example_of_the_sources_runs():
    ran = set()
    for chapter in CHAPTERS:
        for cell in report(chapter)["cells"]:
            if cell["statements"]:
                ran.update(filter(EXAMPLE_ID.fullmatch, cell["tags"]))
    assert sorted(ran) == fp.stored()["example_ids"]


if __name__ == "__main__":
    print(json.dumps(run_chapter(sys.argv[1])))
