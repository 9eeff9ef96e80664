# tier: semantics
# tf.image lacking a name: TF's AttributeError names its module
# "tensorflow._api.v2.compat.v1.image" (case 1015 records the other namespaces).
expect_error(lambda: tf.image.no_such_name, "missing_in_image")
expect_error(lambda: tf.image._private_name, "private_in_image")
