"""coverage.py: the tf surface exports only TensorFlow's names, and a missing name's error
says whether TensorFlow 1 has it."""
import io
import types

import pytest

import scopelab as tf
from scopelab import coverage


@pytest.mark.parametrize("module", [tf, tf.nn, tf.math], ids=lambda m: m.__name__)
def test_surface_exports_only_tensorflow_names(module):
    names = coverage.tensorflow_names()
    extra = [n for n in dir(module) if not n.startswith("_")
             and coverage.qualified(module.__name__, n) not in names
             # scopelab's own submodules are attributes of the package, not API
             and not (isinstance(getattr(module, n), types.ModuleType)
                      and getattr(module, n).__name__.startswith("scopelab."))]
    assert extra == []


# The module names TF's own AttributeErrors give (recorded with tensorflow-cpu 2.21).
_TF_MODULE = {tf: "tensorflow.compat.v1", tf.nn: "tensorflow._api.v2.compat.v1.nn",
              tf.math: "tensorflow._api.v2.compat.v1.math"}


def test_contrib_error_names_the_replacements():
    with pytest.raises(AttributeError) as e:
        tf.contrib  # noqa: B018 - the lookup is what is tested
    first, *rest = str(e.value).splitlines()
    assert first == "module 'tensorflow.compat.v1' has no attribute 'contrib'"  # TF's line
    assert "TensorFlow 2 removed tf.contrib" in rest[0]
    assert any("xavier_initializer()  ->  tf.glorot_uniform_initializer()" in r for r in rest)
    assert "python -m scopelab.coverage" in rest[-1]
    assert not hasattr(tf, "contrib")


@pytest.mark.parametrize("module, name", [(tf, "fft"), (tf.nn, "dilation2d"), (tf.math, "bessel_i0e")])
def test_a_name_tensorflow_has_is_said_to_be_left_out(module, name):
    with pytest.raises(AttributeError, match="scopelab leaves it out") as e:
        getattr(module, name)
    assert str(e.value).startswith("module %r has no attribute %r" % (_TF_MODULE[module], name))


@pytest.mark.parametrize("module, name", [(tf, "float"), (tf.nn, "relu7"), (tf, "_private")])
def test_a_name_tensorflow_lacks_gets_the_plain_error(module, name):
    with pytest.raises(AttributeError) as e:
        getattr(module, name)
    assert str(e.value) == "module %r has no attribute %r" % (_TF_MODULE[module], name)


def test_report_lists_families_and_counts():
    out = io.StringIO()
    coverage.report(missing=True, out=out)
    text = out.getvalue()
    assert "scopelab.ops.arg_ops: ArgMax and ArgMin" in text
    assert "\ntf.nn.* (" in text and "left out:" in text
    assert "tf.nn.relu" in coverage.covered_names()
    assert "tf.nn.dilation2d" not in coverage.covered_names()


def _namespaces_with_gaps():
    """(namespace, a name TensorFlow 1 has there and scopelab lacks), per namespace module."""
    found = []
    for namespace in coverage.NAMESPACES:
        module = coverage._namespace_module(namespace)
        prefix = "tf." + (namespace + "." if namespace else "")
        gaps = sorted(n[len(prefix):] for n in coverage.tensorflow_names() - coverage.covered_names()
                      if n.startswith(prefix) and "." not in n[len(prefix):])
        if module is not None and gaps:
            found.append((namespace, gaps[0]))
    return found


@pytest.mark.parametrize("namespace, name", _namespaces_with_gaps())
def test_every_namespace_says_it_leaves_a_tensorflow_name_out(namespace, name):
    """The first line is TF's, naming the module case 1015 (1285 for tf.distributions) recorded
    from TF for a made-up name; the second says why scopelab leaves the name out."""
    from tf_runner import load_golden
    key = "missing_in_" + (namespace or "tf")
    golden = load_golden()
    recorded = [r for case in ("1015_namespace_missing_names", "1285_distributions_missing_names",
                               "1356_image_missing_names")
                for r in golden[case] if r["key"] == key]
    module = coverage._namespace_module(namespace)
    with pytest.raises(AttributeError) as e:
        getattr(module, name)
    first, second = str(e.value).splitlines()[:2]
    assert first == recorded[0]["value"]["message"].replace("no_such_name", name)
    assert second.startswith("tf.%s%s is in TensorFlow 1" % (namespace + "." if namespace else "",
                                                              name))
    assert "scopelab leaves it out" in second


def test_one_mechanism_raises_for_the_namespace_modules():
    """Every namespace module without names to load on first use has coverage's __getattr__."""
    # Names loaded on first use (tf, tf.nn, tf.math, tf.initializers, tf.summary,
    # tf.compat.v1); tf.bitwise's own copy.
    lazy = {"", "nn", "math", "initializers", "compat", "summary", "bitwise"}
    for namespace in coverage.NAMESPACES:
        module = coverage._namespace_module(namespace)
        if module is not None and namespace not in lazy:
            assert module.__getattr__.__qualname__ == "missing_names.<locals>.__getattr__", \
                namespace
