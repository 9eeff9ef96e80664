# tier: semantics
# TensorShape helpers used when building shared layers: concatenate, with_rank, assertions,
# num_elements, merge_with errors; each result or the error it raises.
def probe(key, fn):
    try:
        value = fn()
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))
    else:
        emit(key, value)


s = tf.TensorShape([None, 3])
t = tf.TensorShape([2, None])
probe("concat", lambda: s.concatenate([4]))
probe("concat_unknown", lambda: s.concatenate(tf.TensorShape(None)))
probe("with_rank", lambda: s.with_rank(2))
probe("with_rank_bad", lambda: s.with_rank(3))
probe("with_rank_at_least", lambda: s.with_rank_at_least(1))
probe("assert_has_rank", lambda: s.assert_has_rank(3))
probe("assert_compatible", lambda: s.assert_is_compatible_with([2, 4]))
probe("assert_same_rank", lambda: s.assert_same_rank(tf.TensorShape([1])))
probe("assert_fully_defined", lambda: s.assert_is_fully_defined())
probe("num_elements", lambda: [s.num_elements(), tf.TensorShape([2, 3]).num_elements()])
probe("merge", lambda: s.merge_with(t))
probe("merge_bad", lambda: s.merge_with([2, 4]))
probe("most_specific", lambda: s.most_specific_compatible_shape(tf.TensorShape([5, 3])))
probe("dims", lambda: [s.dims, s.rank, len(s), s[1:], s[0]])
probe("eq", lambda: [s == tf.TensorShape([None, 3]), t == [2, None], tf.TensorShape([1]) == [1]])
