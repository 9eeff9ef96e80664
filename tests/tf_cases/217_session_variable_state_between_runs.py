# tier: semantics
# A session keeps variable values between runs; re-running the initializer resets them;
# a second session on the same graph has its own values; fetching the assign op vs its output.
v = tf.Variable(0, name="v")
inc = tf.assign_add(v, 1)
init = tf.global_variables_initializer()
s1 = tf.Session()
s2 = tf.Session()
s1.run(init)
s2.run(init)
for _ in range(3):
    s1.run(inc)
emit("s1", s1.run(v))
emit("s2", s2.run(v))
emit("inc_value", s1.run(inc))
emit("inc_op", s1.run(inc.op))
emit("after_op", s1.run(v))
s1.run(init)
emit("reset", s1.run(v))
emit("both", [s1.run([inc, inc]), s1.run(v)])
s1.close()
s2.close()
