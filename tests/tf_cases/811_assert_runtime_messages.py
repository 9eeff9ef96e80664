# tier: semantics
# Checks that fail when run raise InvalidArgumentError whose text holds TF's "assertion failed:"
# line: each data item in brackets, tensors summarised by the kernel (the first `summarize`
# values in nested brackets, "..." when cut; bools as 1/0; floats in as few digits as give
# them back; strings C-escaped). Checks that hold let the guarded computation run.
import numpy as np


def failure(fetch, feed=None):
    try:
        sess.run(fetch, feed)
    except tf.errors.InvalidArgumentError as e:
        return [line for line in e.message.split("\n") if line.startswith("assertion failed")]
    return "no error"


x = tf.placeholder(tf.float32, [None], name="x")
y = tf.placeholder(tf.float32, [None], name="y")
i = tf.placeholder(tf.int32, [None], name="i")
d = tf.placeholder(tf.float64, [None], name="d")
m = tf.placeholder(tf.float32, [None, None], name="m")
less = tf.assert_less(x, y)
with tf.control_dependencies([less]):
    total = tf.reduce_sum(x) + tf.reduce_sum(y)
with tf.Session() as sess:
    emit("passes", sess.run(total, {x: [1, 2], y: [3, 4]}))
    emit("less", failure(total, {x: [1, 2, 5, 6, 7], y: [2, 3, 4, 5, 8]}))
    emit("positive", failure(tf.assert_positive(x, message="must be pos"), {x: [1.0, -2.0]}))
    emit("non_positive", failure(tf.assert_non_positive(x), {x: [0.5]}))
    emit("non_negative", failure(tf.assert_non_negative(x, summarize=10),
                                 {x: np.array([-1e-7, 1e20, 3.5, 1 / 3.0], np.float32)}))
    emit("negative_int", failure(tf.assert_negative(i), {i: [-1, 0]}))
    emit("equal", failure(tf.assert_equal(x, y), {x: [1, 2], y: [1, 3]}))
    emit("none_equal", failure(tf.assert_none_equal(i, 2), {i: [1, 2, 3, 2]}))
    emit("greater", failure(tf.assert_greater(d, tf.constant(2.0, tf.float64)),
                            {d: [1e-5, 2.5, 123456789.0, 0.1]}))
    emit("greater_equal", failure(tf.assert_greater_equal(i, 0, summarize=-1),
                                  {i: [5, 4, 3, 2, 1, 0, -1]}))
    emit("near", failure(tf.assert_near(x, y), {x: [1, 2], y: [1, 2.1]}))
    emit("near_ok", failure(tf.assert_near(x, y, atol=0.2), {x: [1, 2], y: [1, 2.1]}))
    emit("rank", failure(tf.assert_rank(m, 2), {m: [[1]]}))
    anything = tf.placeholder(tf.float32, name="anything")
    emit("rank_dynamic", failure(tf.assert_rank(anything, 2), {anything: np.ones((2, 3, 4))}))
    emit("rank_at_least", failure(tf.assert_rank_at_least(anything, 2), {anything: [1.0]}))
    r = tf.placeholder(tf.int32, name="r")
    emit("rank_not_scalar", failure(tf.assert_rank(anything, r),
                                    {anything: [1.0], r: [1]}))
    emit("plain_int32", failure(tf.Assert(i[0] > 0, [i, "s"], summarize=2), {i: [-1, 2, 3]}))
    emit("all_int32", failure(tf.Assert(i[0] > 0, [i, "s"], summarize=-1), {i: [-1, 2, 3]}))
    emit("dtypes", failure(tf.Assert(False, [
        tf.constant([[True, False], [False, True]]), tf.constant(np.arange(12.0).reshape(3, 4)),
        tf.constant([[1, 2], [3, 4]], tf.int64), tf.constant(["a\nb", "q\"t'", "tab\t\\"]),
        tf.constant(2.5, tf.float16), tf.constant(np.zeros((2, 0, 3), np.int32))],
        summarize=5)))
    cube = tf.constant(np.arange(8).reshape(2, 2, 2))
    emit("nested", [failure(tf.Assert(False, [cube], summarize=n)) for n in (0, 3, 4, 8)])
    emit("floats", failure(tf.Assert(False, [
        tf.constant([0.1, 1e-7, np.nan, -np.inf, 1e6, 1234567.0, -0.0], tf.float32),
        tf.constant([0.1, 1e16, 1e15, 1 / 3.0], tf.float64),
        tf.constant([0.1, 65504], tf.float16)], summarize=10)))
    e = None
    try:
        sess.run(less, {x: [2.0], y: [1.0]})
    except tf.errors.InvalidArgumentError as caught:
        e = caught
    emit("error_class_and_op", [type(e).__name__, e.op.name, e.message.split("\n")[0]])
