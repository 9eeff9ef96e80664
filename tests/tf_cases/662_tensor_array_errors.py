# tier: semantics
# TensorArray errors as TF raises them: at graph build (inconsistent element shapes, handle
# arguments) and at run time (reading an unwritten element of unknown shape, writing twice,
# writing past a fixed size, a second read of a cleared element, scatter and split size
# mismatches, gathering beyond the size, stacking elements of different shapes).
def run(fn):
    def go():
        with tf.Session() as sess:
            return sess.run(fn())
    return go
expect_error(run(lambda: tf.TensorArray(tf.float32, size=3).read(1)), "unwritten")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=3).write(0, 1.0).write(0, 2.0).flow),
             "twice")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=3).write(5, 1.0).flow), "past_size")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=2).write(-1, 1.0).flow), "negative")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=2).unstack([1.0, 2.0, 3.0]).flow),
             "scatter_too_many")
def read_twice():
    ta = tf.TensorArray(tf.float32, size=2).write(0, 1.0)
    first = ta.read(0)
    with tf.control_dependencies([first]):
        return ta.read(0)
expect_error(run(read_twice), "cleared")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=3).split([1.0, 2.0, 3.0, 4.0],
                                                                  [1, 2]).flow), "split")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=2).write(0, 1.0).gather([0, 3])),
             "gather_range")
expect_error(run(lambda: tf.TensorArray(tf.float32, size=2, infer_shape=False)
                 .write(0, [1.0]).write(1, [2.0, 3.0]).stack()), "ragged_stack")
expect_error(lambda: tf.TensorArray(tf.float32, size=2).write(0, 1.0).write(1, [2.0, 3.0]),
             "inconsistent")
expect_error(lambda: tf.TensorArray(tf.float32), "no_size")
expect_error(lambda: tf.TensorArray(tf.float32, size=2, handle=tf.constant(1.0)), "handle_size")
expect_error(lambda: tf.TensorArray(tf.float32, handle=tf.constant(1.0)), "no_flow")
with tf.Session() as sess:
    unwritten_known = tf.TensorArray(tf.float32, size=3).write(0, [1.0]).stack()
    emit("zeros_for_unwritten", sess.run(unwritten_known))
    keep = tf.TensorArray(tf.float32, size=1, clear_after_read=False).write(0, 2.0)
    first = keep.read(0)
    with tf.control_dependencies([first]):
        second = keep.read(0)
    emit("read_twice_kept", sess.run(first + second))
