# tier: semantics
# get_collection's scope argument is a regular expression matched at the start of each
# item's name: dots, character classes, anchors, and items without a name are skipped.
with tf.variable_scope("a.b"):
    v1 = tf.get_variable("w", [])
with tf.variable_scope("axb"):
    v2 = tf.get_variable("w", [])
with tf.variable_scope("conv1"):
    v3 = tf.get_variable("w", [])
with tf.variable_scope("conv2"):
    v4 = tf.get_variable("w", [])
with tf.variable_scope("xconv1"):
    v5 = tf.get_variable("w", [])
G = tf.GraphKeys.GLOBAL_VARIABLES
emit("dot", tf.get_collection(G, scope="a.b"))
emit("escaped_dot", tf.get_collection(G, scope=r"a\.b"))
emit("class", tf.get_collection(G, scope="conv[12]"))
emit("star", tf.get_collection(G, scope=".*conv1"))
emit("anchor_end", tf.get_collection(G, scope="conv1/w:0$"))
emit("no_slash", tf.get_collection(G, scope="conv"))
emit("alternation", tf.get_collection(G, scope="axb|conv2"))
emit("trainable_filter", tf.trainable_variables(scope="conv"))
emit("global_filter", tf.global_variables("x"))
tf.add_to_collection("mixed", "a plain string")
tf.add_to_collection("mixed", 3)
tf.add_to_collection("mixed", v1)
emit("mixed_all", [x if isinstance(x, (str, int)) else x.name for x in tf.get_collection("mixed")])
emit("mixed_filtered", tf.get_collection("mixed", scope="a"))
