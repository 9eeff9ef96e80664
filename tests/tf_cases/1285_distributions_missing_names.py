# tier: semantics
# tf.distributions lacking a name: TF's AttributeError names its module
# "tensorflow._api.v2.compat.v1.distributions" (case 1015 records the other namespaces).
expect_error(lambda: tf.distributions.no_such_name, "missing_in_distributions")
expect_error(lambda: tf.distributions._private_name, "private_in_distributions")
