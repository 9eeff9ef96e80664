# tier: semantics
# init_from_checkpoint's errors, as TF words them: a single name the checkpoint lacks, a shape
# that differs, a scope map whose checkpoint side is not a scope, a variable under the scope
# with no saved tensor. (The messages print the checkpoint's dict, whose order is TF's own:
# the part before it is compared.)
import os
import shutil
import tempfile

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_753")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
with tf.Graph().as_default():
    tf.get_variable("old/w", [2], initializer=tf.constant_initializer(1.5))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        path = tf.train.Saver().save(sess, os.path.join(folder, "model"))
w = tf.get_variable("new/w", [3])
extra = tf.get_variable("new/extra", [2])
v = tf.get_variable("new/v", [2])


def attempt(key, assignment_map):
    try:
        tf.train.init_from_checkpoint(path, assignment_map)
    except ValueError as e:
        emit(key, str(e).replace(folder, "<folder>").split(" checkpoint {")[0])
    else:
        emit(key, None)


attempt("missing_single", {"old/nope": "new/v"})
attempt("shape", {"old/w": "new/w"})
attempt("scope_to_name", {"old/w": "new/"})
attempt("missing_in_scope", {"old/": "new/"})
