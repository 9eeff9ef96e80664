# tier: graph
# tf.image.rgb_to_hsv / hsv_to_rgb are one op each (RGBToHSV, HSVToRGB: float types only, a
# last axis of 3 in the static shape); adjust_hue / adjust_saturation convert to float32, run
# AdjustHue / AdjustSaturation (TF's per-pixel kernels: the hue turned in sixths between each
# pixel's smallest and largest channel; S scaled and clipped to [0, 1]) under a scope of the
# op's name, and convert back without saturating. random_hue / random_saturation draw the
# delta / factor from one RandomUniform (seeded: TF's numbers). HSVToRGB has no gradient.
import numpy as np

rng = np.random.RandomState(6)
img = rng.rand(2, 5, 7, 3).astype(np.float32)
img[0, 0, :3] = [[0.5, 0.5, 0.5], [0.2, 0.7, 0.7], [0.9, 0.9, 0.1]]
img[0, 1, :3] = [[0, 0, 0], [1, 0, 1], [0.3, 0.1, 0.3]]
hsv = rng.rand(2, 5, 7, 3).astype(np.float32)
hsv[0, 0, 0, 0], hsv[0, 0, 1, 0] = 1.0, 0.0
u8 = (rng.rand(4, 6, 3) * 255).astype(np.uint8)
tf.set_random_seed(3)
outs = [tf.image.rgb_to_hsv(img), tf.image.hsv_to_rgb(hsv),
        tf.image.hsv_to_rgb(tf.image.rgb_to_hsv(img)), tf.image.rgb_to_hsv(img.astype(np.float64)),
        tf.image.adjust_hue(img, 0.2), tf.image.adjust_hue(img, -0.7), tf.image.adjust_hue(u8, 0.4),
        tf.image.adjust_hue(img, 2.5, name="hue"), tf.image.random_hue(img, 0.3, seed=1),
        tf.image.adjust_saturation(img, 1.5), tf.image.adjust_saturation(img, 0.3),
        tf.image.adjust_saturation(u8, 2.0), tf.image.random_saturation(img, 0.2, 1.3, seed=2)]
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("unknown", tf.image.rgb_to_hsv(tf.placeholder(tf.float32, [None, None])).shape)
emit("graph", graph_nodes())
h = tf.constant(hsv)
emit("no gradient", tf.gradients(tf.image.hsv_to_rgb(h), h))
with tf.Session() as sess:
    emit("values", sess.run(outs))
    expect_error(lambda: sess.run(tf.image.adjust_hue(img, [0.1])), "delta vector")
expect_error(lambda: tf.image.random_hue(img, 0.7), "hue delta")
expect_error(lambda: tf.image.random_hue(img, -0.1), "hue negative")
expect_error(lambda: tf.image.random_saturation(img, 0.5, 0.5), "saturation bounds")
expect_error(lambda: tf.image.random_saturation(img, -0.5, 0.5), "saturation lower")
expect_error(lambda: tf.image.rgb_to_hsv(tf.zeros([3, 2])), "two channels")
expect_error(lambda: tf.image.rgb_to_hsv(tf.zeros([])), "scalar")
expect_error(lambda: tf.image.rgb_to_hsv(tf.zeros([3, 3], tf.int32)), "int")
expect_error(lambda: tf.image.adjust_hue(tf.zeros([3, 3]), 0.1), "hue rank2")
expect_error(lambda: tf.image.adjust_saturation(tf.zeros([2, 2, 3], tf.float64), 0.1), "float64")
