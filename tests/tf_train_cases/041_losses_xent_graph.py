# tier: graph
# tf.losses.sigmoid_cross_entropy and softmax_cross_entropy (with label smoothing: the labels are
# pulled towards 1/2 or 1/num_classes before the tf.nn op, in scope xentropy) and
# sparse_softmax_cross_entropy (labels [N, 1] squeezed, weights a tensor).
import numpy as np
logits = tf.placeholder(tf.float32, [4, 3], name='logits')
multi = tf.placeholder(tf.float32, [4, 3], name='multi')
n = len(graph_nodes())
sig = tf.losses.sigmoid_cross_entropy(multi, logits, label_smoothing=0.1)
emit("sigmoid", [sig, graph_nodes()[n:]])
n = len(graph_nodes())
soft = tf.losses.softmax_cross_entropy(multi, logits, label_smoothing=0.2)
emit("softmax", [soft, graph_nodes()[n:]])
n = len(graph_nodes())
plain = tf.losses.softmax_cross_entropy(multi, logits, scope='plain')
emit("softmax_plain", [plain, graph_nodes()[n:]])
ids = tf.placeholder(tf.int32, [4, 1], name='ids')
n = len(graph_nodes())
sparse = tf.losses.sparse_softmax_cross_entropy(ids, logits,
                                                weights=tf.constant([1.0, 0.0, 2.0, 1.0]))
emit("sparse", [sparse, graph_nodes()[n:]])
n = len(graph_nodes())
sparse1 = tf.losses.sparse_softmax_cross_entropy(tf.reshape(ids, [4]), logits, scope='flat')
emit("sparse_flat", [sparse1, graph_nodes()[n:]])
n = len(graph_nodes())
grads = tf.gradients(sig + soft + sparse, [logits, multi])
emit("grads", [grads, graph_nodes()[n:]])
emit("losses", tf.losses.get_losses())
rng = np.random.RandomState(7)
feed = {logits: rng.randn(4, 3).astype(np.float32),
        multi: np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [0, 1, 0]], np.float32),
        ids: np.array([[0], [1], [2], [1]], np.int32)}
with tf.Session() as sess:
    emit("values", sess.run([sig, soft, plain, sparse, sparse1] + grads, feed))
