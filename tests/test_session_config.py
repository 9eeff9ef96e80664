"""tf.ConfigProto and friends, and what a session does with them; protobuf's behaviour is
recorded from TensorFlow in tests/tf_cases/514 and 515."""
import pytest

import scopelab as tf
from scopelab import device_placement


@pytest.mark.parametrize("value, text", [(0.5, "0.5"), (0.1, "0.1"), (1e-10, "1e-10"),
                                         (2, "2"), (1 / 3, "0.33333333333333331")])
def test_doubles_print_in_the_shortest_form_that_reads_back(value, text):
    assert str(tf.GPUOptions(per_process_gpu_memory_fraction=value)) == \
        "per_process_gpu_memory_fraction: %s\n" % text


def test_strings_print_with_c_escapes():
    options = tf.GPUOptions(allocator_type="a\"b\\c\n\t\x01é")
    assert str(options) == 'allocator_type: "a\\"b\\\\c\\n\\t\\001é"\n'


def test_enums_take_labels_or_any_int32():
    options = tf.RunOptions(trace_level="HARDWARE_TRACE")
    assert options.trace_level == tf.RunOptions.HARDWARE_TRACE == 2
    options.trace_level = 7  # proto3 enums are open: an unknown number prints as a number
    assert str(options) == "trace_level: 7\n"


def test_nested_assignment_marks_the_parents_present():
    config = tf.ConfigProto()
    config.graph_options.optimizer_options.do_constant_folding = False
    assert config.HasField("graph_options")
    assert str(config) == "graph_options {\n  optimizer_options {\n  }\n}\n"
    assert config != tf.ConfigProto()


def test_a_message_argument_is_copied():
    gpu = tf.GPUOptions(allow_growth=True)
    config = tf.ConfigProto(gpu_options=gpu)
    gpu.allow_growth = False
    assert config.gpu_options.allow_growth


def test_sessions_accept_a_config(g):
    x = tf.constant(2.0, name="x")
    config = tf.ConfigProto(allow_soft_placement=True, intra_op_parallelism_threads=1)
    with tf.Session(config=config) as sess:
        assert sess.run(x, options=tf.RunOptions(), run_metadata=tf.RunMetadata()) == 2.0


def test_a_second_open_interactive_session_logs_tfs_error(g, caplog, monkeypatch):
    monkeypatch.setattr(tf.InteractiveSession, "_active_session_count", 0)  # others left open
    first = tf.InteractiveSession()
    second = tf.InteractiveSession()
    assert "An interactive session is already active." in caplog.text
    second.close()
    first.close()
    caplog.clear()
    tf.InteractiveSession().close()
    assert caplog.text == ""


def test_placement_log_goes_to_stdout_and_the_cpp_log_to_stderr(g, capsys, monkeypatch):
    monkeypatch.delenv("TF_CPP_MIN_LOG_LEVEL", raising=False)
    c = tf.add(tf.constant(1.0, name="a"), 2.0, name="c")
    sess = tf.Session(config=tf.ConfigProto(log_device_placement=True))
    sess.run(c)
    out, err = capsys.readouterr()
    cpu = device_placement.CPU
    assert out.splitlines() == ["c: (AddV2): " + cpu, "a: (Const): " + cpu,
                                "c/y: (Const): " + cpu]
    err = err.splitlines()
    assert err[0].startswith("I0000 00:00:") and err[0].endswith(
        " direct_session.cc:382] Device mapping: no known devices.")
    assert [line.split("] ", 1)[1] for line in err[1:]] == out.splitlines()
    monkeypatch.setenv("TF_CPP_MIN_LOG_LEVEL", "1")
    tf.Session(config=tf.ConfigProto(log_device_placement=True)).run(c)
    out, err = capsys.readouterr()
    assert len(out.splitlines()) == 3 and err == ""


def test_reference_outputs_are_not_generators(g):
    v = tf.Variable(1.0, name="v")
    assert not device_placement.is_generator(v.op)
    assert device_placement.is_generator(v.initial_value.op)
