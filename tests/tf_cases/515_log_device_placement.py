# tier: semantics
# ConfigProto(log_device_placement=True) prints a line per op on stdout, "name: (Type): device",
# when TF's placer runs: a Session places its whole graph on the first run and again after the
# graph grew (non-generator ops first, then the generators: no inputs, one non-ref output); an
# InteractiveSession places only what each new feeds/fetches/targets signature runs, with _Arg
# and _Retval ops sorted by tensor name. Ops under tf.device("/gpu:0") are placed on the CPU
# with allow_soft_placement. TF prints from C++, so the case captures stdout at the descriptor.
import contextlib
import io
import os
import sys
import tempfile


def printed(fn):
    """The lines fn prints on stdout, from Python or from C++."""
    sys.stdout.flush()
    saved = os.dup(1)
    python_side = io.StringIO()
    with tempfile.TemporaryFile() as f:
        os.dup2(f.fileno(), 1)
        try:
            with contextlib.redirect_stdout(python_side):
                fn()
        finally:
            os.dup2(saved, 1)
            os.close(saved)
        f.seek(0)
        return (python_side.getvalue() + f.read().decode()).splitlines()


x = tf.placeholder(tf.float32, [2], name="x")
v = tf.Variable([1.0, 2.0], name="v")
with tf.device("/gpu:0"):
    y = tf.add(x, v, name="y")
z = tf.reduce_sum(y, name="z")
init = tf.global_variables_initializer()
config = tf.ConfigProto(log_device_placement=True, allow_soft_placement=True)
sess = tf.Session(config=config)
emit("first_run", printed(lambda: sess.run(init)))
emit("same_graph", printed(lambda: sess.run(z, {x: [1.0, 1.0]})))
w = tf.identity(z * 2.0, name="w")
emit("grown_graph", printed(lambda: sess.run(w, {x: [1.0, 1.0]})))
sess.close()
isess = tf.InteractiveSession(config=tf.ConfigProto(log_device_placement=True,
                                                    allow_soft_placement=True))
emit("interactive_init", printed(lambda: isess.run(init)))
emit("interactive_fetch", printed(lambda: isess.run([w, z, w], {x: [1.0, 1.0]})))
emit("interactive_again", printed(lambda: isess.run([z, w], {x: [3.0, 1.0]})))
emit("interactive_feed_inner", printed(lambda: isess.run(w, {y: [1.0, 1.0]})))
emit("interactive_target", printed(lambda: isess.run(w.op, {x: [1.0, 1.0]})))
isess.close()
quiet = tf.ConfigProto(allow_soft_placement=True)
emit("without_logging", printed(lambda: tf.Session(config=quiet).run(w, {y: [1.0, 1.0]})))
