# tier: semantics
# Messages. tf.add_n merges its inputs' shapes from the last one back, as TF's shape function
# does, and names the input it was merging ("From merging shape 0 with other shapes."); it
# refuses inputs of different dtypes and dtypes it cannot add (string, bool), while one input
# passes through whatever it is. tf.Assert takes its data as a sequence: a lone tensor is
# "values must be a sequence.", a string is a sequence of characters that the Assert op then
# refuses as not a list. init_from_checkpoint's message for a name the checkpoint lacks
# prints the checkpoint's tensors as TF's C++ map lists them.
import os
import shutil
import tempfile

t = tf.constant([1.0, 2.0])
expect_error(lambda: tf.add_n([t, 2.0]), "tensor_and_scalar")
expect_error(lambda: tf.add_n([2.0, t]), "scalar_and_tensor")
expect_error(lambda: tf.add_n([t, tf.constant([1.0, 2.0, 3.0])], name="sized"), "sizes")
expect_error(lambda: tf.add_n([t, t, tf.zeros([2, 2])]), "third_input")
expect_error(lambda: tf.add_n([tf.placeholder(tf.float32), tf.placeholder(tf.float32, [None, 3]),
                               tf.zeros([2, 1])]), "partly_known")
expect_error(lambda: tf.add_n(["a", "b"]), "strings")
expect_error(lambda: tf.add_n([tf.constant(True), tf.constant(False)]), "bools")
expect_error(lambda: tf.add_n([t, tf.constant([1, 2])]), "mixed")
emit("one_string", tf.add_n(["a"]))
emit("values_list", tf.add_n([t, [1.0, 2.0]]).shape)
expect_error(lambda: tf.Assert(tf.constant(True), t), "assert_tensor")
expect_error(lambda: tf.Assert(tf.constant(True), "abc"), "assert_string")
emit("nodes", graph_nodes())

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_1022")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
with tf.Graph().as_default():
    names = ["zeta", "alpha/b", "alpha/a", "m", "beta_power", "global_step", "x/y/z", "Adam"]
    names += ["layer_%d/%s" % (i, part) for i in range(12) for part in ("kernel", "bias")]
    names += ["rnn/cell_%d/w" % i for i in range(40)]
    for name in names:
        tf.get_variable(name, [2])
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        path = tf.train.Saver().save(sess, os.path.join(folder, "model"))
with tf.Graph().as_default():
    tf.get_variable("v", [2])
    try:
        tf.train.init_from_checkpoint(path, {"nope": "v"})
    except ValueError as e:
        emit("missing", str(e).replace(folder, "<folder>"))
