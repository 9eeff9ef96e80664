# tier: semantics
# S003-02: init = global_variables_initializer() must run in a Session before the variables are used; using one before fails (FailedPreconditionError).
import numpy as np

x  = tf.placeholder(tf.float32, [None, 784])
W = tf.Variable(tf.zeros([784,10]), name='W')
b = tf.Variable(tf.zeros([10]), name='b')
y = tf.matmul(x, W) + b
init = tf.global_variables_initializer()
feed = {x: np.ones([1, 784], np.float32)}
with tf.Session() as sess:
    expect_error(lambda: sess.run(y, feed_dict=feed), "before_init")
    expect_error(lambda: sess.run(b), "read_b_before_init")
    emit("uninitialized", sess.run(tf.report_uninitialized_variables()))
    emit("is_initialized_before", sess.run([tf.is_variable_initialized(W), tf.is_variable_initialized(b)]))
    sess.run(init)
    emit("is_initialized_after", sess.run([tf.is_variable_initialized(W), tf.is_variable_initialized(b)]))
    emit("y_after_init", sess.run(y, feed_dict=feed))
with tf.Session() as sess2:
    # initialisation belongs to a session: a new session starts uninitialised
    expect_error(lambda: sess2.run(b), "new_session")
emit("init_op", [init.name, init.type])
