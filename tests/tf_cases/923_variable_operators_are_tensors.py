# tier: opnames
# A variable's operators are Tensor's own, wrapped (functools.update_wrapper) to act on the
# variable's read snapshot: same names, docs and __wrapped__, same ops and names built;
# __eq__/__ne__ stay identity and __getitem__ is the variable's own slicing.
import functools
import operator

emit("wrapped", [getattr(tf.Variable, n).__wrapped__ is getattr(tf.Tensor, n)
                 for n in ("__add__", "__radd__", "__and__", "__rxor__", "__invert__",
                           "__neg__", "__abs__", "__lt__", "__matmul__", "__rmatmul__",
                           "__pow__", "__div__", "__rdiv__", "__mod__", "__truediv__")])
emit("same_attributes", [getattr(tf.Variable.__add__, a) == getattr(tf.Tensor.__add__, a)
                         for a in functools.WRAPPER_ASSIGNMENTS if a != "__qualname__"])
emit("identity_kept", [tf.Variable.__eq__ is tf.Tensor.__eq__, tf.Variable.__add__ is
                       tf.Tensor.__add__, hasattr(tf.Variable, "__iter__")])
f = tf.Variable([2.0], name="f")
iv = tf.Variable([20], name="iv")
bv = tf.Variable([True, False], name="bv")
m = tf.Variable([[2.0, 3.0]], name="m")
t = tf.Variable([[1.0, 2.0], [3.0, 4.0]], name="t")
outs = [f + 0.0, 1.0 + f, f - 1.0, 1.0 - f, f * 10.0, 10.0 * f, f / 10.0, 10.0 / f,
        f < 3.0, 3.0 < f, f <= 2.0, 2.0 <= f, f > 3.0, 3.0 > f, f >= 2.0, 2.0 >= f, -f, abs(f),
        iv % 7, 103 % iv, iv // 3, 50 // iv, f ** 2.0, 2.0 ** f, f.__div__(4.0),
        operator.and_(bv, [True, True]), operator.or_(bv, [False, True]),
        operator.xor(bv, [False, False]), ~bv, ~iv, iv & 4, m @ [[10.0], [20.0]],
        m.__rmatmul__([[10.0], [20.0]]), t[1, 0:1], f + f]
emit("ops", [[o.name, o.op.type, [x.name for x in o.op.inputs]] for o in outs])
sess = tf.Session()
sess.run(tf.global_variables_initializer())
emit("values", sess.run(outs))
