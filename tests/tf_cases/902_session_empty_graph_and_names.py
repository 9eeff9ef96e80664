# tier: semantics
# Running anything in a session whose graph has no op is TF's RuntimeError "The Session graph
# is empty." (an empty list, tuple or dict too; partial_run_setup the same); once the graph has
# an op, an empty fetch structure runs nothing and returns it, as does fetching only tensors
# that are fed (the fed arrays come back). Fetch and feed names may be str or bytes; other
# types are TypeErrors naming the type.
g = tf.Graph()
sess = tf.Session(graph=g)
for key, fetch in [("list", []), ("tuple", ()), ("dict", {})]:
    expect_error(lambda: sess.run(fetch), "empty_" + key)
expect_error(lambda: sess.partial_run_setup([]), "empty_partial_setup")
with g.as_default():
    c = tf.constant(42.0, name="c")
    x = tf.placeholder(tf.float32, [2], name="x")
    y = tf.identity(x, name="y")
emit("structures", sess.run([[], (), {}]))
emit("names", [sess.run("c:0"), sess.run(b"c:0"), sess.run([b"c:0", "c", "c:0"])])
emit("bytes_feed", sess.run(y, {b"x:0": [1.0, 2.0]}))
emit("fed_only", sess.run([x, "x:0"], {x: [3.0, 4.0]}))
expect_error(lambda: sess.run(b"nope:0"), "bytes_missing")
expect_error(lambda: sess.run(bytearray(b"c:0")), "bytearray")
expect_error(lambda: sess.run(3.5), "float_fetch")
expect_error(lambda: sess.run({c}), "set_fetch")
