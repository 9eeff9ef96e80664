# tier: graph
# tf.check_numerics is a CheckNumerics node (an identity that fails on NaN / Inf with
# "<message> : Tensor had NaN values"); verify_tensor_all_finite gates its input on one
# (VerifyFinite/control_dependency); the gradient of a check is a check of the gradient whose
# message quotes the forward message as bytes. Integer input is a TypeError.
import numpy as np


def detail(fetch, feed):
    try:
        sess.run(fetch, feed)
    except tf.errors.InvalidArgumentError as e:
        text = e.message.split("\n\t [[")[0]
        if "\nNode: '" in text:
            return text.split("\nNode: '", 1)[1].split("\n", 1)[1]
        return text.split("\n\n", 1)[1]
    return "no error"


x = tf.placeholder(tf.float32, [None], name="x")
checked = tf.check_numerics(x, "bad x")
verified = tf.verify_tensor_all_finite(x * 2.0, "not finite")
named = tf.check_numerics(x, "m", name="named_check")
both = tf.verify_tensor_all_finite(x=tf.log(x), message="log", name="log_ok")
grad = tf.gradients(tf.reduce_sum(checked * checked), x)[0]
emit("names", [checked.name, verified.name, named.name, both.name, grad.name])
emit("shapes", [str(t.shape) for t in (checked, verified, grad)])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([checked, verified, grad], {x: [1.0, 2.0]}))
    emit("nan", detail(checked, {x: [1.0, np.nan]}))
    emit("inf", detail(checked, {x: [np.inf]}))
    emit("both", detail(checked, {x: [np.nan, -np.inf]}))
    emit("verify", detail(verified, {x: [np.inf]}))
    emit("verify_log", detail(both, {x: [-1.0]}))
    emit("grad_overflow", detail(grad, {x: [3e38]}))
expect_error(lambda: tf.check_numerics(tf.constant(1), "m"), "int_input")
