# tier: semantics
# Slots are global variables, so Saver saves and restores them by name: training resumed from a
# checkpoint continues exactly (Adagrad's accumulator, RMSProp's rms/momentum/mg, the step).
# A Saver over the model's variables only (tf.trainable_variables()) leaves the slots out, and
# resuming then needs their initializers.
import os
import tempfile

def build(make_opt):
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [2], initializer=tf.constant_initializer([1.0, -1.0]))
    loss = tf.reduce_sum(tf.square(w * [2.0, 1.0] - 1.0))
    step = tf.train.get_or_create_global_step()
    opt = make_opt()
    return w, step, opt, opt.minimize(loss, global_step=step)

here = os.getcwd()
with tempfile.TemporaryDirectory() as d:
    os.chdir(d)
    for tag, make_opt in (("adagrad", lambda: tf.train.AdagradOptimizer(0.3)),
                          ("rmsprop", lambda: tf.train.RMSPropOptimizer(
                              0.05, momentum=0.5, centered=True))):
        # Straight through: 4 steps.
        tf.reset_default_graph()
        w, step, opt, train = build(make_opt)
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for _ in range(4):
                sess.run(train)
            emit(tag + "_straight", sess.run([w, step]))
        # 2 steps, save, then 2 more in a new graph and session after restoring.
        tf.reset_default_graph()
        w, step, opt, train = build(make_opt)
        emit(tag + "_saved_names", sorted(v.op.name for v in tf.global_variables()))
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            for _ in range(2):
                sess.run(train)
            tf.train.Saver().save(sess, tag)
        tf.reset_default_graph()
        w, step, opt, train = build(make_opt)
        with tf.Session() as sess:
            tf.train.Saver().restore(sess, tag)
            emit(tag + "_restored_slots", sess.run([opt.get_slot(w, s)
                                                     for s in opt.get_slot_names()]))
            for _ in range(2):
                sess.run(train)
            emit(tag + "_resumed", sess.run([w, step]))
        # Restoring only the model variables: the slots are still uninitialized.
        tf.reset_default_graph()
        w, step, opt, train = build(make_opt)
        with tf.Session() as sess:
            tf.train.Saver(tf.trainable_variables()).restore(sess, tag)
            emit(tag + "_uninitialized", sess.run(tf.report_uninitialized_variables()))
            expect_error(lambda: sess.run(train), tag + "_train_without_slots")
    os.chdir(here)
