# tier: semantics
# Variant of 136: a Saver with a list var_list and max_to_keep=2 saved at several steps; another
# graph restores the latest checkpoint through a dict mapping into a different scope.
import os
import tempfile

here = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    os.chdir(d)
    g1 = tf.Graph()
    with g1.as_default():
        with tf.variable_scope('old.1'):
            w = tf.get_variable('w', [2], dtype=tf.float64, initializer=tf.constant_initializer(1.5))
            k = tf.get_variable('k', [], dtype=tf.int32, initializer=tf.constant_initializer(4))
        inc = tf.assign_add(k, 1)
        saver = tf.train.Saver([w, k], max_to_keep=2)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            saved = []
            for step in range(4):
                sess.run(inc)
                saved.append(os.path.basename(saver.save(sess, 'ckpt', global_step=step)))
        emit("saved", saved)
        emit("last_checkpoints", [os.path.basename(p) for p in saver.last_checkpoints])
        emit("index_files", sorted(f for f in os.listdir('.') if f.endswith('.index')))
        latest = tf.train.latest_checkpoint('.')
        emit("latest", os.path.basename(latest))
    g2 = tf.Graph()
    with g2.as_default():
        with tf.variable_scope('new-2'):
            w2 = tf.get_variable('w', [2], dtype=tf.float64, initializer=tf.zeros_initializer())
            k2 = tf.get_variable('k', [], dtype=tf.int32, initializer=tf.zeros_initializer())
        with tf.Session() as sess:
            tf.train.Saver({'old.1/w': w2, 'old.1/k': k2}).restore(sess, latest)
            emit("restored", sess.run([w2, k2]))
            expect_error(lambda: tf.train.Saver({'old.1/w': k2}).restore(sess, latest),
                         "dtype_mismatch")
    os.chdir(here)
emit("names", [w.name, w2.name])
