# tier: graph
# name='' in TF's Python wrapper functions (name_scope(name, default)): the default only
# replaces None; '' resets the scope to the graph root and the last op is named after its
# type there. tf.zeros/ones fall back to Fill when their small Const cannot be named ''
# (a TensorShape converts as shape_as_tensor), random ops end in AddV2 or RandomUniform at the
# root, tf.shape/tf.rank(name='') are TF's invalid node name, even inside a scope.
tf.set_random_seed(3)
x = tf.constant([[1.0, -2.0, 3.0], [0.5, 0.0, -1.0]], name='x')
with tf.name_scope('s'):
    out = [tf.zeros([2, 3], name=''), tf.ones([2], tf.int32, name=''),
           tf.zeros_like(x, name=''), tf.ones_like(x, name=''),
           tf.random_normal([2], seed=1, name=''), tf.truncated_normal([2], seed=2, name=''),
           tf.random_uniform([2], seed=3, name=''),
           tf.random_uniform([2], 1.0, 3.0, seed=4, name=''),
           tf.random_uniform([2], 0, 9, dtype=tf.int32, seed=5, name=''),
           tf.one_hot([0, 2], 3, name=''), tf.one_hot([1], 2, on_value=5.0, name=''),
           tf.where(x > 0, name=''), tf.invert_permutation([2, 0, 1], name=''),
           tf.cumsum(x, 1, name=''), tf.cumprod(x, 1, name=''),
           tf.linspace(0.0, 1.0, 3, name='')]
    out += tf.split(x, 3, 1, name='') + tf.unstack(x, name='')
    out += [tf.concat([x, x], 0, name=''), tf.concat([x], 0, name=''),
            tf.stack([x, x], axis=1, name=''), tf.transpose(x, name=''),
            tf.transpose(x, [1, 0], name='')]
emit("tensors", out)
# The failed Const takes the name '' (then '_1'...), so the messages count the attempts.
with tf.name_scope('t'):
    expect_error(lambda: tf.shape(x, name=''), "shape_inside_a_scope")
expect_error(lambda: tf.rank(x, name=''), "rank_at_root")
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run(out))
