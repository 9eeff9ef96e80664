# tier: semantics
# The errors of the late tf.losses functions: a missing argument, cosine_distance without an
# axis, shapes that do not match, weights that do not broadcast.
expect_error(lambda: tf.losses.cosine_distance([[1.0]], [[1.0]]), "cos_no_axis")
expect_error(lambda: tf.losses.cosine_distance(None, [[1.0]], axis=1), "cos_no_labels")
expect_error(lambda: tf.losses.hinge_loss([[1.0]], None), "hinge_no_logits")
expect_error(lambda: tf.losses.huber_loss(None, [[1.0]]), "huber_no_labels")
expect_error(lambda: tf.losses.log_loss([[1.0]], None), "log_no_predictions")
expect_error(lambda: tf.losses.mean_pairwise_squared_error(None, [[1.0]]), "mpse_no_labels")
expect_error(lambda: tf.losses.huber_loss([[1.0, 2.0]], [[1.0, 2.0, 3.0]]), "huber_shapes")
expect_error(lambda: tf.losses.hinge_loss([[1.0, 0.0]], [[1.0, 2.0, 3.0]]), "hinge_shapes")
expect_error(lambda: tf.losses.log_loss([[1.0, 0.0]], [[0.5, 0.5]], weights=[1.0, 2.0, 3.0]),
             "log_weights")
expect_error(lambda: tf.losses.mean_pairwise_squared_error(
    [[1.0, 0.0]], [[0.5, 0.5]], weights=[[1.0, 2.0, 3.0]]), "mpse_weights")
expect_error(lambda: tf.losses.mean_pairwise_squared_error([[1.0, 0.0]], [[0.5, 0.5, 1.0]]),
             "mpse_shapes")
