# tier: opnames
# Variant of 137: Saver ops for a dict var_list; a Saver created inside a name_scope; a Saver
# with an explicit name; scope names of three more savers.
with tf.variable_scope('net-1'):
    a = tf.get_variable('a', [2], dtype=tf.float64, initializer=tf.zeros_initializer())
    b = tf.Variable(1, name='b')
before = {n[0] for n in graph_nodes()}
saver = tf.train.Saver({'x.a': a, 'y/b': b})
first = [n[:2] for n in graph_nodes() if n[0] not in before]
emit("save_ops", first)
scopes = []
for kwargs, ns in [({}, 'outer'), ({'name': 'my_saver'}, None), ({}, None)]:
    before = {n[0] for n in graph_nodes()}
    if ns:
        with tf.name_scope(ns):
            tf.train.Saver([b], **kwargs)
    else:
        tf.train.Saver([b], **kwargs)
    new = [n[0] for n in graph_nodes() if n[0] not in before]
    scopes.append([sorted({name.split('/')[0] for name in new}), len(new)])
emit("scopes", scopes)
