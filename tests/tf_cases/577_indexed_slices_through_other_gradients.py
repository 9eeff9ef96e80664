# tier: graph
# An IndexedSlices gradient flowing into other ops' gradients: Identity passes it on, Neg keeps
# it sparse (Neg_grad/Neg of the values), Sub passes it on to the operand that needs no
# reduction; Mul densifies it as its input (Mul/x: strided_slice, UnsortedSegmentSum) and
# Square also waits for it (control input on the values' op).
w = tf.placeholder(tf.float32, [3, 2], name="w")
ids = tf.constant([2, 0], name="ids")
for key, f in [("identity", lambda: tf.identity(w)), ("neg", lambda: -w),
               ("mul", lambda: w * 2.0), ("square", lambda: tf.square(w)),
               ("sub_broadcast", lambda: w - tf.ones([2]))]:
    x = f()
    n = len(graph_nodes())
    grad = tf.gradients(tf.gather(x, ids), w)[0]
    emit(key, [type(grad).__name__, graph_nodes()[n:]])
    with tf.Session() as sess:
        emit(key + "_value", sess.run(tf.convert_to_tensor(grad),
                                      {w: [[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]}))
