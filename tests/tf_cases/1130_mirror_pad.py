# tier: semantics
# tf.pad with mode "REFLECT" / "SYMMETRIC" (any case) builds a MirrorPad node (attr mode),
# whose gradient is MirrorPadGrad (the padded entries' gradients added to the entries they
# mirror) and MirrorPadGrad's is MirrorPad again. TF's shape function checks the paddings
# when building (also for Pad), the kernels when running: REFLECT needs paddings below the
# axis size, SYMMETRIC at most the size; another mode is a ValueError.
import numpy as np

x = tf.constant(np.arange(6.0).reshape(2, 3))
r = tf.pad(x, [[1, 1], [2, 2]], mode="reflect")
s = tf.pad(x, [[1, 0], [0, 3]], mode="Symmetric", name="sym")
b = tf.pad(tf.constant([True, False]), [[1, 1]], "SYMMETRIC")
i = tf.pad(tf.constant([[1, 2, 3]]), [[0, 0], [2, 1]], "REFLECT")
dx, = tf.gradients(tf.reduce_sum(r * r) + tf.reduce_sum(s * s), x)
ddx, = tf.gradients(tf.reduce_sum(tf.gradients(tf.reduce_sum(r * r), x)[0]), x)
emit("shapes", [str(t.shape) for t in (r, s, b, i, dx)])
ph = tf.placeholder(tf.float32, [None, 3])
emit("static", [str(tf.pad(ph, [[1, 1], [2, 2]], "REFLECT").shape),
                str(tf.pad(ph, tf.placeholder(tf.int32, [2, 2]), "REFLECT").shape),
                str(tf.pad(tf.placeholder(tf.float32), [[1, 1], [2, 2]], "SYMMETRIC").shape),
                str(tf.pad(tf.zeros([2, 3, 4]), tf.placeholder(tf.int32), "REFLECT").shape),
                str(tf.pad(x, [[2, 0], [0, 0]], "REFLECT").shape)])
z3 = tf.zeros([2, 3, 4])
for mode in ("CONSTANT", "REFLECT", "SYMMETRIC", "WRAP"):
    for k, p in enumerate([[[1, 1]], [[-1, 0], [0, 0]], [[0, 0, 1], [0, 0, 1]], [0, 1]]):
        expect_error(lambda: tf.pad(x, p, mode), "build %s %d" % (mode, k))
    expect_error(lambda: tf.pad(z3, [[1, 1], [0, -2], [3, 3]], mode), "negative %s" % mode)
    expect_error(lambda: tf.pad(tf.zeros([2]), -np.ones((3, 2), np.int32), mode),
                 "rank %s" % mode)
    expect_error(lambda: tf.pad(z3, tf.placeholder(tf.int32, [None, 3]), mode),
                 "columns %s" % mode)
emit("nodes", graph_nodes())

fx = tf.placeholder(tf.float32, name="fx")
fp = tf.placeholder(tf.int32, name="fp")
gy = tf.placeholder(tf.float32, name="gy")
fr, fs = tf.pad(fx, fp, "REFLECT"), tf.pad(fx, fp, "SYMMETRIC")
gr, = tf.gradients(fr, fx, grad_ys=gy)
gs, = tf.gradients(fs, fx, grad_ys=gy)


def detail(fetch, feed):
    try:
        return sess.run(fetch, feed).tolist()
    except (tf.errors.InvalidArgumentError, tf.errors.UnimplementedError) as e:
        text = e.message.split("\n\t [[")[0]
        return [type(e).__name__, text.rsplit("\n", 1)[-1]]


with tf.Session() as sess:
    emit("values", [v.tolist() for v in sess.run([r, s, b, i, dx, ddx])])
    for shape, pads in [((2, 3), [[1, 0], [0, 2]]), ((2, 3), [[2, 0], [0, 0]]),
                        ((2, 3), [[0, 2], [0, 0]]), ((2, 3), [[0, 0], [3, 0]]),
                        ((2, 3), [[0, 0], [0, 4]]), ((2, 3), [[-1, 0], [0, 0]]),
                        ((2, 3), [[0, 0]]), ((2, 3), [[0, 0, 1], [0, 0, 1]]),
                        ((), np.zeros((0, 2))), ((0, 3), [[0, 0], [1, 1]]),
                        ((1, 3), [[0, 0], [1, 1]]), ((1, 3), [[1, 0], [1, 1]]),
                        ((2, 1, 2), [[0, 0], [0, 0], [1, 1]]), ((1,) * 6, np.ones((6, 2)))]:
        feed = {fx: np.arange(np.prod(shape)).reshape(shape), fp: pads}
        emit("run %s %s" % (shape, np.shape(pads)), [detail(fr, feed), detail(fs, feed)])
    for shape, pads in [((4, 7), [[1, 1], [2, 2]]), ((3, 3), [[1, 1], [1, 1]]),
                        ((2, 3), [[1, 1], [1, 1]]), ((4, 7), [[3, 0], [0, 0]]),
                        ((4, 7), [[1, 1], [4, 0]]), ((5, 6), [[2, 2], [0, 3]]),
                        ((2, 3), [[0, 0], [0, 0]])]:
        feed = {fx: np.zeros(np.subtract(shape, np.sum(pads, 1)).clip(0)), fp: pads,
                gy: np.arange(np.prod(shape)).reshape(shape)}
        emit("grad %s %s" % (shape, pads), [detail(gr, feed), detail(gs, feed)])
