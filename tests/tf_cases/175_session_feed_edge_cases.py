# tier: semantics
# Feed edge cases: values converted to the placeholder dtype, a fed tensor fetched back, a
# feed key from another graph, feeding an op name, and a string feed into a float.
import numpy as np

x = tf.placeholder(tf.int32, [2], name="x")
y = x * 2
f = tf.placeholder(tf.float32, [], name="f")
with tf.Session() as sess:
    out = sess.run(y, {x: [1.7, 2.2]})
    emit("int_from_float", out)
    back = sess.run(x, {x: np.array([3, 4], dtype=np.int64)})
    emit("fed_back", [back, back.dtype.name])
    emit("scalar_back", sess.run(f, {f: 2}))
    other = tf.Graph()
    with other.as_default():
        z = tf.placeholder(tf.int32, [2], name="x")
    expect_error(lambda: sess.run(y, {z: [1, 2]}), "other_graph_key")
    expect_error(lambda: sess.run(y, {"x": [1, 2]}), "op_name_key")
    expect_error(lambda: sess.run(f, {f: "abc"}), "string_value")
    expect_error(lambda: sess.run(y, {x: [1, 2], "nope:0": 1}), "missing_key")
