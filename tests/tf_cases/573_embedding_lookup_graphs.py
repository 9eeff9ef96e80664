# tier: graph
# tf.nn.embedding_lookup, TF1's: one table is a GatherV2 named like the scope (colocated with
# the table) and an Identity; a Python list is a list of parts (params_0, params_1 Consts), as is
# a PartitionedVariable. Parts: ids flattened, sent to their part with DynamicPartition ("mod":
# id % n, id // n; "div": consecutive ranges, the first parts one row more), gathered, put back by
# ParallelDynamicStitch (named like the scope) and reshaped to ids.shape + row shape. max_norm
# adds clip_by_norm. The gradient for each part is an IndexedSlices of its rows.
import numpy as np
v = tf.get_variable("emb", initializer=tf.constant([[0.0, 0.0], [1.0, 1.0], [2.0, 2.0]]))
with tf.variable_scope("m", partitioner=tf.fixed_size_partitioner(2)):
    pv = tf.get_variable("pv", [5, 2], initializer=tf.random_normal_initializer(seed=7))
ids = tf.placeholder(tf.int64, [None, 3], name="ids")
looks = []


def lookup(key, *args, **kw):
    n = len(graph_nodes())
    e = tf.nn.embedding_lookup(*args, **kw)
    emit(key, [e, e.shape, graph_nodes()[n:]])
    looks.append(e)
    return e


lookup("one_table", v, [1, 1])
lookup("python_list", [[1.0], [2.0]], tf.constant([[1], [0]]))
lookup("numpy_table", np.ones((3, 2), np.float32), [1], name="np")
lookup("list_of_one", [v], [[1]], max_norm=0.5)
lookup("tuple_is_one_table", (v, v), [[1]])
e_div = lookup("partitioned_div", pv, ids, partition_strategy="div")
lookup("partitioned_mod_max_norm", pv, ids, max_norm=1.0)
lookup("two_variables_mod", [v, v], [[0, 1, 2, 3]])
expect_error(lambda: tf.nn.embedding_lookup([], [0]), "empty")
expect_error(lambda: tf.nn.embedding_lookup(pv, [0], partition_strategy="x"), "strategy")
n = len(graph_nodes())
g = tf.gradients(tf.reduce_sum(e_div), list(pv) + [v])
emit("grad_nodes", graph_nodes()[n:])
emit("grads", [[type(t).__name__, t.values, t.indices, t.dense_shape] if t is not None else None
               for t in g])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    feed = {ids: [[4, 0, 3], [1, 2, 2]]}
    emit("values", sess.run(looks, feed))
    emit("grad_values", sess.run(g[:2], feed))
