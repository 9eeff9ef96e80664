# tier: graph
# TensorArrays inside tf.while_loop, as dynamic_rnn uses them: an input array unstacked outside
# and read inside (its handle and flow enter as loop constants), an output array whose flow is a
# loop variable written each step; the Exit's flow rebuilt into a TensorArray and stacked.
x = tf.placeholder(tf.float32, [None, 2], name="x")
n = tf.shape(x)[0]
inputs = tf.TensorArray(tf.float32, size=n, name="inputs").unstack(x)
outputs = tf.TensorArray(tf.float32, size=n, name="outputs")
def body(t, acc, out):
    acc = acc + inputs.read(t)
    return t + 1, acc, out.write(t, acc * 2.0)
t, acc, out = tf.while_loop(lambda t, *_: t < n, body, [0, tf.zeros([2]), outputs])
emit("types", [type(out).__name__, out.flow.name, str(out.element_shape)])
result = out.stack()
emit("result", [result.name, str(result.shape)])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([t, acc, result], {x: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}))
    emit("empty", sess.run([t, result], {x: [[1.0, 2.0]]}))
