# tier: graph
# tf.image.adjust_gamma is gain * image ** gamma in float (Pow, Mul) converted back saturating;
# a gamma tensor is checked by an Assert the Pow waits on, a negative Python gamma is a
# ValueError. total_variation sums absolute differences of strided slices (per image of a
# batch); image_gradients returns dy, dx padded with zeros to the image's shape. Both read the
# static shape first (numpy input: AttributeError). The gradient of ResizeBicubic is a
# ResizeBicubicGrad with TF's weights (the 1025-entry tables, a = -0.75, or a = -0.5 with half
# pixels); ResizeArea, AdjustContrastv2, AdjustHue and AdjustSaturation have none (LookupError).
import numpy as np

rng = np.random.RandomState(7)
img = rng.rand(2, 5, 7, 3).astype(np.float32)
u8 = (rng.rand(4, 6, 3) * 255).astype(np.uint8)
w = rng.rand(2, 8, 11, 3).astype(np.float32)
x = tf.constant(img, name="x")
outs = [tf.image.adjust_gamma(img, 0.5), tf.image.adjust_gamma(u8, 0.5, 2),
        tf.image.adjust_gamma(img, tf.constant(2.0)), tf.image.adjust_gamma(tf.constant(u8), 1.5, 0.5),
        tf.image.adjust_gamma(img),
        tf.image.total_variation(x), tf.image.total_variation(x[0]),
        tf.image.total_variation(tf.constant(u8.astype(np.int32)), name="tv")]
outs += list(tf.image.image_gradients(x))
outs += list(tf.image.image_gradients(tf.placeholder_with_default(img, [None, None, None, 3])))
outs += tf.gradients(tf.image.resize_bicubic(x, [8, 11]) * w, x)
outs += tf.gradients(tf.image.resize_bicubic(x, [3, 4], align_corners=True), x)
outs += tf.gradients(tf.image.resize_bicubic(x, [8, 11], half_pixel_centers=True) * w, x)
outs += tf.gradients(tf.image.resize_images(x, [3, 13], method=2), x)
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("graph", graph_nodes())
bad_gamma = tf.image.adjust_gamma(img, tf.constant(-2.0))
with tf.Session() as sess:
    emit("values", sess.run(outs))
    emit("bicubic half pixels", sess.run(tf.image.resize_bicubic(img, [8, 11],
                                                                 half_pixel_centers=True)))
    expect_error(lambda: sess.run(bad_gamma), "run gamma")
expect_error(lambda: tf.image.adjust_gamma(img, -1.0), "gamma")
expect_error(lambda: tf.image.total_variation(img), "numpy tv")
expect_error(lambda: tf.image.total_variation(tf.zeros([2, 2])), "tv rank2")
expect_error(lambda: tf.image.image_gradients(tf.zeros([2, 2, 2])), "gradients rank3")
expect_error(lambda: tf.image.image_gradients(img), "numpy gradients")
expect_error(lambda: tf.gradients(tf.image.resize_area(x, [3, 3]), x), "area")
expect_error(lambda: tf.gradients(tf.image.adjust_contrast(x, 2.0), x), "contrast")
expect_error(lambda: tf.gradients(tf.image.adjust_hue(x, 0.1), x), "hue")
expect_error(lambda: tf.gradients(tf.image.adjust_saturation(x, 0.1), x), "saturation")
