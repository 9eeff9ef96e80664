# tier: graph
# tf.image.rot90 turns an image (or a batch) k quarter turns anticlockwise: k becomes an int32
# `k` taken `mod` 4 (FloorMod), and a tf.case named by the rot90 scope, exclusive (an Assert
# on the Pack of the three Equal predicates) with the image itself as default, picks a
# ReverseV2 / Transpose branch; the height and width of the result are unknown statically. An
# image of unknown rank first picks the 3-D or 4-D case with a cond on its Rank. A k that is no
# scalar, and ranks other than 3 and 4, are ValueErrors; TF's control inputs compared sorted.
import numpy as np

rng = np.random.RandomState(8)
img = rng.rand(2, 5, 7, 3).astype(np.float32)
k = lambda v: tf.placeholder_with_default(v, [])
outs = [tf.image.rot90(img[0]), tf.image.rot90(img, 2), tf.image.rot90(img[0], k=3, name="r3"),
        tf.image.rot90(img, 0), tf.image.rot90(img[0], -1), tf.image.rot90(img, k(3)),
        tf.image.rot90(tf.placeholder_with_default(img, None), 1),
        tf.image.rot90(tf.placeholder_with_default(img[0], [None, 7, 3]), k(6))]
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("graph", [[name, kind, inputs, sorted(controls)]
               for name, kind, inputs, controls in graph_nodes()])
with tf.Session() as sess:
    emit("values", sess.run(outs))
expect_error(lambda: tf.image.rot90(img, [1]), "k vector")
expect_error(lambda: tf.image.rot90(tf.zeros([2, 2])), "rank2")
expect_error(lambda: tf.image.rot90(tf.zeros([1, 2, 2, 2, 2])), "rank5")
expect_error(lambda: tf.image.rot90(img, 1.5), "float k")
