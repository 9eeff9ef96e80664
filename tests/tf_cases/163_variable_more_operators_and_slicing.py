# tier: opnames
# More operators on variables (power, comparison, abs, floor division, modulo, reversed
# forms) and slicing a variable or a tensor like a Python sequence: op names and types.
with tf.variable_scope("m"):
    v = tf.get_variable("v", [3], initializer=tf.constant_initializer([1.0, -2.0, 3.0]))
outs = {}
exprs = {
    "pow": lambda: v ** 2.0, "rpow": lambda: 2.0 ** v, "gt": lambda: v > 0.0,
    "le": lambda: v <= 1.0, "abs": lambda: abs(v), "floordiv": lambda: v // 2.0,
    "mod": lambda: v % 2.0, "rsub": lambda: 1.0 - v, "rdiv": lambda: 1.0 / v,
    "getitem": lambda: v[0], "slice": lambda: v[1:], "neg_index": lambda: v[-1],
}
for k in sorted(exprs):
    r = expect_error(exprs[k], k + "_builds")
    if r["error"] is None:
        t = exprs[k]()
        emit(k, [t.op.name, t.op.type, [i.name for i in t.op.inputs], t.shape])
