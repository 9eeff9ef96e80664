# tier: semantics
# Collections: get_collection with a scope regex, add_to_collection / add_to_collections,
# get_collection returns a copy while get_collection_ref is live.
with tf.variable_scope('enc'):
    a = tf.get_variable('a', [1])
    with tf.variable_scope('inner'):
        b = tf.get_variable('b', [1])
with tf.variable_scope('enc_2'):
    c = tf.get_variable('c', [1])
d = tf.Variable(1.0, name='dec', trainable=False)
emit("enc_prefix", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='enc'))
emit("enc_slash", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='enc/'))
emit("regex", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='.*inner'))
emit("regex_alt", tf.global_variables(scope='enc_2|dec'))
emit("trainable_scope", tf.trainable_variables(scope='enc'))
emit("not_from_start", tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES, scope='inner'))
tf.add_to_collection('losses_mine', tf.constant(1.0, name='l1'))
tf.add_to_collections(['x1', 'x2'], a)
tf.add_to_collection('x1', 'a string')
emit("mine", tf.get_collection('losses_mine'))
emit("x1", tf.get_collection('x1'))
emit("x1_scoped", tf.get_collection('x1', scope='enc'))
emit("x2", tf.get_collection('x2'))
copy = tf.get_collection('x2')
copy.append(b)
emit("copy_not_live", len(tf.get_collection('x2')))
ref = tf.get_collection_ref('x2')
ref.append(b)
emit("ref_live", tf.get_collection('x2'))
emit("missing", tf.get_collection('nothing_here'))
