# tier: semantics
# The classic pain: a model saved with conv1/weights is rebuilt inside a new scope; Saver()
# restore fails with NotFoundError "Key model/conv1/biases not found in checkpoint" (first
# line: TF's "Restoring from checkpoint failed..."). Fixes: a Saver given {checkpoint name:
# variable}, and init_from_checkpoint with the scope map {'conv1/': 'model/conv1/'}; values
# come back bit for bit.
import os
import shutil
import tempfile

import numpy as np

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_751")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)


def conv_layer(x):
    w = tf.get_variable("weights", [3, 3, 1, 2])
    b = tf.get_variable("biases", [2], initializer=tf.constant_initializer(0.25))
    return tf.nn.conv2d(x, w, [1, 1, 1, 1], "SAME") + b


with tf.Graph().as_default():
    tf.set_random_seed(751)
    with tf.variable_scope("conv1"):
        conv_layer(tf.zeros([1, 4, 4, 1]))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        saved = sess.run(tf.global_variables())
        path = tf.train.Saver().save(sess, os.path.join(folder, "model.ckpt"))
emit("saved", [v.tobytes().hex() for v in saved])
emit("in_checkpoint", tf.train.list_variables(path))

with tf.Graph().as_default():
    with tf.variable_scope("model"):
        with tf.variable_scope("conv1"):
            conv_layer(tf.zeros([1, 4, 4, 1]))
    variables = tf.global_variables()
    with tf.Session() as sess:
        err = expect_error(lambda: tf.train.Saver().restore(sess, path), "renamed")
        tail = None
        try:
            tf.train.Saver().restore(sess, path)
        except tf.errors.NotFoundError as e:
            tail = [line for line in str(e).splitlines() if "not found in checkpoint" in line]
        emit("renamed_detail", tail)
        by_name = {v.op.name[len("model/"):]: v for v in variables}
        tf.train.Saver(by_name).restore(sess, path)
        emit("restored_by_dict", [v.tobytes().hex() for v in sess.run(variables)])

with tf.Graph().as_default():
    with tf.variable_scope("model"):
        with tf.variable_scope("conv1"):
            conv_layer(tf.zeros([1, 4, 4, 1]))
    tf.train.init_from_checkpoint(folder, {"conv1/": "model/conv1/"})
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        emit("initialized_from_checkpoint",
             [v.tobytes().hex() for v in sess.run(tf.global_variables())])
