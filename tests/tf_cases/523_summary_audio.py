# tier: semantics
# tf.summary.audio: tags <name>/audio/<i> (<name>/audio when max_outputs is 1), the first
# max_outputs clips, [batch, frames] or [batch, frames, channels], and the WAV bytes: 16-bit
# PCM of x * 32768 rounded half away from zero, clipped, NaN as 0, the sample rate's whole
# part in the header and the exact rate in the message.
import numpy as np

lsb = np.array([0.5, 1.5, -0.5, -1.5, 0.7, -0.7, 2.5, 32766.5, 32767.2, -32767.5], np.float32)
clips = [tf.summary.audio("lsb", tf.constant(lsb[None] / 32768), 44100.9),
         tf.summary.audio("mono", tf.constant([[0.0, 0.5, -0.5, 1.0, -1.0, 2.0, 0.25, 1e-5],
                                               [np.nan, np.inf, -np.inf, 0, 0, 0, 0, 0]]), 16000),
         tf.summary.audio("stereo", tf.constant([[[0.0, 0.5], [-0.5, 1.0]]]), 22050.5,
                          max_outputs=1),
         tf.summary.audio("silence", tf.zeros([3, 0]), 8.0, max_outputs=2),
         tf.summary.audio("rate_tensor", tf.zeros([1, 3]), tf.constant([100.0]))]
with tf.Session() as sess:
    for t, o in zip(clips, sess.run(clips)):
        emit(t.op.name, str(tf.Summary.FromString(o)))
