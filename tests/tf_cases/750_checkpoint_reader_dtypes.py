# tier: semantics
# A Saver writes every dtype scopelab has (and a scalar, an empty tensor, strings) in TF's V2
# format; NewCheckpointReader reads names, shapes, dtypes and values back bit for bit (bytes as
# hex), debug_string lists them; list_variables / load_variable ("w:0" taken) /
# latest_checkpoint / checkpoint_exists agree; missing keys and files raise NotFoundError.
import os
import shutil
import tempfile

import numpy as np

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_750")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
values = {
    "f32": np.array([[1.5, -2.25], [np.pi, 1e-30]], np.float32),
    "f64": np.array([np.e, -0.0, 1e300], np.float64),
    "f16": np.array([0.1, 65504.0], np.float16),
    "i8": np.array([-128, 127], np.int8), "i16": np.array([-3, 30000], np.int16),
    "i32": np.array(7, np.int32), "i64": np.array([2 ** 40, -1], np.int64),
    "u8": np.array([0, 255], np.uint8), "u16": np.array([65535], np.uint16),
    "flag": np.array([True, False, True]), "none": np.zeros([0, 3], np.float32),
    "words": np.array([b"hello", b"", "caf\u00e9".encode(), b"x" * 130], object),
}
for name in sorted(values):
    tf.Variable(values[name], name="v/" + name)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    path = tf.train.Saver().save(sess, os.path.join(folder, "model"), global_step=3)
emit("path_tail", os.path.relpath(path, folder))
emit("latest", os.path.relpath(tf.train.latest_checkpoint(folder), folder))
emit("exists", [tf.train.checkpoint_exists(path), tf.train.checkpoint_exists(path + "x")])
reader = tf.train.NewCheckpointReader(path)
emit("shapes", reader.get_variable_to_shape_map())
emit("dtypes", {k: v.name for k, v in reader.get_variable_to_dtype_map().items()})
emit("debug", reader.debug_string().decode())
for name in sorted(values):
    value = reader.get_tensor("v/" + name)
    if value.dtype == object:
        emit(name, [s.hex() for s in value])
    else:
        emit(name, [value.dtype.name, value.shape, np.ascontiguousarray(value).tobytes().hex()])
emit("has", [reader.has_tensor("v/f32"), reader.has_tensor("v/nope")])
emit("listed", tf.train.list_variables(folder))
emit("loaded", tf.train.load_variable(folder, "v/i64:0"))
expect_error(lambda: reader.get_tensor("v/nope"), "missing_key")
expect_error(lambda: tf.train.NewCheckpointReader(os.path.join(folder, "nothing")), "no_file")
empty = os.path.join(folder, "empty")
os.makedirs(empty)
expect_error(lambda: tf.train.list_variables(empty), "no_state")
emit("no_state_latest", tf.train.latest_checkpoint(empty))
with open(os.path.join(folder, "checkpoint")) as f:
    emit("state_file", f.read().replace(folder, "<folder>"))
