# tier: semantics
# Summary errors: dtypes a summary op does not take, attrs below their minimum, names that are
# no names, text of a non-string tensor; and the kernels' errors when run (NaN or infinity in
# a histogram, mismatched scalar shapes, bad image shapes, duplicate tags in a merge, bytes
# that are no Summary, bad sample rates).
import numpy as np

expect_error(lambda: tf.summary.scalar("s", "a"), "scalar_string")
expect_error(lambda: tf.summary.scalar("s", True), "scalar_bool")
expect_error(lambda: tf.summary.scalar(None, 1.0), "scalar_no_name")
expect_error(lambda: tf.summary.scalar("\u00e9", 1.0), "scalar_bad_root_name")
expect_error(lambda: tf.summary.histogram("h", ["a"]), "histogram_string")
expect_error(lambda: tf.summary.image("i", tf.zeros([1, 2, 3, 1], tf.int32)), "image_int32")
expect_error(lambda: tf.summary.image("i", tf.zeros([1, 2, 3, 1]), max_outputs=0),
             "image_max_outputs")
expect_error(lambda: tf.summary.audio("a", tf.zeros([1, 3], tf.float64), 100), "audio_float64")
expect_error(lambda: tf.summary.audio("a", tf.zeros([1, 3]), tf.constant(100)), "audio_int_rate")
expect_error(lambda: tf.summary.audio("a", tf.zeros([1, 2]), 8.0, max_outputs=0),
             "audio_max_outputs")
expect_error(lambda: tf.summary.text("t", tf.constant(1)), "text_int")
expect_error(lambda: tf.summary.merge([tf.constant(1.0)]), "merge_float")
expect_error(lambda: tf.summary.merge([]), "merge_empty")
emit("names_so_far", [op.name for op in tf.get_default_graph().get_operations()])

p = tf.placeholder(tf.float32, None, name="p")
runs = {"hist_nan": tf.summary.histogram("hn", [1.0, np.nan]),
        "hist_inf_first": tf.summary.histogram("hi", [-np.inf, np.nan]),
        "scalar_shape": tf.summary.scalar("sv", p),
        "image_rank": tf.summary.image("ir", p),
        "image_channels": tf.summary.image("ic", tf.zeros([1, 2, 2, 2])),
        "image_zero_size": tf.summary.image("iz", tf.zeros([1, 0, 2, 1])),
        "audio_rank": tf.summary.audio("ar", tf.zeros([3]), 100),
        "audio_rate_zero": tf.summary.audio("a0", tf.zeros([1, 3]), 0.0),
        "audio_rate_vector": tf.summary.audio("av", tf.zeros([1, 3]), [1.0, 2.0]),
        "audio_no_channels": tf.summary.audio("ac", tf.zeros([1, 2, 0]), 8.0)}
dup = tf.summary.scalar("dup", 1.0)
runs["merge_duplicate"] = tf.summary.merge([dup, dup])
runs["merge_garbage"] = tf.summary.merge([tf.constant(b"garbage")])


def kernel_message(fetch):
    """The error class and the kernel's own line: the one before "[[{{node ...}}]]"."""
    try:
        sess.run(fetch, {p: [[1.0, 2.0]]})
    except tf.errors.OpError as e:
        lines = str(e).split("\n")
        at = next(i for i, line in enumerate(lines) if line.startswith("\t [[{{node"))
        return [type(e).__name__, lines[at - 1], lines[at]]
    return None


with tf.Session() as sess:
    for key in sorted(runs):
        emit(key, kernel_message(runs[key]))
