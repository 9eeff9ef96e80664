# tier: semantics
# Restoring into a graph whose variables differ from the checkpoint's.
import os
import tempfile
here = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    os.chdir(d)  # relative paths keep the temp folder out of the recorded messages
    path = 'ckpt'
    g1 = tf.Graph()
    with g1.as_default():
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer(1.5))
        with tf.Session() as sess:
            expect_error(lambda: tf.train.Saver().save(sess, path), "save_uninitialised")
            sess.run(tf.global_variables_initializer())
            tf.train.Saver().save(sess, path)
            expect_error(lambda: tf.train.Saver().save(sess, os.path.join('no', 'dir', 'x')),
                         "no_parent_dir")
    g2 = tf.Graph()
    with g2.as_default():
        w = tf.get_variable('w', [3])
        with tf.Session() as sess:
            expect_error(lambda: tf.train.Saver().restore(sess, path), "shape_mismatch")
    g3 = tf.Graph()
    with g3.as_default():
        w = tf.get_variable('w', [2])
        v = tf.get_variable('v', [2])
        with tf.Session() as sess:
            expect_error(lambda: tf.train.Saver().restore(sess, path), "missing_v")
            tf.train.Saver([w]).restore(sess, path)
            emit("w", sess.run(w))
    os.chdir(here)
    g4 = tf.Graph()
    with g4.as_default():
        expect_error(lambda: tf.train.Saver(), "no_variables")
