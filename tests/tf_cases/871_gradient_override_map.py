# tier: semantics
# Graph.gradient_override_map: ops of a mapped type built inside the block take the gradient
# registered under the new name, kept in their "_gradient_op_type" attr. The classic uses: a
# straight-through estimator ({"Sign": "Identity"}, {"Round": "Identity"}) and a tf.py_func
# given a gradient with @tf.RegisterGradient. Ops built outside, or of other types, keep
# their own gradient; nested blocks restore the outer mapping; a non-string map is a TypeError on entering.
import numpy as np

g = tf.get_default_graph()
x = tf.constant([-1.5, -0.2, 0.3, 2.0])
with g.gradient_override_map({"Sign": "Identity", "Round": "Identity"}):
    binary = tf.sign(x)
    rounded = tf.round(x * 2.0)
    squared = tf.square(x)
    with g.gradient_override_map({"Sign": "Square"}):
        inner = tf.sign(x)
    after_inner = tf.sign(x, name="after_inner")
plain = tf.sign(x, name="plain")


@tf.RegisterGradient("Case871CubeGrad")
def _cube_grad(op, grad):
    return grad * 3.0 * tf.square(op.inputs[0])


with g.gradient_override_map({"PyFunc": "Case871CubeGrad"}):
    cube = tf.py_func(lambda a: a ** 3, [x], tf.float32, name="cube")
emit("attrs", [binary.op.get_attr("_gradient_op_type"), rounded.op.get_attr("_gradient_op_type"),
               inner.op.get_attr("_gradient_op_type"),
               after_inner.op.get_attr("_gradient_op_type"),
               cube.op.get_attr("_gradient_op_type")])
expect_error(lambda: squared.op.get_attr("_gradient_op_type"), "no_attr")
grads = tf.gradients([binary, rounded, squared, after_inner], x)
grad_inner = tf.gradients(inner, x)
grad_plain = tf.gradients(plain, x)
grad_cube = tf.gradients(cube, x)
with tf.Session() as sess:
    emit("values", sess.run([binary, rounded, cube]))
    emit("grads", sess.run(grads + grad_inner + grad_plain + grad_cube))


def enter(op_type_map):
    with g.gradient_override_map(op_type_map):
        pass


expect_error(lambda: enter({"Sign": 1}), "bad_map")
expect_error(lambda: enter([("Sign", "Identity")]), "not_dict")
