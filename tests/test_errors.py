"""errors: the OpError family that ``Session.run`` raises."""
import pytest

import scopelab as tf


@pytest.mark.parametrize("cls", [tf.errors.InvalidArgumentError, tf.errors.NotFoundError,
                                 tf.errors.FailedPreconditionError, tf.errors.CancelledError,
                                 tf.errors.AlreadyExistsError, tf.errors.OutOfRangeError,
                                 tf.errors.UnimplementedError, tf.errors.InternalError])
def test_every_runtime_error_is_an_op_error(cls):
    e = cls(None, None, "text")
    assert isinstance(e, tf.errors.OpError)
    assert e.message == str(e) == "text"
    assert e.op is None and e.node_def is None


def test_graph_execution_error_text_names_the_node(g):
    x = tf.placeholder(tf.float32, name="x")
    e = tf.errors.graph_execution_error(tf.errors.InvalidArgumentError, x.op, "bad value")
    assert isinstance(e, tf.errors.InvalidArgumentError)
    assert e.op is x.op
    assert str(e) == "Graph execution error:\n\nbad value\n\t [[{{node x}}]]"


def test_runtime_error_carries_the_failing_op(g):
    x = tf.placeholder(tf.float32, name="x")
    with tf.Session() as sess, pytest.raises(tf.errors.InvalidArgumentError) as info:
        sess.run(x)
    assert info.value.op is x.op
