# tier: semantics
# Feeding: by 'name:0', by tensor; errors for unknown names, op names, shape mismatches,
# tensors as values, and incompatible values.
x = tf.placeholder(tf.float32, [2], name='x')
n = tf.placeholder(tf.int32, [], name='n')
y = x * 2.0
with tf.Session() as sess:
    emit("by_name", sess.run(y, {'x:0': [1.0, 2.0]}))
    emit("np_scalar_feed", sess.run(n * 2, {n: 3}))
    expect_error(lambda: sess.run(y, {'nope:0': [1.0, 2.0]}), "unknown_name")
    expect_error(lambda: sess.run(y, {'x': [1.0, 2.0]}), "op_name_as_key")
    expect_error(lambda: sess.run(y, {x.op: [1.0, 2.0]}), "op_as_key")
    expect_error(lambda: sess.run(y, {x: [1.0, 2.0, 3.0]}), "shape_mismatch")
    expect_error(lambda: sess.run(y, {x: [[1.0, 2.0]]}), "rank_mismatch")
    expect_error(lambda: sess.run(y, {x: tf.constant([1.0, 2.0])}), "tensor_value")
    expect_error(lambda: sess.run(n, {n: 2 ** 40}), "int_too_big")
    expect_error(lambda: sess.run(y, {'x:1': [1.0, 2.0]}), "bad_output_index")
