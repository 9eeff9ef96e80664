# tier: semantics
# tf.train.checkpoints_iterator polls a folder (every second) and yields each new latest
# checkpoint; a wait longer than `timeout` ends it (nothing yielded for an empty folder),
# unless timeout_fn is given, which is asked after every wait and ends it when true.
# tf.min_max_variable_partitioner
# gives each slice at least min_slice_size bytes, up to max_partitions slices (checked against
# the axis); init_from_checkpoint fills partitioned variables from a partitioned checkpoint,
# also when the new variable is cut into other slices (TF's checkpoint_utils_test
# testInitFromPartitionVar).
import os
import shutil
import tempfile
import time

import numpy as np

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_964")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
start = time.time()
emit("empty_folder", list(tf.train.checkpoints_iterator(folder, timeout=0.3)))
# It looks every second: a timeout shorter than that ends it after the first look.
emit("returned_at_once", time.time() - start < 0.25)
asked = []
emit("timeout_fn", list(tf.train.checkpoints_iterator(
    folder, timeout=0.1, timeout_fn=lambda: asked.append(1) or len(asked) == 3)))
emit("timeout_fn_asked", len(asked))

partitioner = tf.min_max_variable_partitioner(max_partitions=5, axis=0, min_slice_size=8 << 10)
emit("partitions", partitioner(tf.TensorShape([100, 100]), tf.float32))
emit("partitions_strings", tf.min_max_variable_partitioner(
    max_partitions=50, min_slice_size=100, bytes_per_string_element=4)(
        tf.TensorShape([40, 10]), tf.string))
emit("partitions_small", tf.min_max_variable_partitioner(max_partitions=5)(
    tf.TensorShape([3, 2]), tf.float64))
expect_error(lambda: partitioner(tf.TensorShape([100]), tf.float32) and
             tf.min_max_variable_partitioner(axis=1)(tf.TensorShape([100]), tf.float32),
             "bad_axis")
with tf.variable_scope("scope"):
    v1 = tf.get_variable("var1", [100, 100], initializer=tf.truncated_normal_initializer(0.5),
                         partitioner=partitioner)
emit("parts", [v.name for v in v1._get_variable_list()])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    saved = sess.run(v1._get_variable_list())
    prefix = tf.train.Saver().save(sess, os.path.join(folder, "model"), global_step=0)
emit("checkpoint", tf.train.list_variables(folder))
found = []
for path in tf.train.checkpoints_iterator(folder, timeout=0.2):
    found.append(os.path.basename(path))
emit("iterated", found)

with tf.Graph().as_default():
    with tf.variable_scope("some_scope"):
        my1 = tf.get_variable("my1", [100, 100], initializer=tf.zeros_initializer(),
                              partitioner=partitioner)
    with tf.variable_scope("some_other_scope"):
        my2 = tf.get_variable("var1", [100, 100], initializer=tf.zeros_initializer(),
                              partitioner=tf.min_max_variable_partitioner(
                                  max_partitions=5, axis=0, min_slice_size=16 << 10))
    tf.train.init_from_checkpoint(folder, {"scope/var1": "some_scope/my1",
                                           "scope/": "some_other_scope/"})
    emit("other_parts", [v.name for v in my2._get_variable_list()])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        got1 = sess.run(my1._get_variable_list())
        got2 = sess.run(my2._get_variable_list())
    emit("same_parts_restored", all((a == b).all() for a, b in zip(got1, saved)))
    emit("other_parts_shapes", [p.shape for p in got2])
    emit("other_parts_restored", bool((np.concatenate(got2) == np.concatenate(saved)).all()))
with tf.Graph().as_default():
    with tf.variable_scope("some_scope"):
        my1 = tf.get_variable("my1", [100, 100], initializer=tf.zeros_initializer(),
                              partitioner=partitioner)
    tf.train.init_from_checkpoint(folder, {"scope/var1": my1._get_variable_list()})
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        emit("list_restored", all((a == b).all() for a, b in
                                  zip(sess.run(my1._get_variable_list()), saved)))
shutil.rmtree(folder)
