# tier: semantics
# Each cell's numbers equal TF's: weights drawn under a graph seed (glorot-uniform kernels,
# zero or one biases, a seeded LSTMCell initializer), three steps feeding the state back,
# peepholes, clipping and projection, concatenated (non-tuple) states, float64 cells.
import numpy as np
tf.set_random_seed(42)
xs = np.linspace(-1.0, 1.0, 18).reshape(3, 2, 3).astype(np.float32)
x = tf.placeholder(tf.float32, [2, 3], name="x")
cells = [tf.nn.rnn_cell.BasicRNNCell(4), tf.nn.rnn_cell.GRUCell(4),
         tf.nn.rnn_cell.BasicLSTMCell(4, forget_bias=0.5),
         tf.nn.rnn_cell.BasicLSTMCell(3, state_is_tuple=False),
         tf.nn.rnn_cell.LSTMCell(4, use_peepholes=True, cell_clip=0.3, num_proj=2,
                                 proj_clip=0.2, initializer=tf.random_normal_initializer(seed=3)),
         tf.nn.rnn_cell.GRUCell(2, kernel_initializer=tf.constant_initializer(0.1),
                                bias_initializer=tf.constant_initializer(-0.5))]
runs = []
for cell in cells:
    state = cell.zero_state(2, tf.float32)
    outputs = []
    for t in range(3):
        out, state = cell(x if t == 0 else x * float(t + 1), state)
        outputs.append(out)
    runs.append((outputs, state))
c64 = tf.nn.rnn_cell.LSTMCell(3, dtype=tf.float64)
o64, s64 = c64(tf.constant(xs[0].astype(np.float64)), c64.zero_state(2, tf.float64))
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("weights", sess.run(tf.global_variables()))
    emit("runs", sess.run(runs, {x: xs[1]}))
    emit("float64", sess.run([o64, s64]))
    emit("dtypes", [o64.dtype.name, s64.c.dtype.name, s64.dtype.name])
