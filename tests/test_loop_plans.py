"""control_flow_runtime.CompiledPlan: a while loop's condition and body plans, run as functions
written for them, give the values run_steps gives, to the bit, and the same errors; the plain
path (SCOPELAB_REFERENCE=1) runs them with run_steps."""
import types

import numpy as np
import pytest

import scopelab as tf
from scopelab import fast
from scopelab.core.executor import run_steps
from scopelab.ops import control_flow_runtime
from scopelab.ops.while_loop import WhileLoop


def _uncompiled(m):
    """Has loop plans made from now on run with run_steps, the other speed tricks kept."""
    m.setattr(control_flow_runtime, "CompiledPlan",
              lambda plan: types.SimpleNamespace(run=run_steps))


def _loops(sess):
    """{loop: (condition plan, body plan)} of the loops a session ran."""
    return {key[0]: plans for key, plans in sess._state.plans.items()
            if isinstance(key, tuple) and isinstance(key[0], WhileLoop)}


def _train(make_cell, steps=3):
    """Losses and trained weights of a small dynamic_rnn regression, Adam, seeded."""
    with tf.Graph().as_default():
        tf.set_random_seed(0)
        rng = np.random.RandomState(0)
        x = tf.placeholder(tf.float32, [None, 7, 5])
        y = tf.placeholder(tf.float32, [None, 7, 6])
        outputs, _ = tf.nn.dynamic_rnn(make_cell(6), x, dtype=tf.float32)
        loss = tf.reduce_mean(tf.square(outputs - y))
        train = tf.train.AdamOptimizer(0.01).minimize(loss)
        feed = {x: rng.randn(4, 7, 5).astype(np.float32),
                y: rng.randn(4, 7, 6).astype(np.float32)}
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            losses = [sess.run([train, loss], feed)[1] for _ in range(steps)]
            loops = [p for plans in _loops(sess).values() for p in plans]
            compiled_plans = [p for p in loops if getattr(p.run, "__self__", None) is not None
                              and isinstance(p.run.__self__, control_flow_runtime.CompiledPlan)]
            return losses + sess.run(tf.trainable_variables()), len(loops), len(compiled_plans)


@pytest.mark.parametrize("cell", ["BasicLSTMCell", "GRUCell"])
def test_compiled_loops_train_to_the_bit_as_run_steps(cell, monkeypatch):
    make_cell = getattr(tf.nn.rnn_cell, cell)
    got, loops, compiled = _train(make_cell)
    assert compiled == loops == 4  # the forward and the gradient loop: condition, body
    with fast.use_reference():  # the plain path: plain kernels, no passes, run_steps
        plain, _, none = _train(make_cell)
    assert none == 0
    assert all(np.array_equal(a, b) for a, b in zip(got, plain))
    with monkeypatch.context() as m:
        _uncompiled(m)
        want, _, none = _train(make_cell)
    assert none == 0
    assert all(np.array_equal(a, b) for a, b in zip(got, want))


def _loop_error():
    with tf.Graph().as_default():
        n = tf.placeholder(tf.int32, [])

        def body(i, x):
            return i + 1, tf.reshape(x, [n, -1]) + 1.0
        _, out = tf.while_loop(lambda i, x: i < 3, body, [0, tf.ones([2, 3])])
        with tf.Session() as sess:
            assert sess.run(out, {n: 2}).tolist() == [[4.0] * 3] * 2
            with pytest.raises(tf.errors.InvalidArgumentError) as caught:
                sess.run(out, {n: 4})
            return type(caught.value), str(caught.value), caught.value.op.name


def test_a_kernel_error_in_a_compiled_loop_names_its_op_as_run_steps_does(monkeypatch):
    got = _loop_error()
    _uncompiled(monkeypatch)
    assert got == _loop_error()
    assert got[2] == "while/Reshape"


def test_a_compiled_plan_reads_what_the_loop_hands_in_and_writes_what_it_reads_back():
    with tf.Graph().as_default():
        i, x = tf.while_loop(lambda i, x: i < 4, lambda i, x: (i + 1, x * 2.0 + 1.0),
                             [0, tf.constant(1.0)])
        with tf.Session() as sess:
            assert sess.run([i, x]) == [4, 31.0]
            (loop, (check, body)), = _loops(sess).items()
    source = body.run.__self__.source
    assert source.startswith("def run(steps, values):\n    v0 = values[key_v0]")
    assert source.count("values[key_") == len({t for s in body.steps for t in s.inputs} -
                                              {t for s in body.steps for _, t in s.outputs}) + 2
    # Other steps (a traced run's timed kernels) run as run_steps runs them.
    values = {**body.constants, **dict(zip(loop.identities, [np.int32(0), np.float32(1.0)]))}
    assert body.run(list(body.steps), values) is values
    assert values[body.source(loop.next_values[1])] == 3.0
    assert run_steps(body.steps, dict(values))[body.source(loop.next_values[0])] == 1
