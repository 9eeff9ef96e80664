# tier: semantics
# Variant of 123: feeds for an int32 placeholder in a dotted name scope, by tensor and by name;
# overriding an intermediate; fetching ops by name.
with tf.name_scope('in.put'):
    x = tf.placeholder(tf.int32, [None, 2], name='x-1')
h = x * 2
y = h + 1
with tf.Session() as sess:
    emit("by_tensor", sess.run(y, {x: [[1, 2]]}))
    emit("by_name", sess.run(y, {'in.put/x-1:0': [[3, 4], [5, 6]]}))
    emit("override_intermediate", sess.run(y, feed_dict={h: [[10, 20]]}))
    emit("fetch_by_name", sess.run('mul:0', {x: [[0, 1]]}))
    emit("float_feed_to_int", sess.run(y, {x: [[1.0, 2.0]]}))
emit("x_shape", x.shape)
emit("names", [x, h, y])
