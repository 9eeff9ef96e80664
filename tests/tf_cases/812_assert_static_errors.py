# tier: semantics
# What TF decides while the graph is built: element-wise checks of two constants that fail
# raise InvalidArgumentError at once (the data lines, constants as numpy prints them; a check
# of constants that holds builds the usual graph); rank checks against a known static rank
# raise ValueError; assert_type / assert_integer raise TypeError; assert_scalar ValueError
# (an unknown shape too); assert_proper_iterable TypeError for tensors, arrays and strings.
import numpy as np


def build_error(fn):
    try:
        fn()
    except (tf.errors.InvalidArgumentError, ValueError, TypeError) as e:
        return [type(e).__name__, str(e).split("\n")]
    return "no error"


emit("less", build_error(lambda: tf.assert_less(3, 2)))
emit("equal_arrays", build_error(lambda: tf.assert_equal([1, 2, 3], [1, 0, 3], message="m")))
emit("positive", build_error(lambda: tf.assert_positive(tf.constant([1.5, -2.0]))))
emit("non_positive", build_error(lambda: tf.assert_non_positive([1])))
emit("holds", build_error(lambda: tf.assert_less(2, 3)))
emit("holds_name", tf.assert_less(2, 3).name)
x = tf.placeholder(tf.float32, [2, 3], name="x")
emit("const_vs_placeholder", build_error(lambda: tf.assert_less(x, 0.0)))
emit("with_data", build_error(lambda: tf.assert_greater(1, 2, data=["bad", x, 7])))
emit("rank", build_error(lambda: tf.assert_rank(x, 3)))
emit("rank_message", build_error(lambda: tf.assert_rank(x, 1, message="need a vector")))
emit("rank_at_least", build_error(lambda: tf.assert_rank_at_least(x, 4)))
emit("rank_not_scalar", build_error(lambda: tf.assert_rank(x, [2])))
emit("rank_ok", tf.assert_rank(x, 2).name)
emit("rank_float", build_error(lambda: tf.assert_rank(x, 2.0)))
emit("type", build_error(lambda: tf.assert_type(x, tf.int32)))
emit("type_message", build_error(lambda: tf.assert_type(x, tf.float64, message="doubles")))
emit("integer", build_error(lambda: tf.assert_integer(x)))
emit("integer_ok", tf.assert_integer(tf.constant(3)).name)
emit("scalar", build_error(lambda: tf.assert_scalar(x)))
emit("scalar_unknown", build_error(lambda: tf.assert_scalar(tf.placeholder(tf.float32),
                                                            message="scalar please")))
emit("iterable", [build_error(lambda: tf.assert_proper_iterable(v))
                  for v in (np.ones(2), "ab", b"ab", 3, [1, 2], (x,))])
