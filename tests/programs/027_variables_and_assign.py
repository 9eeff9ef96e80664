# The basics lecture of CS20SI: constants and their values, a tf.InteractiveSession, variables
# evaluated with .eval(), tf.assign / assign_add / assign_sub and Variable.assign run and
# re-run, each session keeping its own copy of a variable, initialized_value() chaining
# initial values, and placeholders fed with feed_dict (a fed non-placeholder too).
import numpy as np

a = tf.constant([2, 2], name='a')
b = tf.constant([[0, 1], [2, 3]], name='b')
x = tf.add(a, b, name='add')
y = tf.multiply(a, b, name='mul')
with tf.Session() as sess:
    emit("add_mul", sess.run([x, y]))

zeros = tf.zeros([2, 3], tf.int32)
ones_like = tf.ones_like(zeros)
lin = tf.linspace(10.0, 13.0, 4)
ranged = tf.range(3, 18, 3)
with tf.Session() as sess:
    emit("fills", sess.run([zeros, ones_like, lin, ranged]))

W = tf.Variable(10)
assign_op = W.assign(100)
with tf.Session() as sess:
    sess.run(W.initializer)
    emit("W_before", W.eval())
    sess.run(assign_op)
    emit("W_after", W.eval())

my_var = tf.Variable(2, name="my_var")
my_var_times_two = my_var.assign(2 * my_var)
with tf.Session() as sess:
    sess.run(my_var.initializer)
    emit("doubling", [sess.run(my_var_times_two) for _ in range(3)])

V = tf.Variable(10)
sess1 = tf.Session()
sess2 = tf.Session()
sess1.run(V.initializer)
sess2.run(V.initializer)
emit("two_sessions", [sess1.run(V.assign_add(10)), sess2.run(V.assign_sub(2)),
                      sess1.run(V.assign_add(100)), sess2.run(V.assign_sub(50))])
sess1.close()
sess2.close()

U = tf.Variable(tf.truncated_normal([3, 2], seed=7))
U2 = tf.Variable(U.initialized_value() * 2)
sess = tf.InteractiveSession()
sess.run(tf.global_variables_initializer())
emit("initialized_value", [U.eval(), U2.eval()])
sess.close()

p = tf.placeholder(tf.float32, shape=[3])
c = tf.constant([5, 5, 5], tf.float32)
s = p + c
q = tf.add(2, 5)
r = tf.multiply(q, 3)
with tf.Session() as sess:
    emit("fed", sess.run(s, feed_dict={p: [1, 2, 3]}))
    emit("fed_non_placeholder", sess.run(r, feed_dict={q: 15}))
    counter = tf.Variable(0, name="counter")
    increment = tf.assign_add(counter, 1)
    sess.run(counter.initializer)
    for _ in range(4):
        sess.run(increment)
    emit("counter", counter.eval())
emit("op_names", [op.name for op in tf.get_default_graph().get_operations()])
emit("fetchable", tf.get_default_graph().is_fetchable(s))
emit("dtype_of_np", tf.constant(np.float64(1.5)).dtype)
