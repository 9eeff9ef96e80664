"""Gradients through ``tf.nn.dynamic_rnn`` agree with finite differences.

The RNNs run in float64 on small random inputs; the loss weighs every output step and every
piece of the final state, so gradients come back through the output TensorArray, the state's
loop variables, the Selects ``sequence_length`` adds and the weights' accumulators. Each
trainable variable is perturbed with ``Variable.load`` and each input through the feed; the
recorded comparisons with TF (tests/tf_cases/709-712) check the graphs and float32 values.
"""
import numpy as np
import pytest

import scopelab as tf

EPS = 1e-6


def _flat(state):
    return [state] if not isinstance(state, tuple) else [t for s in state for t in _flat(s)]


def check_rnn_gradients(make_cell, time_major=False, lengths=None, initial=False,
                        bidirectional=False, batch=3, steps=4, depth=2):
    rng = np.random.RandomState(12)
    shape = (steps, batch, depth) if time_major else (batch, steps, depth)
    data = rng.uniform(-1.5, 1.5, shape)
    with tf.Graph().as_default():
        tf.set_random_seed(5)
        x = tf.placeholder(tf.float64, shape)
        lens = tf.placeholder(tf.int32, [batch])
        feed = {x: data, lens: lengths if lengths is not None else [steps] * batch}
        placeholders = [x]
        kwargs = dict(sequence_length=lens if lengths is not None else None,
                      time_major=time_major)
        if bidirectional:
            outputs, state = tf.nn.bidirectional_dynamic_rnn(
                make_cell(), make_cell(), x, dtype=tf.float64, **kwargs)
            outputs = tf.concat(outputs, 2)
        else:
            cell = make_cell()
            if initial:
                start = tf.placeholder(tf.float64, [batch, cell.state_size])
                feed[start] = rng.uniform(-1, 1, (batch, cell.state_size))
                placeholders.append(start)
                kwargs["initial_state"] = start
            else:
                kwargs["dtype"] = tf.float64
            outputs, state = tf.nn.dynamic_rnn(cell, x, **kwargs)
        parts = [outputs] + _flat(state)
        loss = tf.add_n([tf.reduce_sum(p * rng.randn(*[d or 1 for d in p.shape.as_list()]))
                         for p in parts])
        variables = tf.trainable_variables()
        grads = tf.gradients(loss, variables + placeholders)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            got = sess.run(grads, feed)
            for v, g in zip(variables, got):
                value = sess.run(v)
                np.testing.assert_allclose(g, _numeric(sess, loss, feed, value,
                                                       lambda a: v.load(a, sess)),
                                           rtol=1e-5, atol=1e-7, err_msg=v.name)
                v.load(value, sess)
            for ph, g in zip(placeholders, got[len(variables):]):
                def feed_with(a, ph=ph):
                    feed[ph] = a
                original = feed[ph]
                np.testing.assert_allclose(g, _numeric(sess, loss, feed, original, feed_with),
                                           rtol=1e-5, atol=1e-7, err_msg=ph.name)
                feed[ph] = original


def _numeric(sess, loss, feed, value, put):
    grad = np.zeros_like(value)
    for j in np.ndindex(*value.shape):
        up, down = value.copy(), value.copy()
        up[j] += EPS
        down[j] -= EPS
        put(up)
        high = sess.run(loss, feed)
        put(down)
        grad[j] = (high - sess.run(loss, feed)) / (2 * EPS)
    put(value)
    return grad


CELLS = {
    "basic": lambda: tf.nn.rnn_cell.BasicRNNCell(3),
    "lstm": lambda: tf.nn.rnn_cell.BasicLSTMCell(2, forget_bias=0.5),
    "gru": lambda: tf.nn.rnn_cell.GRUCell(2),
    "peephole_projection": lambda: tf.nn.rnn_cell.LSTMCell(3, use_peepholes=True, num_proj=2),
    "stacked": lambda: tf.nn.rnn_cell.MultiRNNCell(
        [tf.nn.rnn_cell.BasicLSTMCell(2), tf.nn.rnn_cell.GRUCell(2)]),
}


@pytest.mark.parametrize("name", sorted(CELLS))
def test_each_cell(name):
    check_rnn_gradients(CELLS[name])


@pytest.mark.parametrize("name", ["basic", "lstm", "stacked"])
def test_sequence_lengths(name):
    # A row that ends early, one that never starts, one that runs to the end.
    check_rnn_gradients(CELLS[name], lengths=[2, 0, 4])


def test_time_major_with_lengths():
    check_rnn_gradients(CELLS["gru"], time_major=True, lengths=[3, 1, 4])


def test_initial_state():
    check_rnn_gradients(CELLS["gru"], initial=True, lengths=[4, 2, 1])


@pytest.mark.parametrize("lengths", [None, [4, 1, 3]])
def test_bidirectional(lengths):
    check_rnn_gradients(CELLS["basic"], bidirectional=True, lengths=lengths)


def test_table_read_inside_a_loop():
    # The table's gradient comes back as IndexedSlices accumulated across the iterations.
    rng = np.random.RandomState(3)
    start = rng.uniform(-1, 1, (5, 2))
    with tf.Graph().as_default():
        table = tf.Variable(start)
        tokens = tf.constant([3, 1, 3, 0])
        def body(i, h):
            return i + 1, tf.tanh(h * 0.5 + tf.gather(table, tokens[i]))
        _, h = tf.while_loop(lambda i, h: i < 4, body, [0, tf.zeros([2], tf.float64)])
        loss = tf.reduce_sum(h * tf.constant([0.7, -1.3], tf.float64))
        grad = tf.gradients(loss, [table])[0]
        assert isinstance(grad, tf.IndexedSlices)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            got = sess.run(tf.convert_to_tensor(grad))
            np.testing.assert_allclose(
                got, _numeric(sess, loss, {}, start, lambda a: table.load(a, sess)),
                rtol=1e-5, atol=1e-7)
