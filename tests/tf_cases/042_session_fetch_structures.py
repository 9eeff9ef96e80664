# tier: semantics
# Fetch structures: nested dicts/lists/tuples, namedtuples, ops mixed in (None), the same
# tensor under several keys, and variables by object.
import collections

Pair = collections.namedtuple('Pair', ['first', 'second'])
a = tf.constant([1.0, 2.0], name='a')
b = a * 3.0
v = tf.Variable(4, name='v')
with tf.Session() as sess:
    sess.run(v.initializer)
    r = sess.run({'x': [a, (b, v)], 'y': {'z': a, 'op': v.initializer}})
    nt = sess.run(Pair(a, b))
    nested_nt = sess.run([Pair(first=v, second=[a])])
emit("r", r)
emit("nt_type", type(nt).__name__)
emit("nt", [nt.first, nt.second])
emit("nested_nt", [type(nested_nt[0]).__name__, nested_nt[0].first, nested_nt[0].second])
