# tier: graph
# tf.case builds nested tf.conds (case/cond/cond/Merge) in the order of the pairs; without a
# default the last pair is the default, guarded by two Asserts (no other predicate true, its own
# true); exclusive=True adds an Assert (built before the conds) over the predicates left after
# that, so with no default two true predicates still pass. A dict is tried in predicate-name
# order. Errors as TF's (argument checks, Python's own unpacking error for no pairs).
import collections


def failure(fetch, feed=None):
    try:
        return sess.run(fetch, feed)
    except tf.errors.InvalidArgumentError as e:
        return [line for line in e.message.split("\n")
                if line.startswith("assertion failed") or "Input error" in line]


x = tf.placeholder(tf.int32, [], name="x")
r = tf.case([(tf.less(x, 1), lambda: tf.constant(17.)), (tf.greater(x, 5), lambda: tf.constant(23.))],
            default=lambda: tf.constant(-1.))
emit("default", [r.name, r.shape])
g1 = graph_nodes()
emit("graph_default", g1)
p1 = tf.placeholder(tf.bool, [], name="p1")
p2 = tf.placeholder(tf.bool, [], name="p2")
n = len(g1)
r2 = tf.case([(p1, lambda: tf.constant(1)), (p2, lambda: tf.constant(2))], exclusive=True)
emit("exclusive_no_default", r2.name)
emit("graph_exclusive", graph_nodes()[n:])
n = len(graph_nodes())
r3 = tf.case([(p1, lambda: tf.constant(1)), (p2, lambda: tf.constant(2))],
             default=lambda: tf.constant(3), exclusive=True, name="ex")
emit("graph_exclusive_default", graph_nodes()[n:])
r4 = tf.case(collections.OrderedDict([(p2, lambda: [tf.constant(5)]), (p1, lambda: [tf.constant(6)])]),
             default=lambda: [tf.constant(7)], strict=True, name="ordered")
r5 = tf.case({p2: lambda: (tf.constant(5), tf.constant(1.)), p1: lambda: (tf.constant(6), tf.constant(2.))},
             default=lambda: (tf.constant(7), tf.constant(3.)), name="unordered")
emit("structures", [r4, r5])
a = tf.constant([1., 2.], name="a")
r6 = tf.case([(p1, lambda: a * 3.)], default=lambda: a * a)
ga, = tf.gradients(r6, a)
emit("grad", ga.name)
with tf.Session() as sess:
    emit("values", [sess.run(r, {x: v}) for v in (-3, 3, 9)])
    emit("ex_runs", [failure(r2, {p1: u, p2: v}) for u in (True, False) for v in (True, False)])
    emit("ex_default_runs", [failure(r3, {p1: u, p2: v}) for u in (True, False) for v in (True, False)])
    emit("ordered", [failure(r4, {p1: u, p2: v}) for u in (True, False) for v in (True, False)])
    emit("unordered", [failure(r5, {p1: u, p2: v}) for u in (True, False) for v in (True, False)])
    emit("grad_values", [sess.run(ga, {p1: u}) for u in (True, False)])
emit("single_pair", tf.case([(p1, lambda: a)]).name)
expect_error(lambda: tf.case(3), "not_list")
expect_error(lambda: tf.case([p1]), "not_pair")
expect_error(lambda: tf.case([(True, lambda: a)]), "python_bool")
expect_error(lambda: tf.case([(a, lambda: a)]), "not_bool")
expect_error(lambda: tf.case([(p1, 3)]), "not_callable")
expect_error(lambda: tf.case([(p1, lambda: a)], default=3), "default_not_callable")
expect_error(lambda: tf.case([], default=lambda: a), "empty")
expect_error(lambda: tf.case([(p1, lambda: a)], default=lambda: tf.constant(1)), "types")
