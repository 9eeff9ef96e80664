# tier: semantics
# Saver.save into a folder that does not exist: TF's SaveV2 kernel (its BundleWriter) makes the
# prefix's folder, one level only, so "./model/dnn.ckpt" writes model/checkpoint, .index,
# .data-00000-of-00001 and .meta, and the model restores from there. A deeper missing folder,
# or a file where the folder should be, fails the SaveV2 op, which Saver.save reports as
# "Parent directory of ... doesn't exist, can't save."; nothing is made then. Restoring from a
# missing folder is "not a valid checkpoint".
import os
import shutil
import tempfile

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_963")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
w = tf.Variable([1.0, 2.0], name="w")
saver = tf.train.Saver()
sess = tf.Session()
sess.run(tf.global_variables_initializer())
here = os.getcwd()
os.chdir(folder)
try:
    emit("relative", saver.save(sess, "./model/dnn.ckpt"))
    emit("relative_files", sorted(os.listdir("model")))
    with open("model/checkpoint") as f:
        emit("relative_state", f.read())
    emit("latest", tf.train.latest_checkpoint("./model"))
    expect_error(lambda: saver.save(sess, "./a/b/c/m.ckpt"), "two_levels_missing")
    emit("nothing_made", os.path.exists("a"))
    with open("afile", "w") as f:
        f.write("x")
    expect_error(lambda: saver.save(sess, "./afile/m.ckpt"), "folder_is_a_file")
    expect_error(lambda: saver.restore(sess, "./nothere/m.ckpt"), "restore_missing")
finally:
    os.chdir(here)
emit("with_step", os.path.relpath(saver.save(sess, os.path.join(folder, "s", "m"),
                                             global_step=3), folder))
emit("with_step_files", sorted(os.listdir(os.path.join(folder, "s"))))
saver.save(sess, os.path.join(folder, "n", "m"), write_meta_graph=False, write_state=False)
emit("bare_files", sorted(os.listdir(os.path.join(folder, "n"))))
sess.run(w.assign([5.0, 6.0]))
saver.restore(sess, os.path.join(folder, "model", "dnn.ckpt"))
emit("restored", sess.run(w))
shutil.rmtree(folder)
