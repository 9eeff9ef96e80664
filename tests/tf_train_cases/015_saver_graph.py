# tier: graph
# Saver ops for a list and a dict var_list; save and restore round trip.
import os
import tempfile
with tf.variable_scope('net'):
    a = tf.get_variable('a', [2], initializer=tf.constant_initializer(0.25))
    b = tf.Variable(1.0, name='b')
c = tf.get_variable('c', [3], dtype=tf.float64, initializer=tf.zeros_initializer())
n = len(graph_nodes())
saver = tf.train.Saver()
emit("nodes", graph_nodes()[n:])
n = len(graph_nodes())
s2 = tf.train.Saver({"x/y": a, "b": b})
emit("nodes_dict", graph_nodes()[n:])
emit("saver_def", [saver.saver_def.filename_tensor_name, saver.saver_def.save_tensor_name,
                   saver.saver_def.restore_op_name])
here = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    os.chdir(d)  # relative paths keep the temp folder out of the recorded messages
    path = "model"
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        sess.run(a.assign([5.0, 6.0]))
        emit("saved_to", os.path.basename(saver.save(sess, path)))
        emit("saved_step", os.path.basename(saver.save(sess, path, global_step=7)))
        emit("latest", tf.train.latest_checkpoint("."))
        emit("files", sorted(f for f in os.listdir(".") if not f.startswith("model")))
    with tf.Session() as sess:
        saver.restore(sess, path)
        emit("restored", sess.run([a, b, c]))
    with tf.Session() as sess:
        expect_error(lambda: saver.restore(sess, path + "-nope"), "not_a_checkpoint")
        expect_error(lambda: saver.restore(sess, None), "none_path")
        expect_error(lambda: s2.restore(sess, path), "keys_missing")
        expect_error(lambda: sess.run(a), "still_uninitialised")
    os.chdir(here)
expect_error(lambda: tf.train.Saver([a, a]), "same_name_twice")
expect_error(lambda: tf.train.Saver([]), "empty")
