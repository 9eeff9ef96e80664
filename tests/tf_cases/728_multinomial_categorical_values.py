# tier: semantics
# tf.multinomial and tf.random.categorical as TF1 builds and runs them: the Multinomial op
# under a "multinomial" / "categorical" scope with logits and num_samples Consts, seed attrs
# from the graph and op seeds, int64 (or int32) output of shape [batch, num_samples]. Values
# drawn from TF's Philox stream bit for bit: a second run continues it, a new session restarts
# it; a char-RNN sampling step (logits of 65 classes, one sample per row); logits that are
# -inf, nan or inf count for nothing; zero samples give an empty result.
import numpy as np
tf.set_random_seed(7)
logits = tf.constant([[1.0, 2.0, 3.0], [0.0, 0.0, 5.0]])
a = tf.multinomial(logits, 4)
b = tf.random.categorical(tf.log([[0.5, 0.25, 0.25]]), 6, dtype=tf.int32, seed=3, name="cat")
chars = tf.placeholder(tf.float32, [None, 65], name="chars")
step = tf.squeeze(tf.multinomial(chars / 0.8, 1), axis=1)
odd = tf.multinomial([[-np.inf, 0.0, np.nan, np.inf, 1.0]], 5, output_dtype=tf.int32)
n = tf.placeholder(tf.int32, [], name="n")
some = tf.multinomial(tf.zeros([2, 3]), n)
emit("tensors", [(t.name, str(t.shape), t.dtype.name) for t in (a, b, step, odd, some)])
emit("attrs", [(op.name, op.get_attr("seed"), op.get_attr("seed2"))
               for op in tf.get_default_graph().get_operations() if op.type == "Multinomial"])
emit("nodes", graph_nodes())
feed = {chars: np.sin(np.arange(8 * 65).reshape(8, 65)) * 3.0, n: 3}
with tf.Session() as sess:
    emit("first", sess.run([a, b, step, odd, some], feed))
    emit("second", sess.run([a, b, step, some], feed))
    emit("none", sess.run(some, {n: 0}).shape)
with tf.Session() as sess:
    emit("new_session", sess.run([a, b], feed))
