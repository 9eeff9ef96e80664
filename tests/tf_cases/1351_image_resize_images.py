# tier: graph
# tf.image.resize_images (TF1's tf.image.resize, the same function) works under a `resize`
# scope: a single image is ExpandDims'ed to a batch and Squeezed back, the size is an int32
# Const `resize/size`, ResizeMethod's ints 0-3 pick the op (half_pixel_centers off). A size
# equal to the image's known size builds no resize op. preserve_aspect_ratio scales both sides
# by the smaller ratio (Cast, RealDiv, Minimum, Mul, Round, a `size_1` Pack), from an Unstack
# of the Shape when the image's sizes are unknown. Bad ranks, sizes and methods are ValueErrors.
import numpy as np

rng = np.random.RandomState(1)
img = (rng.rand(2, 5, 7, 3) * 4).astype(np.float32)
u8 = (rng.rand(4, 6, 3) * 255).astype(np.uint8)
emit("same", [tf.image.resize is tf.image.resize_images,
              [tf.image.ResizeMethod.BILINEAR, tf.image.ResizeMethod.NEAREST_NEIGHBOR,
               tf.image.ResizeMethod.BICUBIC, tf.image.ResizeMethod.AREA]])
outs = [tf.image.resize_images(img[0], [3, 4]),
        tf.image.resize_images(u8, [3, 4]),
        tf.image.resize_images(u8, [3, 4], method=tf.image.ResizeMethod.NEAREST_NEIGHBOR),
        tf.image.resize_images(u8, [3, 4], method=2),
        tf.image.resize_images(u8, [9, 4], method=3, align_corners=True),
        tf.image.resize(img, [4, 4], preserve_aspect_ratio=True),
        tf.image.resize_images(u8, [4, 6]),
        tf.image.resize_images(img, [5, 7], method=7),
        tf.image.resize_images(tf.placeholder_with_default(img, [None, None, None, 3]), [4, 4],
                               preserve_aspect_ratio=True),
        tf.image.resize_images(img[1], tf.placeholder_with_default([3, 3], [2]), method=1,
                               name="fed_size")]
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs))
expect_error(lambda: tf.image.resize_images(img, [2, 2, 2]), "size3")
expect_error(lambda: tf.image.resize_images(img, [2.5, 2]), "float size")
expect_error(lambda: tf.image.resize_images(img, [2, 2], method=7), "method")
expect_error(lambda: tf.image.resize_images(tf.zeros([3, 3]), [2, 2]), "rank2")
expect_error(lambda: tf.image.resize_images(tf.placeholder(tf.float32), [2, 2]), "no shape")
emit("methods by name", [tf.image.resize_images(u8, [2, 2], method=m).op.inputs[0].op.type
                         for m in ("bilinear", "nearest", "bicubic", "area", 1.0, True)])
expect_error(lambda: tf.image.resize_images(img, [2, 2], method="lanczos3"), "lanczos3")
expect_error(lambda: tf.image.resize_images(img, tf.constant([2, 2], tf.int64)), "int64 size")
h = tf.placeholder(tf.int32, [], name="h")
batch = tf.zeros([2, 4, 6, 3])
emit("partly known sizes", [tf.image.resize_bilinear(batch, [h, 5]).shape,
                            tf.image.resize_images(batch, [h, 5]).shape,
                            tf.image.resize_images(batch[0], [4, h]).shape,
                            tf.image.resize_nearest_neighbor(batch, tf.shape(batch)[1:3]).shape,
                            tf.image.resize_images(batch, tf.placeholder(tf.int32, [None])).shape])
