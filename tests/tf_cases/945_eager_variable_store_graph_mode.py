# tier: semantics
# variable_scope.EagerVariableStore in graph mode: inside as_default() get_variable finds and
# makes its variables in the store's own variable store (so a name the graph's store has is
# new there), which lists them sorted by name; they are ordinary graph variables, in the
# collections as usual; copy() copies them into new variables of the same names (made unique).
import sys
vs = sys.modules[tf.get_variable.__module__]  # TF's variable_scope module, or scopelab's
outside = tf.get_variable("v", shape=(), initializer=tf.ones_initializer())
store = vs.EagerVariableStore()
with store.as_default():
    w = tf.get_variable("w", shape=(), trainable=False)
    v = tf.get_variable("v", shape=(), trainable=True, initializer=tf.constant_initializer(2.0))
    concat = tf.get_variable("v3", [], collections=[tf.GraphKeys.CONCATENATED_VARIABLES])
    with tf.variable_scope("s", reuse=True):
        expect_error(lambda: tf.get_variable("w"), "missing in the store")
    emit("collections inside", [tf.get_collection(tf.GraphKeys.GLOBAL_VARIABLES),
                                tf.get_collection(tf.GraphKeys.TRAINABLE_VARIABLES),
                                tf.get_collection(tf.GraphKeys.CONCATENATED_VARIABLES)])
    with tf.variable_scope("", reuse=True):
        emit("reuse in the store", tf.get_variable("v") is v)
emit("store", [store.variables(), store.trainable_variables(), store.non_trainable_variables()])
expect_error(lambda: tf.get_variable("v", shape=()), "graph store still has v")
with store.as_default():
    with tf.variable_scope("", reuse=True):
        emit("again inside", tf.get_variable("w") is w)
sess = tf.Session()
sess.run([tf.global_variables_initializer(), concat.initializer])
copied = store.copy()
emit("copy", [copied.variables(), copied.trainable_variables()])
with copied.as_default(), tf.variable_scope("", reuse=True):
    emit("copy reuse", tf.get_variable("v").name)
expect_error(lambda: vs.EagerVariableStore(vs._VariableStore()), "plain store")
emit("from a store", vs.EagerVariableStore(store._store).variables())
sess.run(tf.variables_initializer(copied.variables()))
emit("values", sess.run([outside, v, copied.variables()[1]]))
