# tier: semantics
# Reading checkpoints by name without a graph: the "checkpoint" state file, list_variables,
# load_variable, NewCheckpointReader, and their errors for missing files and names.
import os
import tempfile

# Relative paths inside a temporary working folder keep the error messages free of random names.
here = os.getcwd()
with tempfile.TemporaryDirectory() as work:
    os.chdir(work)
    d = 'ckpts'
    os.mkdir(d)
    os.mkdir('empty')
    with tf.variable_scope('m'):
        w = tf.get_variable('w', [2, 3], initializer=tf.ones_initializer())
        n = tf.get_variable('n', [], dtype=tf.int32, initializer=tf.zeros_initializer())
    saver = tf.train.Saver()
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        saver.save(sess, os.path.join(d, 'model'), global_step=3)
        saver.save(sess, os.path.join(d, 'model'), global_step=5)
    state = tf.train.get_checkpoint_state(d)
    emit("state", [os.path.basename(state.model_checkpoint_path),
                   [os.path.basename(p) for p in state.all_model_checkpoint_paths]])
    emit("latest", os.path.basename(tf.train.latest_checkpoint(d)))
    emit("no_state", tf.train.get_checkpoint_state('empty') is None)
    emit("no_latest", tf.train.latest_checkpoint('empty') is None)
    expect_error(lambda: tf.train.list_variables('empty'), "list_empty_dir")
    emit("list_dir", tf.train.list_variables(d))
    emit("list_file", tf.train.list_variables(os.path.join(d, 'model-3')))
    reader = tf.train.NewCheckpointReader(os.path.join(d, 'model-5'))
    emit("shapes", sorted(reader.get_variable_to_shape_map().items()))
    emit("dtypes", sorted((k, v.name) for k, v in reader.get_variable_to_dtype_map().items()))
    emit("has", [reader.has_tensor('m/w'), reader.has_tensor('x')])
    emit("values", [reader.get_tensor('m/w'), reader.get_tensor('m/n')])
    expect_error(lambda: reader.get_tensor('nope'), "missing_key")
    emit("load_variable", tf.train.load_variable(d, 'm/w'))
    expect_error(lambda: tf.train.NewCheckpointReader(os.path.join(d, 'missing')), "missing_file")
    os.chdir(here)
