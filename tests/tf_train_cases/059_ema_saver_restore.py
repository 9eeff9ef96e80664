# tier: semantics
# Saver round trip of moving averages: train with an EMA, save everything (shadows included),
# then in a fresh graph build the model alone and restore it with
# Saver(ema.variables_to_restore()): each variable is loaded FROM its shadow's checkpoint entry.
import os
import tempfile

def model():
    with tf.variable_scope('net'):
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer([1.0, -1.0]))
        b = tf.get_variable('b', [], initializer=tf.constant_initializer(0.5))
    x = tf.constant([[1.0, 2.0], [3.0, -1.0]])
    return w, b, tf.reduce_mean(tf.square(tf.reduce_sum(x * w, axis=1) + b - 1.0))

here = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    os.chdir(d)  # relative paths keep the temp folder out of the records
    w, b, loss = model()
    step = tf.train.get_or_create_global_step()
    train = tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss, global_step=step)
    ema = tf.train.ExponentialMovingAverage(0.8)
    with tf.control_dependencies([train]):
        train_op = ema.apply(tf.trainable_variables())
    saver = tf.train.Saver()
    emit("saved_names", sorted(v.op.name for v in tf.global_variables()))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for _ in range(5):
            sess.run(train_op)
        emit("trained", sess.run([w, b, ema.average(w), ema.average(b), step]))
        saver.save(sess, "model")
    emit("checkpoint", sorted(name for name, _ in tf.train.list_variables("model")))
    # Evaluation graph: the same model, restored from the averages.
    tf.reset_default_graph()
    w, b, loss = model()
    ema = tf.train.ExponentialMovingAverage(0.8)
    to_restore = ema.variables_to_restore()
    emit("to_restore", sorted(to_restore.items()))
    with tf.Session() as sess:
        tf.train.Saver(to_restore).restore(sess, "model")
        emit("restored_averages", sess.run([w, b, loss]))
    with tf.Session() as sess:
        tf.train.Saver().restore(sess, "model")
        emit("restored_raw", sess.run([w, b]))
    # With the optimizer and global step in the evaluation graph too: the variables that have no
    # average (global_step, Momentum slots) are restored under their own names.
    tf.reset_default_graph()
    w, b, loss = model()
    step = tf.train.get_or_create_global_step()
    tf.train.MomentumOptimizer(0.05, 0.9).minimize(loss, global_step=step)
    ema = tf.train.ExponentialMovingAverage(0.8)
    ema.apply(tf.trainable_variables())
    to_restore = ema.variables_to_restore()
    emit("to_restore_full", sorted(to_restore.items()))
    with tf.Session() as sess:
        tf.train.Saver(to_restore).restore(sess, "model")
        emit("restored_full", sess.run([w, b, step]))
        # The shadows themselves are not in the map: they stay uninitialized.
        expect_error(lambda: sess.run(ema.average(w)), "shadow_not_restored")
    # An EMA of another name finds no such entries in the checkpoint.
    tf.reset_default_graph()
    w, b, loss = model()
    other = tf.train.ExponentialMovingAverage(0.8, name='Other')
    emit("other_names", sorted(other.variables_to_restore()))
    with tf.Session() as sess:
        expect_error(lambda: tf.train.Saver(other.variables_to_restore()).restore(sess, "model"),
                     "other_name")
    os.chdir(here)
