# tier: semantics
# Variable(shape=...) gives the VariableV2 that shape (validated against the initial value);
# an Assign's static shape is what both shapes say (an unknown variable takes the value's);
# when run, Assign still checks shapes unless validate_shape=False: a variable of unknown
# shape is allocated as a scalar, one of partly known shape cannot be allocated at all;
# AssignAdd needs the same size.
import numpy as np

a = tf.Variable(np.zeros([1, 1]), shape=tf.TensorShape(None), name="a", collections=[])
b = tf.Variable(np.zeros([1, 1]), validate_shape=False, name="b")
c = tf.Variable(np.zeros([1, 1]), shape=[None, 1], name="c", collections=[])
c2 = tf.Variable(np.zeros([1, 1]), shape=[None, 1], validate_shape=False, name="c2",
                 collections=[])
d = tf.Variable(np.zeros([1, 1]), name="d")
f = tf.Variable(lambda: tf.zeros([2, 3]), shape=[None, 3], name="f", collections=[])
emit("shapes", [[v.shape, v.value().shape, v.initializer.get_attr("validate_shape")]
                for v in (a, b, c, c2, d, f)])
expect_error(lambda: tf.Variable(np.zeros([1, 1]), shape=[2, 1], name="e"), "incompatible")
expect_error(lambda: tf.Variable(tf.placeholder_with_default(np.zeros([1, 1]), [None, 1]),
                                 shape=[None, 1], name="p"), "partial_initial_value")
ops = {}
for v in (a, b, c, d):
    for key, value in (("square", np.ones([2, 2])), ("column", np.ones([3, 1]))):
        expect_error(lambda: ops.__setitem__(v.op.name + "_" + key, v.assign(value)),
                     "build_%s_%s" % (v.op.name, key))
emit("assign_shapes", sorted([k, t.shape] for k, t in ops.items()))
free = tf.assign(b, np.ones([4]), validate_shape=False)
grow = b.assign_add(np.ones([1, 1]))
emit("more_shapes", [free.shape, grow.shape])
sess = tf.Session()
sess.run(b.initializer)
for v in (a, c, c2):
    expect_error(lambda: sess.run(v.initializer), "init_" + v.op.name)
expect_error(lambda: sess.run(ops["b_square"]), "run_b_square")
emit("b_after", sess.run(b))
emit("free", sess.run(free))
expect_error(lambda: sess.run(grow), "assign_add_other_size")
sess.run(d.initializer)
expect_error(lambda: sess.run(ops["d_square"] if "d_square" in ops else d), "run_d")
