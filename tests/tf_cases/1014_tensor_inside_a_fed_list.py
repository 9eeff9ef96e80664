# tier: semantics
# A feed value is converted with numpy: a graph tensor inside a fed list (or tuple, nested
# list, list mixed with numbers or arrays) fails with the tensor's own NotImplementedError
# ("Cannot convert a symbolic tf.Tensor (t:0) to a numpy array..."), whatever the placeholder's
# dtype or shape, through run, a name key, make_callable and partial_run alike; a tensor as
# the whole value gets Session's TypeError; a Variable in a list is numpy's "setting an array
# element with a sequence", an Operation float()'s TypeError.
import numpy as np

x = tf.placeholder(tf.float32, [2], name="x")
xi = tf.placeholder(tf.int32, [2], name="xi")
xs = tf.placeholder(tf.string, [2], name="xs")
xn = tf.placeholder(tf.float32, name="xn")
x3 = tf.placeholder(tf.float32, [3], name="x3")
y = tf.identity(xn, name="y")
t = tf.constant(1.0, name="t")
ti = tf.constant(1, name="ti")
v = tf.Variable(1.0, name="v")
sess = tf.Session()
for key, fetch, feed in [("list", x, {x: [t, t]}), ("tuple", x, {x: (t, t)}),
                         ("mixed", x, {x: [1.0, t]}), ("nested", xn, {xn: [[t], [t]]}),
                         ("with_array", xn, {xn: [np.ones(2), t]}), ("int", xi, {xi: [ti, ti]}),
                         ("int_from_float", xi, {xi: [t, t]}), ("string", xs, {xs: [t, t]}),
                         ("wrong_length", x3, {x3: [t, t]}), ("by_name", xn, {"xn:0": [t]}),
                         ("whole_tensor", x, {x: t}), ("variables", x, {x: [v, v]}),
                         ("variable", x, {x: v}), ("operations", x, {x: [t.op, t.op]})]:
    expect_error(lambda: sess.run(fetch, feed), key)
expect_error(lambda: sess.make_callable(xn, [xn])([t, t]), "callable")
handle = sess.partial_run_setup([y], [xn])
expect_error(lambda: sess.partial_run(handle, y, {xn: [t, t]}), "partial_run")
