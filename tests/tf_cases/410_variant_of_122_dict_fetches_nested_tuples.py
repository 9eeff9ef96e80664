# tier: semantics
# Variant of 122: dict fetches with int keys, tuple values, nested dict inside a list, and ops.
w = tf.get_variable('w', [3], dtype=tf.float64, initializer=tf.constant_initializer(2.0))
total = tf.reduce_sum(w)
mx = tf.reduce_max(w)
with tf.Session() as sess:
    out = sess.run({'init': tf.global_variables_initializer(), 'again': [tf.no_op()]})
    res = sess.run({1: total, 'pair': (w, mx), 'list': [{'t': total}]})
emit("init_result", out)
emit("keys", sorted(str(k) for k in res.keys()))
emit("pair_type", type(res['pair']).__name__)
emit("inner_type", type(res['list'][0]).__name__)
emit("result", res)
