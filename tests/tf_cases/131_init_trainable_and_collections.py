# tier: semantics
# trainable and collections arguments of tf.Variable and get_variable: custom collection keys,
# collections without GLOBAL_VARIABLES, trainable=False, and what each list contains.
a = tf.Variable(1.0, name="a")
b = tf.Variable(1.0, name="b", trainable=False)
c = tf.Variable(1.0, name="c", collections=["mine"])
d = tf.Variable(1.0, name="d", collections=["mine", tf.GraphKeys.GLOBAL_VARIABLES])
e = tf.get_variable("e", [], collections=["mine"], trainable=True)
f = tf.get_variable("f", [], trainable=False, collections=[tf.GraphKeys.LOCAL_VARIABLES])
g = tf.get_variable("g", [], collections=[tf.GraphKeys.MODEL_VARIABLES,
                                          tf.GraphKeys.GLOBAL_VARIABLES])
emit("global", tf.global_variables())
emit("trainable", tf.trainable_variables())
emit("local", tf.local_variables())
emit("model", tf.model_variables())
emit("mine", tf.get_collection("mine"))
emit("trainable_attr", [v.trainable for v in (a, b, c, d, e, f, g)])
emit("keys", sorted(tf.get_default_graph().get_all_collection_keys()))
emit("init_inputs", [op.name for op in tf.global_variables_initializer().control_inputs])
