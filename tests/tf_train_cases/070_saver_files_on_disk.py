# tier: semantics
# The files a Saver leaves: checkpoint, <prefix>.index, <prefix>.data-00000-of-00001 and the
# meta graph <prefix>.meta; max_to_keep deletes all three of an old checkpoint (the meta graph
# with the suffix of the save that deletes it); write_meta_graph=False writes none.
import os
import tempfile

here = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    os.chdir(d)
    w = tf.Variable([1.0, 2.0], name='w')
    saver = tf.train.Saver(max_to_keep=2)
    with tf.Session() as sess:
        sess.run(w.initializer)
        for step in range(3):
            saver.save(sess, 'model', global_step=step)
        emit("after_three", sorted(os.listdir('.')))
        saver.save(sess, 'plain', write_meta_graph=False)
        emit("without_meta", sorted(os.listdir('.')))
        saver.save(sess, 'other', meta_graph_suffix='mg')
        emit("other_suffix", sorted(os.listdir('.')))
        emit("last", [os.path.basename(p) for p in saver.last_checkpoints])
        emit("checkpoint_file", open('checkpoint').read().splitlines())
    os.chdir(here)
