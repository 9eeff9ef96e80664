# tier: graph
# & | ^ ~ on tensors and variables: on bools the logical ops (x ^ y is logical_xor's four
# nodes), on integers BitwiseAnd/Or/Xor and Invert inside the operator's scope; reflected forms
# convert the Python operand to the tensor's dtype; errors as TF's. tf.bitwise functions, with
# shifts clamped to the type's width.
import numpy as np

a = tf.constant([True, False, True, False], name="a")
b = tf.constant([True, True, False, False], name="b")
i = tf.constant([5, 3], name="i")
j = tf.constant([6, 1], name="j")
u = tf.constant([200, 3, 255, 1], tf.uint8, name="u")
s = tf.constant([1, 2, 31, 40], name="s")
v = tf.Variable([True, False], name="v")
vi = tf.Variable([5, 3], name="vi")
outs = [a & b, a | b, a ^ b, ~a, True & a, False | a, True ^ a, a ^ [True, False, True, True],
        i & j, i | j, i ^ j, ~i, 3 & i, 3 | i, 3 ^ i, i & 2, np.array([3, 4]) ^ i,
        np.array([True, False, True, True]) & a,
        v & True, True & v, ~v, vi ^ 1, 1 ^ vi, ~vi, v ^ v, vi | vi,
        tf.bitwise.bitwise_and(i, 6), tf.bitwise.bitwise_or([1, 2], [4, 4]),
        tf.bitwise.bitwise_xor(i, j, name="bx"), tf.bitwise.invert(u), tf.bitwise.invert(5),
        tf.bitwise.left_shift(tf.constant([5, -3, 7, 1]), s),
        tf.bitwise.right_shift(tf.constant([5, -3, 7, 1]), s),
        tf.bitwise.left_shift(u, tf.constant([1, 9, 1, 0], tf.uint8)),
        tf.bitwise.right_shift(tf.constant([5, -3, 7, 1]), [-1, 0, 1, 2])]
emit("names", [[t.name, t.dtype, t.shape] for t in outs])
for key, fn in [("bool_and_int", lambda: a & i), ("int_and_float", lambda: i & 0.5),
                ("float_and_int", lambda: 0.5 & i), ("bool_and_one", lambda: a & 1),
                ("invert_float", lambda: ~tf.constant(1.0)),
                ("float_and_float", lambda: tf.constant(1.0) & tf.constant(2.0)),
                ("float_or_one", lambda: tf.constant([1.0]) | 1),
                ("one_xor_float", lambda: 1 ^ tf.constant([1.0])),
                ("bool_xor_one", lambda: tf.constant([True]) ^ 1),
                ("invert_string", lambda: ~tf.constant(["a"])),
                ("fn_float", lambda: tf.bitwise.bitwise_and(1.0, 2)),
                ("fn_y_float", lambda: tf.bitwise.bitwise_and(1, 2.5)),
                ("fn_mixed", lambda: tf.bitwise.bitwise_and(i, tf.constant([1, 2], tf.int64))),
                ("fn_bool", lambda: tf.bitwise.bitwise_or(True, False)),
                ("fn_shapes", lambda: tf.bitwise.left_shift(s, [1, 2]))]:
    expect_error(fn, key)
emit("graph", graph_nodes())
sess = tf.Session()
sess.run(tf.global_variables_initializer())
emit("values", sess.run(outs))
