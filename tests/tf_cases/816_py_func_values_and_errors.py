# tier: semantics
# What a PyFunc computes, and how it fails: the function gets numpy arrays (strings as bytes
# objects) and its results must match Tout exactly (a Python float is a float64, an int an
# int64; a list is several values; None is none). Python exceptions become TF's errors:
# ValueError / TypeError InvalidArgumentError, StopIteration OutOfRangeError,
# NotImplementedError UnimplementedError, MemoryError ResourceExhaustedError, the rest
# UnknownError, the detail starting "<Name>: <text>". Tokens are counted process-wide, so the
# case writes them as pyfunc_N.
import re

import numpy as np


def outcome(fetch, feed):
    try:
        return ["ok", sess.run(fetch, feed)]
    except tf.errors.OpError as e:
        text = e.message.split("\n\t [[")[0]
        if "\nNode: '" in text:
            text = text.split("\nNode: '", 1)[1].split("\n", 1)[1]
        else:
            text = text.split("\n\n", 1)[1]
        return [type(e).__name__, re.sub(r"pyfunc_\d+", "pyfunc_N", text.split("\n")[0])]


def raiser(exc):
    def f(a):
        raise exc
    return f


calls = []


def counted(a):
    calls.append(a.copy())
    return np.float32(a.sum())


x = tf.placeholder(tf.float32, [None], name="x")
words = tf.constant(["u", "v"])
good = [tf.py_func(lambda a, b: (a * b, np.int32(len(a))), [x, 3.0], [tf.float32, tf.int32]),
        tf.numpy_function(lambda a: a + 1, [x], tf.float32),
        tf.py_func(lambda a: "hi", [x], tf.string),
        tf.py_func(lambda a: a.dtype.name + str(a.shape), [x], tf.string),
        tf.py_func(lambda w: w, [words], tf.string),
        tf.py_func(lambda w: [s.upper() for s in w], [words], [tf.string, tf.string]),
        tf.py_func(lambda a: 3.5, [x], tf.float64),
        tf.py_func(lambda a: np.array([1.5]), [x], [tf.float64]),
        tf.py_func(lambda a: (np.int32(1),), [x], tf.int32),
        tf.py_func(lambda a: True, [x], tf.bool),
        tf.py_func(lambda a: a > 1, [x], tf.bool, stateful=False)]
bad = [tf.py_func(raiser(e), [x], tf.float32)
       for e in [ValueError("bad v"), TypeError("bad t"), StopIteration(), IndexError("ix"),
                 KeyError("k"), NotImplementedError("ni"), MemoryError("mem"),
                 RuntimeError("rt"), ZeroDivisionError("division by zero")]]
bad += [tf.py_func(lambda a: 2.5, [x], tf.float32), tf.py_func(lambda a: [1, 2], [x], tf.int32),
        tf.py_func(lambda a: np.int64(3), [x], tf.int32),
        tf.py_func(lambda a: None, [x], tf.float32),
        tf.py_func(lambda a: 3, [x], tf.float32), tf.py_func(lambda a: (a, a), [x], [tf.float32]),
        tf.py_func(lambda a: np.ones(2), [x], tf.float32)]
side = tf.py_func(counted, [x], tf.float32)
with tf.Session() as sess:
    emit("good", [outcome(t, {x: [1.0, 2.0]}) for t in good])
    emit("bad", [outcome(t, {x: [1.0, 2.0]}) for t in bad])
    emit("twice", [sess.run(side, {x: [1.0, 2.0]}), sess.run(side, {x: [1.0, 2.0]})])
    emit("calls", len(calls))
expect_error(lambda: tf.py_func(3, [x], tf.float32), "not_callable")
