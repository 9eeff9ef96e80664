# tier: semantics
# An op that updates a variable reads a reference given for its value first: v.assign_add of
# another variable's Assign output adds that variable's new value (TF keeps the ref edge and
# derefs it at run time). So a PartitionedVariable's assign_add/assign_sub/assign take the
# list that another one's assign returned, slice by slice.
v = tf.Variable([1.0, 2.0], name="v")
w = tf.Variable([10.0, 20.0], name="w")
add = v.assign_add(w.assign([5.0, 6.0]))
sub = tf.assign_sub(v, tf.assign_add(w, [1.0, 1.0]))
both = tf.assign(v, w.assign([7.0, 8.0]))
emit("inputs", [[t.name for t in op.op.inputs] for op in (add, sub, both)])
emit("input_dtypes", [[t.dtype.name for t in op.op.inputs] for op in (add, sub, both)])
part = tf.fixed_size_partitioner(2)
a = tf.get_variable("a", [4], initializer=tf.zeros_initializer(),
                    partitioner=part)
b = tf.get_variable("b", [4], initializer=tf.constant_initializer(20.0),
                    partitioner=part)
ones = a.assign(tf.ones([4]))
plus_list = b.assign_add(ones)
minus_var = b.assign_sub(a)
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    emit("add", [sess.run(add), sess.run([v, w])])
    emit("sub", [sess.run(sub), sess.run([v, w])])
    emit("assign", [sess.run(both), sess.run([v, w])])
    emit("ones", sess.run(ones))
    emit("plus_list", [sess.run(plus_list), sess.run(list(b))])
    emit("minus_var", [sess.run(minus_var), sess.run(list(b))])
