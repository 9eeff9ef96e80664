# tier: semantics
# get_collection with regex scopes like 'a.*b' and '(?!x)' lookaheads, and collections whose
# keys are tuples; scope filtering applies to items with names only.
for name in ['ab', 'axxb', 'ba', 'a_b/c', 'ac']:
    with tf.variable_scope(name):
        tf.get_variable('v', [1])
G = tf.GraphKeys.GLOBAL_VARIABLES
emit("a.*b", tf.get_collection(G, 'a.*b'))
emit("a.b", tf.get_collection(G, 'a.b'))
emit("^b", tf.get_collection(G, '^b'))
emit("lookahead", tf.get_collection(G, '(?!a)'))
emit("slash_v", tf.get_collection(G, '.*/v'))
key = ('my', 'key')
tf.add_to_collection(key, tf.global_variables()[0])
tf.add_to_collection(key, tf.constant(1.0, name='axb'))
tf.add_to_collection(key, 'plain')
emit("tuple_key", [x if isinstance(x, str) else x.name for x in tf.get_collection(key)])
emit("tuple_key_filtered", tf.get_collection(key, 'a.*b'))
emit("other_tuple", tf.get_collection(('my',)))
emit("keys_has_tuple", key in tf.get_default_graph().get_all_collection_keys())
tf.add_to_collections([key, 'str_key'], tf.global_variables()[1])
emit("after_both", [len(tf.get_collection(key)), tf.get_collection('str_key')])
