# tier: graph
# tf.image.convert_image_dtype scales between types' ranges (FloorDiv or Mul between integer
# types, Mul by 1/MAX from integers, Mul by MAX + 0.5 and Cast, or saturate_cast's clip, from
# floats; an Identity for the same type) under `convert_image`. per_image_standardization:
# (x - mean) / max(reduce_std, rsqrt(pixels)), the RealDiv named by its scope. rgb_to_grayscale
# is a Tensordot with [0.2989, 0.5870, 0.1140] and ExpandDims; grayscale_to_rgb a Tile.
# adjust_brightness adds in float (AddV2 named by the scope), adjust_contrast is one
# AdjustContrastv2; both convert back saturating. random_brightness / random_contrast draw
# the delta / factor from one RandomUniform (seeded: TF's numbers).
import numpy as np

rng = np.random.RandomState(4)
img = (rng.rand(2, 5, 7, 3) * 4).astype(np.float32)
u8 = (rng.rand(4, 6, 3) * 255).astype(np.uint8)
tf.set_random_seed(5)
outs = [tf.image.convert_image_dtype(img / 4, tf.uint8),
        tf.image.convert_image_dtype(img, tf.uint8, saturate=True),
        tf.image.convert_image_dtype(u8, tf.float32), tf.image.convert_image_dtype(u8, tf.int32),
        tf.image.convert_image_dtype(tf.constant(u8.astype(np.int32) * 1000000), tf.uint8),
        tf.image.convert_image_dtype(tf.constant(u8.astype(np.int32) * 1000000), tf.int16,
                                     saturate=True),
        tf.image.convert_image_dtype(u8, tf.int8, saturate=True, name="to_int8"),
        tf.image.convert_image_dtype(img, tf.float64), tf.image.convert_image_dtype(img, tf.float32),
        tf.image.per_image_standardization(img), tf.image.per_image_standardization(u8),
        tf.image.per_image_standardization(np.ones([2, 2, 1], np.float32)),
        tf.image.per_image_standardization(tf.placeholder_with_default(img, [None, None, None, 3])),
        tf.image.rgb_to_grayscale(img), tf.image.rgb_to_grayscale(u8),
        tf.image.grayscale_to_rgb(tf.constant(img[..., :1])),
        tf.image.grayscale_to_rgb(tf.placeholder_with_default(img[0, ..., :1], [None, None, None])),
        tf.image.adjust_brightness(img, 0.3), tf.image.adjust_brightness(u8, 0.2),
        tf.image.adjust_brightness(u8, -0.5), tf.image.random_brightness(img, 0.5, seed=2),
        tf.image.adjust_contrast(img, 1.7), tf.image.adjust_contrast(u8, 0.4),
        tf.image.adjust_contrast(u8, 3.0), tf.image.random_contrast(img, 0.2, 0.9, seed=4)]
emit("outs", [[t.name, t.shape, t.dtype] for t in outs])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(outs))
expect_error(lambda: tf.image.grayscale_to_rgb(img[..., :1]), "numpy gray")
expect_error(lambda: tf.image.grayscale_to_rgb(tf.zeros([3, 3, 2])), "three channels")
expect_error(lambda: tf.image.grayscale_to_rgb(tf.zeros([3])), "rank1")
expect_error(lambda: tf.image.convert_image_dtype(img, tf.bool), "bool")
expect_error(lambda: tf.image.convert_image_dtype(tf.constant([True]), tf.float32), "bool image")
expect_error(lambda: tf.image.random_contrast(img, 0.5, 0.2), "upper")
expect_error(lambda: tf.image.random_contrast(img, -0.5, 0.2), "lower")
expect_error(lambda: tf.image.random_brightness(img, -1.0), "delta")
expect_error(lambda: tf.image.per_image_standardization(img[0, 0]), "rank2")
