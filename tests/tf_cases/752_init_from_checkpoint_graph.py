# tier: graph
# init_from_checkpoint replaces each chosen variable's initializer with an Assign from a
# RestoreV2 "checkpoint_initializer" on the CPU, in the caller's name scope: a scope map
# {'old/': 'new/'} over a plain and a partitioned variable (saved in 2 parts, loaded into 3:
# each part asks for its slice), a single name, a variable object, a root map '/'.
import os
import shutil
import tempfile

folder = os.path.join(tempfile.gettempdir(), "scopelab_case_752")
shutil.rmtree(folder, ignore_errors=True)
os.makedirs(folder)
with tf.Graph().as_default():
    with tf.variable_scope("old"):
        tf.get_variable("w", [2, 2], initializer=tf.constant_initializer(1.5))
        tf.get_variable("e", [5, 2], initializer=tf.random_normal_initializer(seed=4),
                        partitioner=tf.fixed_size_partitioner(2))
    tf.get_variable("b", [3], initializer=tf.constant_initializer(-1.0))
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        saved_e = sess.run(tf.get_variable_scope().reuse_variables() or
                           tf.get_default_graph().get_tensor_by_name("old/e/part_0:0"))
        path = tf.train.Saver().save(sess, os.path.join(folder, "model"))
with tf.variable_scope("new"):
    w = tf.get_variable("w", [2, 2])
    e = tf.get_variable("e", [5, 2], partitioner=tf.fixed_size_partitioner(3))
single = tf.get_variable("single", [2, 2])
obj = tf.get_variable("obj", [3])
top = tf.get_variable("top/b", [3])
with tf.name_scope("loading"):
    tf.train.init_from_checkpoint(path, {"old/": "new/", "old/w": "single", "b": obj})
tf.train.init_from_checkpoint(path, {"/": "top/"})
emit("nodes", graph_nodes())
emit("devices", [op.device for op in tf.get_default_graph().get_operations()
                 if op.type == "RestoreV2"])
emit("initializers", [v.initializer.name for v in tf.global_variables()])
emit("initial_values", [v.initial_value.name for v in tf.global_variables()])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run([w, e.as_tensor(), single, obj, top]))
    emit("e_bits", [sess.run(e.as_tensor())[:3].tobytes().hex(), saved_e.tobytes().hex()])
