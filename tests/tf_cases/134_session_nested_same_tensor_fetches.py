# tier: semantics
# Fetching one tensor many times in nested lists, tuples and dicts, with ops and variables
# mixed in: each position gets its value (None for ops).
import collections

x = tf.constant([1.0, 2.0], name="x")
v = tf.Variable(5, name="v")
init = tf.global_variables_initializer()
Pair = collections.namedtuple("Pair", ["left", "right"])
with tf.Session() as sess:
    sess.run(init)
    out = sess.run({"a": [x, (x, x)], "b": x, "c": {"d": [v, init]}, "e": Pair(x, v)})
    emit("out", out)
    emit("pair_type", type(out["e"]).__name__)
    emit("tuple_type", type(out["a"][1]).__name__)
    emit("list_of_same", sess.run([x, x, x.op, x]))
    emit("empty", [sess.run([]), sess.run(()), sess.run({})])
