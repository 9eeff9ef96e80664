# tier: graph
# tf.identity_n is one IdentityN node (outputs IdentityN:0, :1; grads pass through); tf.shape_n a
# ShapeN; tf.where_v2 SelectV2 (broadcasting) or Where; tf.ensure_shape an EnsureShape whose static
# shape merges the given one (build errors as the C++ shape function, run-time "Shape of tensor
# <input> [..] is not compatible with expected shape"); tf.is_tensor; tf.get_static_value folds as
# constant_value (x*2 is not folded) and makes the folded tensor unfeedable.
import numpy as np
x = tf.constant([1.,2.,3.], name="x")
emit("is_tensor", [tf.is_tensor(x), tf.is_tensor(3), tf.is_tensor(tf.Variable(1., name="v")), tf.is_tensor(np.ones(2)), tf.is_tensor([x]), tf.is_tensor(tf.IndexedSlices(x, tf.constant([0, 1, 2])))])
r = tf.identity_n([x, tf.constant(3, name="three")])
emit("identity_n", [[t.name, t.dtype, t.shape] for t in r])
emit("identity_n_named", [t.name for t in tf.identity_n([x, [1, 2]], name="idn")])
expect_error(lambda: tf.identity_n(x), "identity_n_tensor")
expect_error(lambda: tf.identity_n([]), "identity_n_empty")
s = tf.shape_n([x, tf.ones([2, 3])])
emit("shape_n", [[t.name, t.dtype, t.shape] for t in s])
emit("shape_n64", [[t.name, t.dtype] for t in tf.shape_n([x], out_type=tf.int64)])
w = tf.where_v2(x > 1, x, 0.)
w2 = tf.where_v2(x > 1)
w3 = tf.where_v2([[True], [False]], [1, 2], [[3, 3]], name="wv")
emit("where_v2", [[t.name, t.dtype, t.shape] for t in (w, w2, w3)])
expect_error(lambda: tf.where_v2(x > 1, x), "where_v2_one")
p = tf.placeholder(tf.float32, [None, 3], name="p")
q = tf.placeholder(tf.float32, None, name="q")
e = tf.ensure_shape(p, [2, 3])
e2 = tf.ensure_shape(p, [None, 3], name="es")
e3 = tf.ensure_shape(q * 2.0, [2, None])
e4 = tf.ensure_shape(x, tf.TensorShape([None]))
emit("ensure_shape", [[t.name, t.shape] for t in (e, e2, e3, e4)])
expect_error(lambda: tf.ensure_shape(x, [4]), "ensure_dim")
expect_error(lambda: tf.ensure_shape(x, [3, 1]), "ensure_rank")
expect_error(lambda: tf.ensure_shape(x, None), "ensure_unknown")
emit("static", [tf.get_static_value(x), tf.get_static_value(p), tf.get_static_value(tf.shape(x)),
                tf.get_static_value(x * 2), tf.get_static_value(3), tf.get_static_value(tf.shape(p)),
                tf.get_static_value(tf.stack([tf.constant(1), 2]))])
sh = tf.shape(x)
tf.get_static_value(sh)
emit("static_prevents_feeding", [tf.get_default_graph().is_feedable(sh), tf.get_default_graph().is_feedable(x * 2)])
emit("graph", graph_nodes())
gp, = tf.gradients(tf.reduce_sum(e * e), p)
gx, = tf.gradients(tf.reduce_sum(r[0] * r[0]), x)
gw, = tf.gradients(tf.reduce_sum(w), x)
emit("grads", [gp.name, gx.name, gw.name])


def run_error(fetch, feed):
    try:
        sess.run(fetch, feed)
    except tf.errors.InvalidArgumentError as err:
        return [line for line in err.message.split("\n") if line.startswith("Shape of tensor")]
    return "no error"


with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([r, s, w, w2, w3, e4, gx, gw]))
    emit("ensure_ok", sess.run([e, gp], {p: np.ones((2, 3))}))
    emit("ensure_run_rank", run_error(e3, {q: np.ones(3)}))
    emit("ensure_run_dim", run_error(e3, {q: np.ones((3, 5))}))
    emit("ensure_run_ok", sess.run(e3, {q: np.ones((2, 5))}))
