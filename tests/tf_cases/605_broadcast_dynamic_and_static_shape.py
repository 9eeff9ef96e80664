# tier: graph
# tf.broadcast_dynamic_shape (a BroadcastArgs op: s0, s1 Consts; its static length; the run-time
# error for shapes that do not broadcast; TF's dtype and rank errors) and
# tf.broadcast_static_shape (unknown sizes against 1 and others, its ValueError).
a = tf.placeholder(tf.int32, [2], name="a")
b = tf.placeholder(tf.int32, [None], name="b")
outs = [tf.broadcast_dynamic_shape(a, b), tf.broadcast_dynamic_shape([2, 1], [3]),
        tf.broadcast_dynamic_shape(tf.constant([4, 1, 1], tf.int64), [5])]
emit("shapes", [str(t.shape) for t in outs])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs, {a: [2, 3], b: [1, 3]}))
    expect_error(lambda: sess.run(outs[0], {a: [2, 3], b: [4]}), "run_incompatible")
expect_error(lambda: tf.broadcast_dynamic_shape([2, 3], tf.constant([4], tf.int64)), "dtypes")
expect_error(lambda: tf.broadcast_dynamic_shape(tf.constant([[2]]), [4]), "rank")
S = tf.TensorShape
emit("static", [str(tf.broadcast_static_shape(S(x), S(y))) for x, y in [
    ([None], [1]), ([None], [3]), ([1], [None]), ([None], [None]), ([2, None], [1]),
    ([None, 1], [5, None]), ([3], [2, None]), ([], [2, 3])]] +
     [str(tf.broadcast_static_shape(S(None), S([2])))])
expect_error(lambda: tf.broadcast_static_shape(S([2, 1]), S([3, 3])), "static_incompatible")
expect_error(lambda: tf.broadcast_static_shape(S([None, 2]), S([3])), "static_unknown")
