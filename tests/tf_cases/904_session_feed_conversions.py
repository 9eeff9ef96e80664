# tier: semantics
# How Session.run converts fed values, as TF does: a Python int must survive the tensor's dtype
# (else TypeError "Type of feed value ... is not compatible with Tensor type ...", also for an
# int or bool fed to a string tensor), numbers go through numpy (a list's items wrap, numpy's
# own errors show), a string tensor keeps str or bytes items and refuses others when it runs
# (InternalError "Unsupported object type ...", not when it is only fetched back). Nested
# tuple keys are flattened with their values (TF's messages for a mismatch or a repeated
# key); an IndexedSlices key feeds its values, indices and dense_shape; the feed dict must be
# a mapping; a Variable is no Tensor, so numpy converts it.
import numpy as np

sess = tf.Session()
s = tf.placeholder(tf.string, name="s")
i32 = tf.placeholder(tf.int32, name="i32")
u8 = tf.placeholder(tf.uint8, name="u8")
flag = tf.placeholder(tf.bool, name="flag")
f = tf.placeholder(tf.float32, name="f")
for key, t, value in [("str_int", s, 1), ("str_bool", s, True), ("int32_big", i32, 2 ** 31),
                      ("int32_small", i32, -2 ** 31 - 1), ("uint8_256", u8, 256),
                      ("uint8_neg", u8, -1), ("bool_two", flag, 2), ("int32_text", i32, "x"),
                      ("float_text", f, [1.0, "a"]), ("ragged", f, [[1.0], [2.0, 3.0]]),
                      ("float_none", f, None), ("float_dict", f, {1: 2})]:
    expect_error(lambda: sess.run(t, {t: value}), key)
emit("wrapped", [sess.run(i32, {i32: [2 ** 31, 1]}), sess.run(u8, {u8: [256, 3]}),
                 sess.run(i32, {i32: True}), sess.run(i32, {i32: 1.7}),
                 sess.run(i32, {i32: "3"}), sess.run(flag, {flag: "x"})])
fetched = sess.run(s, {s: "text"})
emit("string_fed_back", [type(fetched.item()).__name__, str(fetched)])
emit("string_float_fed_back", sess.run(s, {s: 1.5}).item())
copy = tf.identity(s, name="copy")
emit("string_through_graph", [sess.run(copy, {s: "é"}), sess.run(copy, {s: [b"a", "b"]})])
for key, value in [("float", 1.5), ("ragged", [["a"], ["b", "c"]]), ("none", None),
                   ("ints", [1, 2])]:
    try:
        sess.run(copy, {s: value})
    except tf.errors.InternalError as e:
        emit("string_runs_" + key, e.message)

a = tf.placeholder(tf.float32, name="a")
b = tf.placeholder(tf.float32, name="b")
total = a + b
emit("tuple_key", sess.run(total, {(a, b): (1.0, 2.0)}))
emit("dict_value", sess.run(total, {(a, b): {"y": 1.0, "x": 5.0}}))
emit("range_value", sess.run(total, {(a, b): range(2)}))
for key, feed in [("too_many", {(a, b): ([1.0, 2.0], 3.0)}), ("array", {(a, b): np.ones(2)}),
                  ("scalar", {(a, b): 3.0}), ("repeated", {a: 1.0, (a, b): (2.0, 3.0)}),
                  ("repeated_inside", {(a, a): (2.0, 3.0)})]:
    expect_error(lambda: sess.run(total, feed), key)
emit("name_and_tensor", sess.run(total, {a: 1.0, "a:0": 2.0, b: 0.0}))
expect_error(lambda: sess.run(total, [(a, 1.0)]), "feed_list")
expect_error(lambda: sess.run(total, 3), "feed_int")
expect_error(lambda: sess.run(total, {b"zz:0": 1.0}), "bytes_missing_key")

vals = tf.placeholder(tf.float32, [2], name="vals")
idx = tf.placeholder(tf.int64, [2], name="idx")
shape = tf.placeholder(tf.int64, [1], name="shape")
rows = tf.IndexedSlices(vals, idx, shape)
emit("slices_feed", sess.run([tf.identity(vals), idx, shape], {rows: ([1.0, 2.0], [0, 1], [4])}))
fed = sess.run(rows, {rows: ([1.0, 2.0], [0, 1], [4])})
emit("slices_fetch_fed", [type(fed).__name__, list(fed)])
no_shape = tf.IndexedSlices(vals, idx)
emit("slices_no_shape", list(sess.run(no_shape, {no_shape: ([3.0, 4.0], [1, 0])})))
expect_error(lambda: sess.run(rows, {rows: 3}), "slices_int")
v = tf.Variable([1.0, 2.0], name="v")
sess.run(v.initializer)
expect_error(lambda: sess.run(vals, {vals: v}), "variable_value")
expect_error(lambda: sess.run(vals, {vals: tf.constant([1.0, 2.0])}), "tensor_value")
