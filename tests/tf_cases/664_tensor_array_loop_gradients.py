# tier: graph
# Gradients of an RNN-like loop built as dynamic_rnn builds it: inputs unstacked into a
# TensorArray read each step, outputs written to another and stacked; a batch of unknown size,
# so the gradient loop needs shapes of forward values (Shape ops in the forward loop, stacked).
# TensorArrayGradV3 ("gradients" source), gradient_flow, flow_out / write_barrier, and values.
# Control inputs are listed sorted: TF lists those of an op with many (the counter's
# NextIteration waits on every push) in no fixed order.
tf.set_random_seed(3)
x = tf.placeholder(tf.float32, [None, 3, 2], name="x")
inputs = tf.transpose(x, [1, 0, 2])
steps = tf.shape(inputs)[0]
w = tf.get_variable("w", [2 + 4, 4], initializer=tf.random_normal_initializer(seed=1))
b = tf.get_variable("b", [4], initializer=tf.constant_initializer(0.1))
in_ta = tf.TensorArray(tf.float32, size=steps, name="in_ta").unstack(inputs)
out_ta = tf.TensorArray(tf.float32, size=steps, name="out_ta")
h0 = tf.zeros(tf.stack([tf.shape(x)[0], 4]))
def body(t, h, out):
    z = tf.matmul(tf.concat([in_ta.read(t), h], 1), w) + b
    h = tf.sigmoid(z) * h + tf.tanh(z)
    return t + 1, h, out.write(t, h)
_, h, out_ta = tf.while_loop(lambda t, *_: t < steps, body, [0, h0, out_ta])
outputs = out_ta.stack()
loss = tf.reduce_mean(tf.square(outputs)) + tf.reduce_sum(h)
grads = tf.gradients(loss, [w, b, x])
emit("grad_names", [g.name for g in grads])
emit("shapes", [str(g.shape) for g in grads])
emit("nodes", [[name, kind, inputs, sorted(controls)]
               for name, kind, inputs, controls in graph_nodes()])
feed = {x: [[[1.0, 0.5], [-1.0, 2.0], [0.3, 0.3]], [[0.0, 1.0], [1.0, -1.0], [2.0, 0.1]]]}
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([loss] + grads, feed))
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    for _ in range(3):
        sess.run(train, feed)
    emit("trained", sess.run([loss, w], feed))
