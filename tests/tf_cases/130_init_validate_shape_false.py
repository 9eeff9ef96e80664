# tier: semantics
# validate_shape=False: a variable initialised from a placeholder-shaped value has an unknown
# static shape; assign with validate_shape=False changes its shape at run time.
import numpy as np

n = tf.placeholder(tf.int32, [], name="n")
v = tf.Variable(tf.zeros(tf.stack([n, 2])), validate_shape=False, name="v")
emit("static_shape", v.shape)
emit("initial_value_shape", v.initial_value.shape)
w = tf.Variable([1.0, 2.0], name="w")
grow = tf.assign(w, [1.0, 2.0, 3.0], validate_shape=False)
emit("grow_shape", grow.shape)
expect_error(lambda: tf.assign(w, [1.0, 2.0, 3.0]), "validate_shape_true")
emit("validate_shape_attr", grow.op.get_attr("validate_shape"))
emit("v_assign_validate", v.initializer.get_attr("validate_shape"))
with tf.Session() as sess:
    sess.run(v.initializer, {n: 3})
    emit("v", sess.run(v))
    sess.run(w.initializer)
    emit("w_grown", sess.run(grow))
    emit("w_after", sess.run(w))
