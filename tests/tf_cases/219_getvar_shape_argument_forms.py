# tier: semantics
# Forms the shape argument of get_variable/placeholder/zeros can take: an int, a tuple, a numpy
# array, numpy ints, floats and negatives (errors), bad placeholder dims.
import numpy as np


def probe(key, fn):
    try:
        value = fn()
    except Exception as e:  # noqa: BLE001
        emit(key, "raised %s: %s" % (type(e).__name__, str(e).split("\n")[0]))
    else:
        emit(key, [value.name, value.shape] if hasattr(value, "shape") else value)


probe("int", lambda: tf.get_variable("a", 5))
probe("tuple", lambda: tf.get_variable("b", (2, 3)))
probe("numpy", lambda: tf.get_variable("c", np.array([2, 3])))
probe("numpy_int64", lambda: tf.get_variable("d", [np.int64(2)]))
probe("float", lambda: tf.get_variable("e", [2.0]))
probe("negative", lambda: tf.get_variable("f", [-1]))
probe("placeholder_none_dims", lambda: tf.placeholder(tf.float32, (None, None), name="p"))
probe("placeholder_bad", lambda: tf.placeholder(tf.float32, [None, "a"], name="q"))
probe("zeros_tuple", lambda: tf.zeros((2, 1)))
probe("empty_shape", lambda: tf.get_variable("h", []))
probe("zero_dim", lambda: tf.get_variable("i", [0, 3]))
probe("collections_string", lambda: tf.get_variable("j", [1], collections="mine"))
emit("variables", [v.name for v in tf.global_variables()])
