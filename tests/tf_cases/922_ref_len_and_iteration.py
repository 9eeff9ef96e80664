# tier: semantics
# t.ref() / v.ref(): hashable Reference wrappers equal only to a Reference to the same object
# (comparing with an unwrapped object is a TypeError), deref() gives the object back;
# experimental_ref is the old name. len(tensor) is TF's TypeError; iterating over a graph
# tensor or a variable (for, list, zip, `in`) fails at once: a variable first reads itself.
import numpy as np

c = tf.constant([1.0, 2.0], name="c")
v = tf.Variable([1.0, 2.0], name="v")
r, rv = c.ref(), v.ref()
emit("repr", [repr(r), repr(rv), str(rv), type(r).__name__])
emit("deref", [r.deref() is c, rv.deref() is v, c.experimental_ref().deref() is c,
               v.experimental_ref().deref() is v])
emit("equal", [r == c.ref(), r == rv, r != c.ref(), r != rv, r == None, r != None,  # noqa: E711
               c.ref() is c.ref(), hash(r) == hash(c.ref()), hash(rv) == hash(v.ref()),
               len({c.ref(), c.ref(), v.ref()}), {r: 1}[c.ref()], r < r, r > r])
expect_error(lambda: r == c, "ref_eq_tensor")
expect_error(lambda: r < c, "ref_lt_tensor")
expect_error(lambda: r <= c.ref(), "ref_le")
emit("hash_by_identity", [{c: 1}[c], {v: 2}[v], v == v, v != v, c == c])
for key, fn in [("for_variable", lambda: [x for x in v]), ("list_variable", lambda: list(v)),
                ("iter_variable", lambda: iter(v)), ("iter_tensor", lambda: iter(c)),
                ("list_tensor", lambda: list(c)), ("in_variable", lambda: 1.0 in v),
                ("in_tensor", lambda: 1.0 in c), ("len_variable", lambda: len(v)),
                ("len_tensor", lambda: len(c)), ("tuple_tensor", lambda: tuple(c)),
                ("sorted_variable", lambda: sorted(v)), ("zip_variable", lambda: zip(v, v)),
                ("enumerate_variable", lambda: enumerate(v)), ("max_variable", lambda: max(v)),
                ("reversed_variable", lambda: reversed(v)),
                ("reversed_tensor", lambda: reversed(c)),
                ("scalar_variable", lambda: list(tf.Variable(0.0, name="s"))),
                ("for_scalar_tensor", lambda: [x for x in tf.constant(1.0)]),
                ("index_variable", lambda: [1, 2, 3][v]), ("missing", lambda: v.no_such_thing)]:
    expect_error(fn, key)
emit("graph", graph_nodes())
