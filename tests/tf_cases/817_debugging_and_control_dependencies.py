# tier: semantics
# tf.debugging spells the same checks (Assert, assert_*, check_numerics, assert_all_finite =
# verify_tensor_all_finite, is_finite/is_nan/is_inf); checks made control dependencies guard
# what follows: a group of them, a check inside a tf.cond branch (only runs on that branch),
# one guarding a variable update (the update does not happen when the check fails), and a
# check in a while_loop body.
import numpy as np


def failure(fetch, feed=None):
    try:
        return ["ok", sess.run(fetch, feed)]
    except tf.errors.InvalidArgumentError as e:
        return [line for line in e.message.split("\n")
                if line.startswith("assertion failed") or "Tensor had" in line]


x = tf.placeholder(tf.float32, [None], name="x")
checks = [tf.debugging.assert_non_negative(x), tf.debugging.assert_less(x, 10.0),
          tf.debugging.assert_rank(x, 1), tf.debugging.Assert(tf.reduce_all(x < 5.0), [x])]
with tf.control_dependencies(checks):
    mean = tf.reduce_mean(tf.debugging.check_numerics(x, "x check"))
gate = tf.group(*checks, name="all_checks")
emit("gate", [gate.name, [c.name for c in gate.control_inputs]])
finite = tf.debugging.assert_all_finite(tf.sqrt(x), "sqrt")
flags = [tf.debugging.is_finite(x), tf.debugging.is_nan(x), tf.debugging.is_inf(x)]

p = tf.placeholder(tf.float32, [], name="p")


def positive_branch():
    with tf.control_dependencies([tf.assert_greater(p, 1.0, message="p > 1")]):
        return tf.identity(p)


branch = tf.cond(p > 0, positive_branch, lambda: -p)
v = tf.Variable(1.0, name="v")
step = tf.placeholder(tf.float32, [], name="step")
with tf.control_dependencies([tf.assert_non_negative(v - step, message="v stays >= 0")]):
    update = tf.assign_sub(v, step)


def body(i):
    return tf.tuple([i + 1], control_inputs=[tf.Assert(i < 3, ["i too big", i])])[0]


counter = tf.while_loop(lambda i: i < 4, body, [tf.constant(0)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("mean", failure(mean, {x: [1.0, 2.0]}))
    emit("negative", failure(mean, {x: [1.0, -2.0]}))
    emit("too_big", failure(mean, {x: [7.0]}))
    emit("nan", failure(mean, {x: [np.nan]}))
    emit("gate_fails", failure(gate, {x: [20.0]}))
    emit("finite", failure(finite, {x: [4.0, -1.0]}))
    emit("flags", sess.run(flags, {x: [1.0, np.nan, -np.inf]}))
    emit("branch_other_side", failure(branch, {p: -3.0}))
    emit("branch_checked", failure(branch, {p: 0.5}))
    emit("branch_ok", failure(branch, {p: 2.0}))
    emit("update_ok", failure(update, {step: 0.25}))
    emit("update_blocked", failure(update, {step: 5.0}))
    emit("v_after", sess.run(v))
    emit("loop", failure(counter))
emit("same_functions", [tf.debugging.assert_equal is tf.assert_equal,
                        tf.debugging.assert_all_finite is tf.verify_tensor_all_finite])
