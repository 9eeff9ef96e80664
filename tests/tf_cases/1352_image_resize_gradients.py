# tier: graph
# The gradient of ResizeBilinear is one ResizeBilinearGrad(grad, original image) with the op's
# align_corners and half_pixel_centers; that of ResizeNearestNeighbor a
# ResizeNearestNeighborGrad(grad, size): a Const `.../ResizeNearestNeighborGrad/size` when the
# image's height and width are known, else a StridedSlice of its Shape. Each output pixel's
# gradient goes back to the pixels it read, by their weights.
import numpy as np

rng = np.random.RandomState(2)
img = tf.constant((rng.rand(2, 5, 7, 3) * 4).astype(np.float32), name="img")
dyn = tf.placeholder_with_default(img, [None, None, None, 3], name="dyn")
w = tf.constant(rng.rand(2, 3, 9, 3).astype(np.float32), name="w")
ys = [tf.image.resize_bilinear(img, [3, 9]) * w,
      tf.image.resize_nearest_neighbor(img, [9, 3], align_corners=True) * 3.0,
      tf.image.resize_bilinear(dyn, [8, 8], half_pixel_centers=True),
      tf.image.resize_nearest_neighbor(dyn, [4, 11], half_pixel_centers=True),
      tf.image.resize_bilinear(img, [4, 12], align_corners=True),
      tf.image.resize_nearest_neighbor(img, [2, 3])]
grads = [tf.gradients(y, [img, dyn]) for y in ys]
emit("grads", [[g if g is None else g.name for g in pair] for pair in grads])
emit("graph", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([[g for g in pair if g is not None] for pair in grads]))
