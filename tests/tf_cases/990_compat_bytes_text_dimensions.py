# tier: semantics
# tf.compat converts between bytes and text (word2vec reads its corpus through as_str), tells
# the number types apart, and reads a dimension whether it is a Dimension or an int.
import pathlib

emit("as_bytes", tf.compat.as_bytes("été"))
emit("as_bytes_ascii", tf.compat.as_bytes("abc", encoding="ascii"))
emit("as_bytes_bytearray", tf.compat.as_bytes(bytearray(b"ab")))
emit("as_text", tf.compat.as_text(b"\xc3\xa9t\xc3\xa9"))
emit("as_str", tf.compat.as_str(b"word"))
emit("as_str_any", [tf.compat.as_str_any(3.5), tf.compat.as_str_any(b"\xc3\xa9")])
expect_error(lambda: tf.compat.as_bytes(3), "as_bytes_int")
expect_error(lambda: tf.compat.as_text(bytearray(b"ab")), "as_text_bytearray")
emit("path_to_str", [tf.compat.path_to_str(pathlib.Path("/a/b")), tf.compat.path_to_str(3)])
emit("types", [isinstance(3, tf.compat.integral_types),
               isinstance(3.0, tf.compat.integral_types),
               isinstance(3.0, tf.compat.real_types),
               isinstance("s", tf.compat.bytes_or_text_types),
               isinstance(1j, tf.compat.complex_types)])
shape = tf.TensorShape([None, 3])
emit("dimension_value", [tf.compat.dimension_value(shape[1]), tf.compat.dimension_value(4),
                         tf.compat.dimension_value(shape[0])])
emit("dimension_at_index", [str(tf.compat.dimension_at_index(shape, 1)),
                            str(tf.compat.dimension_at_index(tf.TensorShape(None), 5))])
emit("forward_compatible", [tf.compat.forward_compatible(2020, 1, 1),
                            tf.compat.forward_compatible(2099, 1, 1)])
with tf.compat.forward_compatibility_horizon(2100, 1, 1):
    emit("inside_horizon", tf.compat.forward_compatible(2099, 1, 1))
emit("after_horizon", tf.compat.forward_compatible(2099, 1, 1))
