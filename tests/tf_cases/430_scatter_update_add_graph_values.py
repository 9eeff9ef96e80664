# tier: graph
# tf.scatter_update / tf.scatter_add on a variable: ScatterUpdate / ScatterAdd nodes taking
# the variable's reference, with Consts named indices and updates in their scope. Running
# one returns the variable's new value. scatter_update: the last of repeated indices wins;
# scatter_add adds them all. A scalar update goes to every row picked.
import numpy as np

v = tf.Variable(np.zeros([4, 2], np.float32), name="v")
w = tf.Variable([1, 2, 3], name="w")
su = tf.scatter_update(v, [0, 2, 0], [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]])
sa = tf.scatter_add(v, [1, 1], [[1.0, 1.0], [2.0, 2.0]], name="sa")
s_scalar = tf.scatter_update(v, [3], 9.0)
s_int = tf.scatter_add(w, tf.constant([2], tf.int64), [10])
s_nested = tf.scatter_add(v, [[0, 1], [2, 3]], tf.ones([2, 2, 2]))
emit("nodes", graph_nodes())
emit("outputs", [su, sa, s_scalar, s_int, s_nested])
emit("shapes_dtypes", [su.shape, su.dtype, s_int.dtype])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("update", sess.run(su))
    emit("add", sess.run(sa))
    emit("scalar", sess.run(s_scalar))
    emit("int", sess.run(s_int))
    emit("nested", sess.run(s_nested))
    emit("v_after", sess.run(v))
expect_error(lambda: tf.scatter_update(v, [0, 1], [[1.0, 2.0]]), "rows_mismatch")
expect_error(lambda: tf.scatter_update(v, [0, 1], [1.0, 2.0]), "rank_mismatch")
expect_error(lambda: tf.scatter_update(v, [0.0], [[1.0, 2.0]]), "float_indices")
expect_error(lambda: tf.scatter_add(tf.Variable([True], name="flags"), [0], [True]), "bool_add")
expect_error(lambda: tf.scatter_update(w, [0], [1.5]), "float_into_int")
expect_error(lambda: tf.scatter_update(tf.constant([1.0]), [0], [5.0]), "not_a_variable")
