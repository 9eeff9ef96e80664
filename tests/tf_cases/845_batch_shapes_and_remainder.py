# tier: semantics
# batch stacks elements: the static batch dimension is None unless drop_remainder=True with a
# Python int size; a short last batch is dropped with drop_remainder; batching a batched
# dataset nests; batch size from a placeholder; prefetch changes nothing.
import numpy as np
base = tf.data.Dataset.from_tensor_slices(np.arange(14).reshape(7, 2).astype(np.int32))
size = tf.placeholder(tf.int64, [], name="size")
sets = {"keep": base.batch(3), "drop": base.batch(3, drop_remainder=True),
        "nested": base.batch(2, drop_remainder=True).batch(2),
        "fed": base.batch(size), "prefetched": base.batch(4).prefetch(2)}
for k in sorted(sets):
    emit(k + "_shapes", sets[k].output_shapes)
for k in sorted(sets):
    it = sets[k].make_initializable_iterator()
    nxt = it.get_next()
    out = []
    with tf.Session() as sess:
        sess.run(it.initializer, {size: 5})
        try:
            while True:
                out.append(sess.run(nxt))
        except tf.errors.OutOfRangeError:
            pass
    emit(k, out)
