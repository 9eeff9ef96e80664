# tier: semantics
# S001-04: the variable scope store lives in a graph collection (key ('__varscope',)), one store per graph, created on first use.
g1 = tf.get_default_graph()
emit("before_any_scope", len(tf.get_collection(('__varscope',))))
root1 = tf.get_variable_scope()
emit("after_get_variable_scope", len(tf.get_collection(('__varscope',))))
store1 = tf.get_collection(('__varscope',))[0]
with tf.variable_scope("a"):
    with tf.variable_scope("b"):
        emit("nested_still_one_store", len(tf.get_collection(('__varscope',))))
        emit("store_current_name", tf.get_collection(('__varscope',))[0].current_scope.name)
        emit("same_store", tf.get_collection(('__varscope',))[0] is store1)
        g2 = tf.Graph()
        with g2.as_default():
            emit("g2_before", len(tf.get_collection(('__varscope',))))
            emit("g2_scope_name", tf.get_variable_scope().name)
            emit("g2_after", len(tf.get_collection(('__varscope',))))
            store2 = tf.get_collection(('__varscope',))[0]
            with tf.variable_scope("c"):
                v2 = tf.get_variable("v", [1])
        emit("back_in_g1", tf.get_variable_scope().name)
emit("stores_differ", store1 is not store2)
emit("v2", v2)
emit("g1_keys_str_only", sorted(g1.get_all_collection_keys()))
with tf.variable_scope("a"):
    tf.get_variable("v", [1])
emit("g1_keys_after_variable", sorted(g1.get_all_collection_keys()))
emit("g1_store_collection_ref", len(g1.get_collection_ref(('__varscope',))))
emit("root_unchanged", tf.get_variable_scope() is root1)
