# tier: graph
# tf.train.export_meta_graph / import_meta_graph: the graph comes back with its collections
# (variables as Variables, the train op, summaries, the global step) and a Saver over the
# imported save/restore ops; with import_scope, every name is under that scope. The imported
# model trains and its Saver saves and restores.
import os
import tempfile
folder = tempfile.mkdtemp()
with tf.Graph().as_default():
    with tf.variable_scope("net"):
        w = tf.get_variable("w", [2, 1], initializer=tf.ones_initializer())
    x = tf.placeholder(tf.float32, [None, 2], name="x")
    loss = tf.reduce_mean(tf.square(tf.matmul(x, w)), name="loss")
    step = tf.train.get_or_create_global_step()
    train = tf.train.GradientDescentOptimizer(0.1).minimize(loss, global_step=step, name="train")
    tf.add_to_collection("train_op", train)
    tf.summary.scalar("loss", loss)
    saver = tf.train.Saver(max_to_keep=3)
    meta = tf.train.export_meta_graph(os.path.join(folder, "model.meta"),
                                      saver_def=saver.saver_def)
emit("saver_def", [meta.saver_def.filename_tensor_name, meta.saver_def.save_tensor_name,
                   meta.saver_def.restore_op_name, meta.saver_def.max_to_keep])
emit("collection_keys", sorted(meta.collection_def))
for scope in (None, "copy"):
    with tf.Graph().as_default() as g:
        saver = tf.train.import_meta_graph(os.path.join(folder, "model.meta"), import_scope=scope)
        emit("collections", {key: g.get_collection(key) for key in g.get_all_collection_keys()})
        emit("trainable", [(v.name, v.trainable, str(v.shape)) for v in tf.trainable_variables()])
        emit("restore_op", saver.saver_def.restore_op_name)
        emit("global_step", tf.train.get_global_step())
        feed = {g.get_tensor_by_name((scope + "/" if scope else "") + "x:0"): [[1.0, 2.0]]}
        train_op = g.get_collection("train_op")[0]
        loss = g.get_tensor_by_name((scope + "/" if scope else "") + "loss:0")
        with tf.Session() as sess:
            sess.run(tf.global_variables_initializer())
            emit("losses", [sess.run([loss, train_op], feed)[0] for _ in range(2)])
            path = saver.save(sess, os.path.join(folder, "ckpt"), write_meta_graph=False)
            before = sess.run(loss, feed)
            sess.run(train_op, feed)
            saver.restore(sess, path)
            emit("restored", [before, sess.run(loss, feed), sess.run(tf.train.get_global_step())])
