# tier: graph
# tf.Print: an identity node on its input that writes message + [summary] of each data tensor
# to stderr when run (first summarize values, nested brackets, "..."; first_n runs only), and
# passes gradients to its input. tf.print: a StringFormat node (Python values written into the
# template) feeding a PrintV2 op (no outputs) that writes numpy-like summaries when run.
import contextlib
import os
import sys
import tempfile

import numpy as np


def stderr_of(fn):
    """What fn writes to stderr, at the file-descriptor level and through sys.stderr."""
    fd, path = tempfile.mkstemp()
    os.close(fd)
    with open(path, "a") as f:
        sys.stderr.flush()
        saved = os.dup(2)
        os.dup2(f.fileno(), 2)
        try:
            with contextlib.redirect_stderr(f):
                fn()
                sys.stderr.flush()
        finally:
            os.dup2(saved, 2)
            os.close(saved)
    with open(path) as f:
        text = f.read()
    os.remove(path)
    return text


x = tf.placeholder(tf.float32, [2, 3], name="x")
i = tf.range(10)
s = tf.constant(["ab", "c\n"])
p1 = tf.Print(x, [x, i, s, tf.constant([True, False])], message="vals: ")
p2 = tf.Print(i, [i], summarize=20, first_n=2, name="p2")
p3 = tf.Print(x, [3.25, tf.zeros([2, 0]), tf.reshape(tf.range(24), [2, 3, 4]),
                  tf.constant([1e-7, 1e10]), tf.constant(np.float64(1) / 3)])
grads = tf.gradients(tf.reduce_sum(p1 * 2.0), x)
fd, path = tempfile.mkstemp()
os.close(fd)
stream = "file://" + path
q1 = tf.print(x, "hello", i, s, output_stream=stream)
q2 = tf.print("sep", x, sep="|", end="!\n", output_stream=stream, summarize=1, name="q2")
q3 = tf.print(tf.reshape(tf.range(24), [2, 3, 4]), tf.zeros([2, 0]), [x, 1], {"k": i, "a": 1},
              summarize=-1, output_stream=stream)
q4 = tf.print(tf.constant("just this"), output_stream=stream)
q5 = tf.print(tf.constant(np.arange(30).reshape(5, 6)), np.float32(0.1), summarize=2,
              output_stream=stream)
emit("nodes", graph_nodes())
emit("returns", [p1, p2, grads, q1, q4])
emit("shapes", [t.shape for t in (p1, p2, p3)])
feed = {x: [[1.0, 2.5, -3.0], [4.0, 5.0, 6.0]]}
with tf.Session() as sess:
    emit("p1", stderr_of(lambda: emit("p1_value", sess.run(p1, feed))))
    emit("p2_first_n", [stderr_of(lambda: sess.run(p2)) for _ in range(3)])
    emit("p3", stderr_of(lambda: sess.run(p3, feed)))
    emit("grad", sess.run(grads, feed))
    for q in (q1, q2, q3, q4, q5):
        emit("run_returns", sess.run(q, feed))
    with tf.control_dependencies([q4]):
        after = tf.identity(x)
    sess.run(after, feed)
with tf.Session() as sess:
    emit("p2_new_session", stderr_of(lambda: sess.run(p2)))
with open(path) as f:
    emit("printed", f.read())
os.remove(path)
expect_error(lambda: tf.print(x, output_stream="nowhere"), "bad_stream")
expect_error(lambda: tf.print(x, color="red"), "bad_keyword")
