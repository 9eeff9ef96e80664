# tier: semantics
# tf.summary.image: tags <name>/image/<i> (<name>/image when max_outputs is 1), at most
# max_outputs images, sizes and colorspace, and the PNG bytes themselves: float images scaled
# per image (x*255/max, or x*127/max|x|+128 with negatives, fractions dropped), NaN pixels
# painted red, near-zero images black, float16/float64 arithmetic, uint8 passed through,
# libpng's row filters and zlib settings (large images: compared by hash).
import hashlib

import numpy as np

small = np.array([[[[0.0], [0.1], [0.5]], [[0.999], [1.0], [2.0]]],
                  [[[-1.0], [0.0], [0.5]], [[np.nan], [1.0], [-0.3]]],
                  [[[0.0], [0.0], [0.0]], [[0.0], [0.0], [0.0]]],
                  [[[1e-7], [0.0], [0.0]], [[0.0], [0.0], [3e-7]]]], np.float32)
rs = np.random.RandomState(5)
rgb = (rs.rand(2, 6, 7, 3) * 2 - 0.5).astype(np.float32)
rgb[0, 2, 3, 1] = np.inf
rgba = (np.arange(2 * 6 * 7 * 4) % 256).astype(np.uint8).reshape(2, 6, 7, 4)
big = rs.randint(0, 256, (2, 100, 120, 3)).astype(np.uint8)
smooth = (np.add.outer(np.arange(90), np.arange(70))[None, :, :, None] % 50).astype(np.float64)
p = tf.placeholder(tf.float32, [None, 2, 3, 1], name="p")
shown = [tf.summary.image("small", p, max_outputs=10),
         tf.summary.image("half", tf.constant(small.astype(np.float16)), max_outputs=10),
         tf.summary.image("rgb", tf.constant(rgb)),
         tf.summary.image("rgba", tf.constant(rgba), max_outputs=1),
         tf.summary.image("grey2", tf.constant(rgba[..., :1] // 2), max_outputs=1),
         tf.summary.image("empty", tf.zeros([0, 2, 2, 1]))]
pattern = (np.arange(200 * 150 * 3) % 251).reshape(1, 200, 150, 3).astype(np.uint8)
levels = (rs.randint(0, 4, (1, 100, 120, 3)) * 60).astype(np.uint8)
hashed = [tf.summary.image("big", tf.constant(big), max_outputs=2),
          tf.summary.image("smooth", tf.constant(smooth)),
          tf.summary.image("pattern", tf.constant(pattern)),
          tf.summary.image("levels", tf.constant(levels))]
with tf.Session() as sess:
    out = sess.run(shown + hashed, {p: small})
for t, o in zip(shown, out):
    emit(t.op.name, str(tf.Summary.FromString(o)))
for t, o in zip(hashed, out[len(shown):]):
    emit(t.op.name, [[v.tag, v.image.height, v.image.width, v.image.colorspace,
                      len(v.image.encoded_image_string),
                      hashlib.sha256(v.image.encoded_image_string).hexdigest()]
                     for v in tf.Summary.FromString(o).value])
