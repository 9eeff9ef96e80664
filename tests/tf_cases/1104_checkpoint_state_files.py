# tier: semantics
# The checkpoint state file by hand: generate_checkpoint_state_proto adds the latest path to
# the list (the caller's list itself), makes paths relative to a relative folder, checks the
# timestamps' count; update_checkpoint_state writes it as text (doubles as Python prints them)
# and refuses a checkpoint named like the state file; get_checkpoint_state reads it back (str
# shows doubles the C++ way) and refuses a file without a latest path. get_checkpoint_mtimes
# gives whole seconds, skipping missing checkpoints; remove_checkpoint deletes the files that
# exist (a version 1 checkpoint is one file); latest_checkpoint is None once they are gone.
import os
import shutil
import tempfile

top = tempfile.mkdtemp()
d = os.path.join(top, "run")
os.makedirs(d)


def shown(text):
    return str(text).replace(top, "TOP")


with tf.Graph().as_default():
    v = tf.Variable(1.0, name="v")
    with tf.Session() as sess:
        sess.run(v.initializer)
        saver = tf.train.Saver()
        saver.save(sess, d + "/m", global_step=1)
        saver.save(sess, d + "/m", global_step=2)
emit("saver_file", shown(open(d + "/checkpoint").read()))
paths = [d + "/m-1"]
state = tf.train.generate_checkpoint_state_proto(d, d + "/m-2", paths)
emit("generated", [type(state).__name__, shown(state), shown(paths)])
relative = tf.train.generate_checkpoint_state_proto(
    "rel", "rel/m-2", ["rel/m-1", "/abs/x"], [1.5, 2.25, 1e10 + 0.1], 3.5)
emit("relative", [str(relative), list(relative.all_model_checkpoint_timestamps),
                  relative.last_preserved_timestamp])
bare = tf.train.generate_checkpoint_state_proto("rel", "rel/m-2")
emit("bare", [str(bare), list(bare.all_model_checkpoint_paths), bare.last_preserved_timestamp,
              ])
expect_error(lambda: tf.train.generate_checkpoint_state_proto("rel", "rel/m-2", ["rel/m-1"],
                                                              [1.0]), "timestamps_count")
tf.train.update_checkpoint_state(d, d + "/m-1", [d + "/m-1"],
                                 all_model_checkpoint_timestamps=[10.0],
                                 last_preserved_timestamp=5.0)
emit("updated_file", shown(open(d + "/checkpoint").read()))
read = tf.train.get_checkpoint_state(d)
emit("read", [type(read).__name__, shown(read), shown(read.model_checkpoint_path),
              list(read.all_model_checkpoint_timestamps), read.last_preserved_timestamp])
cwd = os.getcwd()
os.chdir(top)
try:
    tf.train.update_checkpoint_state("run", "run/m-2", latest_filename="other")
    emit("other_file", open(d + "/other").read())
    emit("other_read", str(tf.train.get_checkpoint_state("run", "other")))
finally:
    os.chdir(cwd)
try:
    tf.train.update_checkpoint_state(d, d + "/checkpoint")
except RuntimeError as e:  # the message names the temporary folder
    emit("conflict", shown(e))
mtimes = tf.train.get_checkpoint_mtimes([d + "/m-1", d + "/m-2", d + "/nope", d + "/checkpoint"])
emit("mtimes", [len(mtimes), [type(m).__name__ for m in mtimes],
                mtimes[0] == int(os.stat(d + "/m-1.index").st_mtime)])
tf.train.remove_checkpoint(d + "/m-1")
emit("removed", sorted(os.listdir(d)))
tf.train.remove_checkpoint(d + "/nope")
open(d + "/v1ck", "w").write("x")
open(d + "/v1ck.meta", "w").write("x")
tf.train.remove_checkpoint(d + "/v1ck", checkpoint_format_version=1)
emit("removed_v1", sorted(os.listdir(d)))
emit("latest_gone", tf.train.latest_checkpoint(d))
emit("no_state_file", tf.train.get_checkpoint_state(d, "missing"))
open(d + "/checkpoint", "w").write("")
try:
    tf.train.get_checkpoint_state(d)
except ValueError as e:
    emit("empty_file", shown(e))
shutil.rmtree(top)
