# tier: semantics
# tf.image.resize_bilinear / resize_nearest_neighbor / resize_bicubic / resize_area build one op
# each (ResizeBilinear...) with align_corners and half_pixel_centers attrs (ResizeArea: only
# align_corners) and TF's CPU kernels' sampling: bilinear, bicubic and area give float32 for
# any input type, nearest neighbour keeps it; bicubic reads Keys' cubic from a 1024-entry table
# (a = -0.75) in the old sampling, the exact formula with a = -0.5 and half pixels. The static
# shape takes the size's values; a rank other than 4 or a size of 3 is TF's shape error.
import numpy as np

rng = np.random.RandomState(0)
img = (rng.rand(2, 5, 7, 3) * 4).astype(np.float32)
u8 = (rng.rand(1, 4, 6, 2) * 255).astype(np.uint8)
outs = [tf.image.resize_bilinear(img, [3, 9]),
        tf.image.resize_bilinear(img, [8, 4], align_corners=True),
        tf.image.resize_bilinear(img, [8, 4], half_pixel_centers=True),
        tf.image.resize_bilinear(u8, [7, 5]),
        tf.image.resize_nearest_neighbor(img, [9, 3]),
        tf.image.resize_nearest_neighbor(img, [9, 13], align_corners=True),
        tf.image.resize_nearest_neighbor(img, [3, 13], half_pixel_centers=True),
        tf.image.resize_nearest_neighbor(u8, [3, 13]),
        tf.image.resize_bicubic(img, [8, 11]),
        tf.image.resize_bicubic(img, [3, 4]),
        tf.image.resize_bicubic(img, [8, 11], align_corners=True),
        tf.image.resize_bicubic(img, [8, 4], half_pixel_centers=True),
        tf.image.resize_bicubic(u8, [5, 5]),
        tf.image.resize_area(img, [3, 4]),
        tf.image.resize_area(img, [7, 10]),
        tf.image.resize_area(img, [3, 5], align_corners=True),
        tf.image.resize_area(u8, [3, 4])]
emit("outs", [[t.name, t.shape, t.dtype, t.op.get_attr("align_corners")] for t in outs])
emit("half_pixel", [t.op.get_attr("half_pixel_centers") for t in outs[:13]])
x = tf.placeholder(tf.float32, [None, None, None, 3])
s = tf.placeholder(tf.int32, [2])
emit("shapes", [tf.image.resize_bilinear(x, [4, 6]).shape,
                tf.image.resize_nearest_neighbor(x, s).shape])
with tf.Session() as sess:
    emit("values", sess.run(outs))
    emit("fed", sess.run(tf.image.resize_bilinear(x, s), {x: img[:1, :3, :3], s: [2, 5]}))
expect_error(lambda: tf.image.resize_bilinear(img[0], [2, 2]), "rank3")
expect_error(lambda: tf.image.resize_nearest_neighbor(img, [2, 2, 3]), "size3")
# Checks the kernels make when run: InvalidArgumentErrors.
ones = np.ones([1, 4, 4, 1], np.float32)
p = tf.placeholder(tf.float32)
with tf.Session() as sess:
    for op in ("resize_bilinear", "resize_nearest_neighbor", "resize_bicubic"):
        expect_error(lambda: sess.run(getattr(tf.image, op)(ones, [2, 2], align_corners=True,
                                                             half_pixel_centers=True)),
                     op + " both")
    expect_error(lambda: sess.run(tf.image.resize_bilinear(ones, s), {s: [0, 2]}), "zero size")
    expect_error(lambda: sess.run(tf.image.resize_area(ones, s), {s: [-1, 2]}), "negative size")
    expect_error(lambda: sess.run(tf.image.resize_nearest_neighbor(p, [2, 2]),
                                  {p: np.ones([4, 4, 1])}), "rank3 fed")
    expect_error(lambda: sess.run(tf.image.resize_nearest_neighbor(tf.zeros([1, 0, 2, 1]),
                                                                   [2, 2])), "empty image")
