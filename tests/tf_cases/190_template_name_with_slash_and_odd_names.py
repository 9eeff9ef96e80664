# tier: opnames
# Template names with a slash or dots, and templates whose name matches an existing variable
# scope: where variables and ops go.
def fn(x):
    return x * tf.get_variable("w", [], initializer=tf.ones_initializer())


x = tf.constant(1.0, name="x")
a = tf.make_template("a/b", fn)
ya = a(x)
ya2 = a(x)
d = tf.make_template("d.e", fn)
yd = d(x)
with tf.variable_scope("taken"):
    tf.get_variable("w", [])
taken = tf.make_template("taken", fn)
yt = taken(x)
emit("outs", [ya, ya2, yd, yt])
emit("scopes", [a.variable_scope.name, d.variable_scope.name, taken.variable_scope.name])
emit("variables", tf.global_variables())
