# tier: semantics
# S003-05: initialisation dependency with a random W: V = Variable(W.initialized_value()) gets W's value whatever order the initializers run in.
import numpy as np

W = tf.Variable(tf.random_uniform([3, 2]), name='W')
V = tf.Variable(W.initialized_value(), name='V')
U = tf.Variable(V.initialized_value() * 2.0, name='U')
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    w, v, u = sess.run([W, V, U])
    emit("V_equals_W", bool(np.array_equal(w, v)))
    emit("U_is_twice_V", bool(np.allclose(u, 2 * v)))
    # running V's initializer alone uses W's initial value but leaves W itself uninitialised
    sess2 = tf.Session()
    sess2.run(V.initializer)
    emit("W_initialized_after_V_only", bool(sess2.run(tf.is_variable_initialized(W))))
    sess2.close()
emit("variables", tf.global_variables())
