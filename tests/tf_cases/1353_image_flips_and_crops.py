# tier: graph
# tf.image.flip_left_right / flip_up_down / transpose_image (tf.image.transpose): under their
# scope an Identity `control_dependency` on the image (behind assert_positive and
# assert_greater_equal when its inner sizes are unknown), then ReverseV2 / Transpose; an image of
# unknown rank picks its branch with a tf.cond on its Rank. random_flip_*: one image draws one
# RandomUniform and flips in a cond named by the scope (its Merge); a batch draws one number per
# image, rounds it and blends flips * flipped + (1 - flips) * image; seeded, TF's numbers.
# central_crop: a Slice whose offsets are Python ints when the sizes are known, else computed
# in float64 from the Shape. Static checks are ValueErrors.
import numpy as np

rng = np.random.RandomState(3)
img = (rng.rand(2, 5, 7, 3) * 4).astype(np.float32)
u8 = (rng.rand(4, 6, 3) * 255).astype(np.uint8)
tf.set_random_seed(11)
outs = [tf.image.flip_left_right(img), tf.image.flip_up_down(img[0]),
        tf.image.transpose_image(img), tf.image.transpose(u8, name="t"),
        tf.image.random_flip_left_right(img[0], seed=3), tf.image.random_flip_up_down(img, seed=5),
        tf.image.random_flip_left_right(img, seed=7), tf.image.random_flip_up_down(u8),
        tf.image.central_crop(img, 0.5), tf.image.central_crop(u8, 0.33),
        tf.image.central_crop(u8, 1.0),
        tf.image.flip_left_right(tf.placeholder_with_default(img[0], [None, None, 3])),
        tf.image.flip_up_down(tf.placeholder_with_default(img, None)),
        tf.image.transpose_image(tf.placeholder_with_default(img, None)),
        tf.image.random_flip_left_right(tf.placeholder_with_default(img, [None, 5, 7, 3]), seed=1),
        tf.image.central_crop(tf.placeholder_with_default(img, [2, None, 7, 3]), 0.6)]
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs))
    emit("again", sess.run(outs[4:8]))
expect_error(lambda: tf.image.flip_left_right(img[0, 0]), "rank2")
expect_error(lambda: tf.image.flip_left_right(tf.zeros([2, 2, 2, 2, 2])), "rank5 flip")
expect_error(lambda: tf.image.random_flip_up_down(tf.zeros([2, 2, 2, 2, 2])), "rank5 random")
expect_error(lambda: tf.image.transpose_image(tf.zeros([2, 2, 2, 2, 2])), "rank5 transpose")
expect_error(lambda: tf.image.flip_left_right(tf.zeros([0, 2, 3])), "empty")
expect_error(lambda: tf.image.central_crop(img, 1.5), "fraction")
expect_error(lambda: tf.image.central_crop(img, 0.0), "fraction 0")
