# tier: opnames
# A shared embedding matrix looked up by an encoder and a decoder through AUTO_REUSE; the
# lookups' op names and values.
import numpy as np


def embed(ids):
    with tf.variable_scope("embedding", reuse=tf.AUTO_REUSE):
        table = tf.get_variable("table", [5, 2],
                                initializer=tf.constant_initializer(np.arange(10.0).reshape(5, 2)))
        return tf.nn.embedding_lookup(table, ids)


enc_ids = tf.constant([0, 2], name="enc_ids")
dec_ids = tf.constant([[4], [1]], name="dec_ids")
with tf.variable_scope("encoder"):
    e = embed(enc_ids)
with tf.variable_scope("decoder"):
    d = embed(dec_ids)
emit("variables", tf.global_variables())
emit("ops", [e.op.name, e.op.type, d.op.name, d.shape])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("vals", sess.run([e, d]))
