# tier: opnames
# Templates returning a tuple, a dict and a nested structure pass them through unchanged;
# op names of the elements.
def tuple_fn(x):
    w = tf.get_variable("w", [], initializer=tf.ones_initializer())
    return x * w, x + w


def dict_fn(x):
    w = tf.get_variable("w", [], initializer=tf.ones_initializer())
    return {"prod": x * w, "nested": [x - w, (tf.identity(w, name="wid"),)]}


tt = tf.make_template("tup", tuple_fn)
td = tf.make_template("dct", dict_fn)
x = tf.constant(3.0, name="x")
r1 = tt(x)
r2 = tt(x)
d1 = td(x)
emit("types", [type(r1).__name__, type(d1).__name__, type(d1["nested"]).__name__,
               type(d1["nested"][1]).__name__])
emit("r1", r1)
emit("r2", r2)
emit("d1", d1)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("values", sess.run({"t": r2, "d": d1}))
