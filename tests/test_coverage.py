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
             and coverage._qualified(module.__name__, n) not in names
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
