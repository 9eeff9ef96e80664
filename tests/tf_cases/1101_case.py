# tier: graph
# tf.case: a chain of conds in the scope "case", the first true predicate's branch taken.
# Without a default the last pair is the default, guarded by two Asserts (no other predicate
# true; its own predicate true); exclusive=True checks first that at most one holds (its
# message names the predicates). A dict is taken in the predicates' name order. Errors for
# arguments of the wrong kind, and at run time for no or several true predicates.
x = tf.placeholder(tf.int32, [], name="x")
no_default = tf.case([(x < 0, lambda: tf.constant(-1)), (x > 0, lambda: tf.constant(1))])
emit("nodes", graph_nodes())
ordered = tf.case({x < 5: lambda: tf.constant(-1), x > 0: lambda: tf.constant(1)},
                  default=lambda: tf.constant(0), exclusive=True, name="ordered")
first_true = tf.case([(x > 2, lambda: tf.constant(2)), (x > 1, lambda: tf.constant(1))],
                     default=lambda: tf.constant(0))
pair = tf.case([(x > 0, lambda: [x, x * 2])], default=lambda: [x * 0, x * 0], strict=True)
emit("names", [no_default.name, ordered.name, first_true.name, [t.name for t in pair]])
expect_error(lambda: tf.case(5, lambda: x), "not_a_list")
expect_error(lambda: tf.case([x > 0], lambda: x), "not_a_pair")
expect_error(lambda: tf.case([(True, lambda: x)], lambda: x), "python_bool")
expect_error(lambda: tf.case([(x, lambda: x)], lambda: x), "not_bool")
expect_error(lambda: tf.case([(x > 0, x)], lambda: x), "not_callable")
with tf.Session() as sess:
    emit("no_default", [int(sess.run(no_default, {x: v})) for v in (-3, 4)])
    expect_error(lambda: sess.run(no_default, {x: 0}), "none_true")
    emit("ordered", [int(sess.run(ordered, {x: v})) for v in (7, -1)])
    expect_error(lambda: sess.run(ordered, {x: 3}), "two_true")
    emit("first_true", [int(sess.run(first_true, {x: v})) for v in (0, 2, 3)])
    emit("pair", [sess.run(pair, {x: v}) for v in (-2, 3)])
