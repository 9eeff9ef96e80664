# tier: semantics
# The loss collections: add_loss, get_losses (by scope), the regularization losses that
# get_variable's regularizer adds (once per variable, however often it is reused),
# get_regularization_loss (total_regularization_loss; a Const 0.0 when there are none) and
# get_total_loss (total_loss).
import numpy as np
emit("empty", [tf.losses.get_losses(), tf.losses.get_regularization_losses()])
zero = tf.losses.get_regularization_loss()
emit("zero", [zero, zero.op.type])
expect_error(lambda: tf.losses.get_total_loss(), "total_of_nothing")


def l2(scale):
    return lambda w: scale * tf.nn.l2_loss(w)


with tf.variable_scope('enc', regularizer=l2(0.1)):
    w = tf.get_variable('w', [2], initializer=tf.constant_initializer([1.0, 2.0]))
    b = tf.get_variable('b', [], initializer=tf.constant_initializer(3.0),
                        regularizer=lambda v: None)
with tf.variable_scope('enc', reuse=True):
    w_again = tf.get_variable('w', [2])
with tf.variable_scope('enc', reuse=tf.AUTO_REUSE):
    w_auto = tf.get_variable('w', [2], regularizer=l2(100.0))
with tf.variable_scope('dec'):
    v = tf.get_variable('v', [3], initializer=tf.ones_initializer(), regularizer=l2(0.5))
emit("same_variable", [w_again is w, w_auto is w])
regs = tf.losses.get_regularization_losses()
emit("regularization_losses", [[r.name, r.op.type] for r in regs])
emit("by_scope", [[r.name for r in tf.losses.get_regularization_losses('enc')],
                  [r.name for r in tf.losses.get_regularization_losses(scope='dec/')]])
total_reg = tf.losses.get_regularization_loss()
enc_reg = tf.losses.get_regularization_loss(scope='enc', name='enc_reg')
emit("total_reg", [total_reg, total_reg.op.type, [t.name for t in total_reg.op.inputs]])
emit("enc_reg", [enc_reg, enc_reg.op.type, [t.name for t in enc_reg.op.inputs]])
with tf.name_scope('task'):
    data = tf.reduce_sum(w * 2.0, name='data')
tf.losses.add_loss(data)
tf.losses.add_loss(tf.constant(10.0, name='other'), loss_collection='my_losses')
tf.losses.add_loss(tf.constant(20.0, name='dropped'), loss_collection=None)
emit("losses", [tf.losses.get_losses(), tf.losses.get_losses(scope='task'),
                tf.losses.get_losses(loss_collection='my_losses')])
total = tf.losses.get_total_loss()
only_data = tf.losses.get_total_loss(add_regularization_losses=False, name='data_total')
scoped = tf.losses.get_total_loss(scope='task')
emit("totals", [[t, t.op.type, [i.name for i in t.op.inputs]] for t in (total, only_data, scoped)])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([zero, total_reg, enc_reg, total, only_data, scoped] + regs))
