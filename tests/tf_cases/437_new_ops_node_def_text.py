# tier: semantics
# str(op.node_def) of the new ops: attributes (OneHot's TI and axis, LeakyRelu's alpha,
# ScatterUpdate's use_locking, dropout's seeded RandomUniform) and the colocation TF adds
# (scatter ops sit with their variable, global_norm's L2Loss and clip_by_global_norm's
# results with the tensor they read).
import numpy as np

v = tf.Variable(np.zeros([3, 2], np.float32), name="v")
x = tf.placeholder(tf.float32, [3, 2], name="x")
ops = [tf.one_hot([0, 2], 3, axis=0).op,
       tf.nn.leaky_relu(x, alpha=0.25).op,
       tf.nn.relu6(x).op,
       tf.scatter_update(v, [1], [[1.0, 2.0]]).op,
       tf.scatter_add(v, [1], [[1.0, 2.0]]).op,
       tf.where(tf.constant([True, False, True]), x, x).op,
       tf.nn.dropout(x, rate=0.5, seed=4).op.inputs[0].op.inputs[0].op]
clipped, norm = tf.clip_by_global_norm([x, v], 1.0)
ops += [norm.op.inputs[0].op.inputs[0].op.inputs[0].op.inputs[0].op, clipped[1].op,
        clipped[1].op.inputs[0].op]
for op in ops:
    emit(op.name, str(op.node_def).splitlines())
