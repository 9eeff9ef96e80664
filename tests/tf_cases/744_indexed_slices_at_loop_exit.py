# tier: graph
# A loop's output read with tf.gather: its IndexedSlices gradient enters the gradient loop part
# by part (Exit_1_grad/Enter, Enter_1, Enter_2), merges and switches part by part
# (b_switch/Merge_1, Merge_1_grad/Switch/Switch_1...), the body's dense gradient joining as all
# its rows (Switch_1_grad_1/range). With static shapes, gathered rows fewer than the loop
# value's make TF refuse the back edge.
import numpy as np
w = tf.placeholder(tf.float32, [None, 2], name="w")
_, x = tf.while_loop(lambda i, x: i < 2, lambda i, x: (i + 1, x * 2.0), [0, w])
g, = tf.gradients(tf.gather(x, [2, 0]), [w])
emit("names", [type(g).__name__, g.values.name, g.indices.name, g.dense_shape.name])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([g.values, g.indices, g.dense_shape],
                            {w: np.arange(6, dtype=np.float32).reshape(3, 2)}))
c = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="c")
_, xc = tf.while_loop(lambda i, x: i < 2, lambda i, x: (i + 1, x * 2.0), [0, c])
gc, = tf.gradients(tf.gather(xc, [1, 1, 0]), [c])
with tf.Session() as sess:
    emit("full_rows", sess.run([gc.values, gc.indices, gc.dense_shape]))
c2 = tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]], name="c2")
_, x2 = tf.while_loop(lambda i, x: i < 2, lambda i, x: (i + 1, x * 2.0), [0, c2])
expect_error(lambda: tf.gradients(tf.gather(x2, [2, 0]), [c2]), "fewer_rows")
