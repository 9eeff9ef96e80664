# tier: semantics
# A Saver saves a partitioned variable as slices of one tensor named after the whole
# (SaveV2 gets the name once per part with "5 2 0,3:0,2"-style specs); it restores into
# another partitioning and into a plain variable; a whole shape that differs and a dtype that
# differs raise InvalidArgumentError as TF words them (first lines compared; details emitted).
import os
import shutil
import tempfile

import numpy as np

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_754")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
with tf.Graph().as_default() as g:
    emb = tf.get_variable("emb", [5, 2], initializer=tf.random_uniform_initializer(-1.0, 1.0, seed=7),
                          partitioner=tf.fixed_size_partitioner(2))
    tall = tf.get_variable("tall", initializer=tf.constant(np.arange(14).reshape(2, 7)),
                           partitioner=tf.fixed_size_partitioner(3, axis=1))
    saver = tf.train.Saver()
    emit("save_nodes", [[op.name, op.type, [t.name for t in op.inputs]]
                        for op in g.get_operations() if op.name.startswith("save/")])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        whole = sess.run(emb.as_tensor())
        path = saver.save(sess, os.path.join(folder, "model"))
        emit("names_and_specs", [sess.run(g.get_tensor_by_name(n)).tolist() for n in (
            "save/SaveV2/tensor_names:0", "save/SaveV2/shape_and_slices:0")])
reader = tf.train.NewCheckpointReader(path)
emit("shapes", reader.get_variable_to_shape_map())
emit("debug", reader.debug_string().hex())
emit("whole_bits", [whole.tobytes().hex(), reader.get_tensor("emb").tobytes().hex()])
emit("tall", reader.get_tensor("tall"))


def restore(build):
    with tf.Graph().as_default():
        target = build()
        with tf.Session() as sess:
            tf.train.Saver({"emb": target}).restore(sess, path)
            value = target.as_tensor() if hasattr(target, "as_tensor") else target
            return sess.run(value).tobytes().hex()


emit("into_3_parts", restore(lambda: tf.get_variable(
    "x", [5, 2], partitioner=tf.fixed_size_partitioner(3))))
emit("into_columns", restore(lambda: tf.get_variable(
    "x", [5, 2], partitioner=tf.fixed_size_partitioner(2, axis=1))))
emit("into_plain", restore(lambda: tf.Variable(np.zeros([5, 2], np.float32), name="x")))


def failing(key, build):
    err = expect_error(lambda: restore(build), key)
    try:
        restore(build)
    except tf.errors.OpError as e:
        emit(key + "_detail", [line for line in str(e).splitlines()
                               if "tensor_name" in line or "shape" in line])


failing("whole_shape", lambda: tf.get_variable("x", [6, 2],
                                                partitioner=tf.fixed_size_partitioner(2)))
failing("dtype", lambda: tf.Variable(np.zeros([5, 2]), name="x"))
