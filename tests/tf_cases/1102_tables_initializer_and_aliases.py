# tier: graph
# tf.tables_initializer (and initialize_all_tables, tf.initializers.tables_initializer) groups
# the collection TABLE_INITIALIZERS: with no lookup tables it is a lone NoOp "init_all_tables";
# ops a program adds there become its control inputs. tf.initializers.global_variables /
# local_variables / variables are the *_initializer functions, and initialize_local_variables
# is local_variables_initializer: NoOps named "init" waiting on the variables' Assigns.
emit("same", [tf.initializers.global_variables is tf.global_variables_initializer,
              tf.initializers.local_variables is tf.local_variables_initializer,
              tf.initializers.variables is tf.variables_initializer,
              tf.initializers.tables_initializer is tf.tables_initializer])
a = tf.tables_initializer()
b = tf.initialize_all_tables()
c = tf.initializers.tables_initializer(name="tables")
d = tf.initialize_local_variables()
e = tf.initializers.local_variables()
f = tf.initializers.global_variables()
h = tf.initializers.variables([])
emit("empty", [[o.name, o.type] for o in (a, b, c, d, e, f, h)])
v = tf.Variable(1.0, name="v")
lv = tf.Variable(2.0, name="lv", collections=[tf.GraphKeys.LOCAL_VARIABLES])
made = tf.constant(0, name="fake_table_init")
tf.add_to_collection(tf.GraphKeys.TABLE_INITIALIZERS, made.op)
ops = [tf.initialize_local_variables(), tf.initializers.variables([v, lv], name="both"),
       tf.initializers.global_variables(), tf.tables_initializer()]
emit("with_variables", [[o.name, o.type, [c.name for c in o.control_inputs]] for o in ops])
with tf.Session() as sess:
    emit("run", sess.run(a))
    sess.run(ops)
    emit("values", sess.run([v, lv]))
