# tier: semantics
# Feeding tensors built inside a tf.cond branch, the cond's output, and the predicate: the
# other branch is not evaluated.
x = tf.placeholder(tf.float32, [], name='x')
p = tf.placeholder(tf.bool, [], name='p')
inner = {}


def true_fn():
    inner['t'] = x * 2.0
    return inner['t'] + 1.0


def false_fn():
    inner['f'] = x - 1.0
    return inner['f'] * 3.0


out = tf.cond(p, true_fn, false_fn)
with tf.Session() as sess:
    emit("true", sess.run(out, {x: 2.0, p: True}))
    emit("false", sess.run(out, {x: 2.0, p: False}))
    emit("feed_inner_t", sess.run(out, {x: 2.0, p: True, inner['t']: 100.0}))
    emit("feed_inner_f_untaken", sess.run(out, {x: 2.0, p: True, inner['f']: 100.0}))
    emit("feed_out", sess.run(out, {out: 7.0}))
    emit("names", [inner['t'], inner['f'], out])
    expect_error(lambda: sess.run(inner['f'], {x: 1.0, p: True}), "fetch_untaken_branch")
