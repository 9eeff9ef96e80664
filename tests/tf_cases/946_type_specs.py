# tier: semantics
# tf.TensorSpec and tf.IndexedSlicesSpec, TypeSpecs read off their _serialize() parts: repr,
# equality (a TensorSpec's name counts) and hash, is_compatible_with (shapes compatible, other
# parts equal; a TensorSpec's name does not count), most_specific_compatible_type (ValueError
# when none), TensorSpec.from_tensor / from_spec, IndexedSlicesSpec's fields, component specs
# and to/from components, and an IndexedSlices' _type_spec.
import numpy as np
S, T = tf.IndexedSlicesSpec, tf.TensorSpec
s1 = S()
emit("default", [repr(s1), s1._shape, s1._values_dtype, s1._indices_dtype, s1._dense_shape_dtype,
                 s1._indices_shape, s1.value_type.__name__])
s2 = S([None, None], tf.string, tf.int32, tf.int64, [10])
emit("given", [repr(s2), repr(s2._serialize())])
for key, spec in [("string", S(dtype=tf.string)),
                  ("string dense int32", S(dtype=tf.string, dense_shape_dtype=tf.int32)),
                  ("rank 3", S(shape=[5, 10, 15], dense_shape_dtype=tf.int32)),
                  ("rank 3 indices 20", S(shape=[5, 10, 15], dense_shape_dtype=tf.int32,
                                          indices_shape=[20]))]:
    emit("components " + key, [repr(c) for c in spec._component_specs])
emit("component eq", S(dtype=tf.string)._component_specs ==
     (T(None, tf.string), T([None], tf.int64)))
emit("eq hash", [S() == S(), hash(S()) == hash(S(None)), S() == S(dtype=tf.int32),
                 S([2]) != S([3]), S() == T(None)])
emit("compatible", [S([None, 3]).is_compatible_with(S([4, 3])),
                    S([None, 3]).is_compatible_with(S([4, 4])),
                    S([2]).is_compatible_with(S([None], indices_shape=[3])),
                    S([2], tf.int32).is_compatible_with(S([2])),
                    S().is_compatible_with(T([2]))])
emit("supertype", repr(S([None, 3]).most_specific_compatible_type(S([4, 3]))))
emit("supertype 2", repr(S([None, 3]).most_specific_compatible_type(S([4, 4]))))
expect_error(lambda: S([2], dense_shape_dtype=tf.int32).most_specific_compatible_type(S([2])),
             "no supertype")
expect_error(lambda: S([None, 3]).most_specific_compatible_type(T([4, 4])), "other class")
expect_error(lambda: S(indices_shape=[2, 3]), "indices rank 2")
x = tf.IndexedSlices([3.0, 5.0], [5, 10])
emit("to components", S()._to_components(x))
y = S()._from_components(S()._to_components(x))
emit("from components", [type(y).__name__, y.values, y.indices, y.dense_shape])
xd = tf.IndexedSlices([3.0, 5.0], [5, 10], [100])
emit("to components dense", S(dense_shape_dtype=tf.int32)._to_components(xd))
v = S(dense_shape_dtype=tf.int32)._from_components(
    (np.array([1.0, 9.0]), np.array([3, 8]), np.array([100])))
emit("from arrays", [type(v).__name__, v.values, v.indices, v.dense_shape])
v2 = S()._from_components((np.array([1.0, 9.0]), np.array([3, 8])))
emit("from two arrays", [type(v2).__name__, v2.dense_shape])
c = tf.constant([[1.0, 2.0], [3.0, 4.0]])
sl = tf.IndexedSlices(c, tf.constant([0, 2]), tf.constant([3, 2]))
emit("type spec of a value", [repr(sl._type_spec), S().is_compatible_with(sl),
                              S(dtype=tf.int32).is_compatible_with(sl)])
emit("no dense shape", repr(tf.IndexedSlices(tf.zeros([4, 3]), tf.constant([1, 2, 3, 0]))._type_spec))

t = T([2, None], tf.float32, name="x")
emit("tensor spec", [repr(t), str(t), t.shape, t.dtype, t.name, t.value_type.__name__,
                     repr(t._serialize())])
emit("tensor spec eq", [T([2]) == T([2]), T([2]) == T([2], name="a"), T([None]) == T([None]),
                        hash(T([2])) == hash(T([2])), T([2], 3).dtype, T((1, 2)).shape,
                        T(None).shape, T([]).shape, T([2], "float64").dtype])
z = tf.zeros([3, 2], name="z")
emit("from tensor", [repr(T.from_tensor(z)), repr(T.from_tensor(z, name="n")),
                     repr(T.from_spec(t)), repr(T.from_spec(t, name="y"))])
expect_error(lambda: T.from_tensor(3), "from an int")
emit("tensor compatible", [T([None]).is_compatible_with(T([3])),
                           T([None]).is_compatible_with(tf.zeros([3])),
                           T([None], tf.int32).is_compatible_with(tf.zeros([3])),
                           T([2]).is_compatible_with(T([2], name="q")),
                           T([2]).is_compatible_with([1.0, 2.0]), T([2]).is_compatible_with(S([2]))])
emit("tensor supertypes", [repr(T([None, 2], name="a").most_specific_compatible_type(
    T([3, 2], name="a"))), repr(T([1, 2]).most_specific_compatible_type(T([3]))),
    repr(T([2]).most_specific_common_supertype([T([3])])),
    T([2], tf.int32).most_specific_common_supertype([T([3])])])
expect_error(lambda: T([None, 2], name="a").most_specific_compatible_type(T([3, 2], name="b")),
             "names differ")
expect_error(lambda: T([2]).most_specific_compatible_type(T([2], tf.int32)), "dtypes differ")
emit("type spec classes", [issubclass(T, tf.TypeSpec), issubclass(S, tf.TypeSpec)])
expect_error(lambda: tf.TypeSpec(), "abstract")
