# tier: graph
# tf.image.crop_to_bounding_box (a Slice), pad_to_bounding_box (a Pad of a Reshape'd stack),
# resize_image_with_crop_or_pad (resize_with_crop_or_pad: a central crop, then an even pad) and
# resize_image_with_pad (resize_images keeping the aspect ratio, in float32 in the graph, then
# a pad): one image becomes a batch of one and is squeezed back; with Python sizes the checks
# are ValueErrors at once, a tensor size makes them Asserts (Graph execution errors when run).
# TF's order of an op's control inputs follows no rule, so they are compared sorted.
import numpy as np

rng = np.random.RandomState(5)
img = (rng.rand(2, 5, 7, 3) * 4).astype(np.float32)
u8 = (rng.rand(4, 6, 3) * 255).astype(np.uint8)
pw = tf.placeholder_with_default
outs = [tf.image.crop_to_bounding_box(img, 1, 2, 3, 4), tf.image.crop_to_bounding_box(u8, 0, 0, 4, 6),
        tf.image.crop_to_bounding_box(pw(img, [None, None, None, 3]), 1, 2, 3, 4),
        tf.image.crop_to_bounding_box(img[0], pw(1, []), 2, pw(2, []), 4),
        tf.image.crop_to_bounding_box(pw(img[0], None), 1, 1, 2, 2),
        tf.image.pad_to_bounding_box(img, 1, 2, 7, 10), tf.image.pad_to_bounding_box(u8, 0, 0, 4, 6),
        tf.image.pad_to_bounding_box(pw(img, [None, None, None, 3]), 1, 2, 7, 10),
        tf.image.pad_to_bounding_box(img[0], pw(1, []), 2, pw(8, []), 9),
        tf.image.pad_to_bounding_box(pw(img[0], None), 1, 1, 9, 9),
        tf.image.resize_image_with_crop_or_pad(img, 3, 9),
        tf.image.resize_image_with_crop_or_pad(u8, 8, 2),
        tf.image.resize_with_crop_or_pad(img[0], 5, 7),
        tf.image.resize_image_with_crop_or_pad(pw(img, [None, None, None, 3]), 3, 9),
        tf.image.resize_image_with_crop_or_pad(img[0], pw(3, []), pw(9, [])),
        tf.image.resize_image_with_crop_or_pad(pw(img[0], None), 4, 4),
        tf.image.resize_image_with_pad(img, 5, 5),
        tf.image.resize_image_with_pad(u8, 9, 3, method=1),
        tf.image.resize_image_with_pad(img[0], 10, 14),
        tf.image.resize_image_with_pad(pw(img, [None, None, None, 3]), 5, 5),
        tf.image.resize_image_with_pad(img[0], pw(6, []), 6)]
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("graph", [[name, kind, inputs, sorted(controls)]
               for name, kind, inputs, controls in graph_nodes()])
bad_crop = tf.image.crop_to_bounding_box(img[0], pw(4, []), 2, 3, 4)
bad_pad = tf.image.pad_to_bounding_box(pw(img[0], None), 1, 1, 3, 3)
with tf.Session() as sess:
    emit("values", sess.run(outs))
    expect_error(lambda: sess.run(bad_crop), "run crop")
    expect_error(lambda: sess.run(bad_pad), "run pad")
expect_error(lambda: tf.image.crop_to_bounding_box(img, 3, 0, 3, 2), "crop height")
expect_error(lambda: tf.image.crop_to_bounding_box(img, -1, 0, 3, 2), "crop offset")
expect_error(lambda: tf.image.crop_to_bounding_box(img, 0, 0, 0, 2), "crop target")
expect_error(lambda: tf.image.pad_to_bounding_box(img, 0, 0, 4, 9), "pad height")
expect_error(lambda: tf.image.pad_to_bounding_box(img, 0, -1, 9, 9), "pad offset")
expect_error(lambda: tf.image.resize_image_with_crop_or_pad(img, 0, 3), "crop_or_pad target")
expect_error(lambda: tf.image.resize_image_with_pad(img, 3, 0), "with_pad target")
expect_error(lambda: tf.image.crop_to_bounding_box(tf.zeros([2, 2]), 0, 0, 1, 1), "rank2")
expect_error(lambda: tf.image.pad_to_bounding_box(tf.zeros([1, 2, 2, 2, 2]), 0, 0, 1, 1), "rank5")
