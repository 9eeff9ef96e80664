# tier: semantics
# tf.import_graph_def of the graphs TF1 programs build: while loops (with their gradients'
# counters and stacks), conds, TensorArrays, an LSTM run by dynamic_rnn and trained by Adam,
# a tf.data pipeline, conv / pooling / batch norm, and ops of many other families. TF reads
# each imported op's outputs (how many, which dtypes, references) off its type's OpDef, so
# they are the originals'; a while loop's Merge is imported before its back edge (the
# NextIteration) and joined to it once that exists; and the imported graph computes, and
# trains, as the original does.
import numpy as np


def build():
    tf.set_random_seed(1)
    x = tf.placeholder(tf.float32, [4, 3], name="x")
    labels = tf.placeholder(tf.int32, [4], name="labels")
    w = tf.get_variable("w", initializer=np.linspace(-0.5, 0.7, 15, dtype=np.float32).reshape(
        3, 5))
    b = tf.get_variable("b", [5], initializer=tf.zeros_initializer())
    h = tf.nn.relu(tf.matmul(x, w) + b)
    # A while loop and a cond, both differentiated.
    _, powered = tf.while_loop(lambda i, v: i < 3, lambda i, v: (i + 1, v * 0.5 + h), [0, h])
    branch = tf.cond(tf.reduce_sum(x) > 0, lambda: powered * 2.0, lambda: powered - 1.0)
    # A TensorArray written in a loop, then stacked.
    ta = tf.TensorArray(tf.float32, 4)
    _, ta = tf.while_loop(lambda k, a: k < 4, lambda k, a: (k + 1, a.write(k, branch[k])),
                          [0, ta])
    stacked = ta.stack()
    # An LSTM over the rows, as a sequence of one batch.
    cell = tf.nn.rnn_cell.LSTMCell(4, initializer=tf.constant_initializer(0.05))
    seq = tf.reshape(stacked, [1, 4, 5])
    rnn_out, _ = tf.nn.dynamic_rnn(cell, seq, dtype=tf.float32)
    # Convolution, pooling, fused batch norm.
    image = tf.reshape(tf.tile(stacked, [1, 4]), [1, 4, 5, 4])
    kernel = tf.get_variable("k", [2, 2, 4, 2], initializer=tf.constant_initializer(0.01))
    conv = tf.nn.conv2d(image, kernel, [1, 1, 1, 1], "SAME")
    pooled = tf.nn.max_pool(conv, [1, 2, 2, 1], [1, 2, 2, 1], "VALID")
    normed, _, _ = tf.nn.fused_batch_norm(pooled, tf.ones([2]), tf.zeros([2]))
    features = tf.concat([tf.reshape(rnn_out, [4, 4]), tf.reshape(normed, [2, 4])], 0)
    logits = tf.layers.dense(features[:4], 3, kernel_initializer=tf.constant_initializer(
                                 np.linspace(-1.0, 1.0, 12).reshape(4, 3)))
    loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=labels,
                                                                        logits=logits),
                          name="loss")
    train = tf.train.AdamOptimizer(0.1).minimize(loss, name="train")
    # Ops of other families: several outputs, integer and string outputs.
    values, indices = tf.nn.top_k(logits, 2)
    parts = tf.dynamic_partition(logits, [0, 1, 0, 1], 2)
    unique, _ = tf.unique(tf.constant([3, 1, 3, 2]))
    others = [values, indices, parts[1], unique, tf.argmax(logits, 1),
              tf.one_hot(labels, 3), tf.cumsum(logits, 1), tf.unstack(logits)[2],
              tf.segment_sum(logits, [0, 0, 1, 1]), tf.gather(logits, [3, 0]),
              tf.string_join(["a", tf.constant(["b", "c"])], "-"), tf.shape(logits),
              tf.reduce_max(logits, 0), tf.clip_by_value(logits, -0.1, 0.1),
              tf.sort(tf.reshape(logits, [-1]))]
    dataset = tf.data.Dataset.from_tensor_slices(np.arange(6, dtype=np.int64)).batch(4)
    iterator = tf.data.make_initializable_iterator(dataset)
    tf.add_to_collection("iterator_init", iterator.initializer)
    grads = tf.gradients(loss, [x, w])
    return [loss, branch, stacked, rnn_out, normed] + others + grads + [iterator.get_next()]


def run(g, fetches, prefix=""):
    feed = {prefix + "x:0": np.arange(12, dtype=np.float32).reshape(4, 3) / 10,
            prefix + "labels:0": [0, 2, 1, 2]}
    with tf.Session(graph=g) as sess:
        sess.run(prefix + "init")
        sess.run(prefix + g.get_collection("iterator_init")[0].name if not prefix else
                 prefix + "MakeIterator")
        values = sess.run(fetches, feed)
        losses = [sess.run([prefix + "loss:0", prefix + "train"], feed)[0] for _ in range(3)]
    return values, losses


with tf.Graph().as_default() as source:
    fetched = build()
    tf.global_variables_initializer()
names = [t.name for t in fetched]
graph_def = source.as_graph_def()
with tf.Graph().as_default() as imported:
    tf.import_graph_def(graph_def)
original_values, original_losses = run(source, names)
imported_values, imported_losses = run(imported, ["import/" + n for n in names], "import/")
emit("values", imported_values)
emit("losses", imported_losses)
emit("same_as_original", [all(np.array_equal(a, b) for a, b in zip(original_values,
                                                                   imported_values)),
                          original_losses == imported_losses])
# Every imported op outputs the original's dtypes (references included).
emit("dtype_mismatches", [op.name for op in source.get_operations()
                          if [t.dtype for t in op.outputs] != [
                              t.dtype for t in imported.get_operation_by_name(
                                  "import/" + op.name).outputs]])
emit("loop_ops", sorted({op.type for op in imported.get_operations()
                         if op.type in ("Enter", "Merge", "NextIteration", "Exit", "LoopCond",
                                        "StackV2", "StackPushV2", "StackPopV2",
                                        "TensorArrayV3", "TensorArrayWriteV3")}))
