# tier: graph
# Which nestings the TF1 entry points take. Optimizer.minimize / compute_gradients flatten
# var_list with tf.nest (d.values(), a dict by sorted key, tuples, nested lists, one variable);
# what has no .op (a key, a generator, a set) is an AttributeError, and a tensor's gradient is
# computed but updating it is a NotImplementedError. tf.group flattens too. Saver takes a dict,
# or a list/tuple/set (nested lists flattened); anything else is a TypeError.
# tf.variables_initializer iterates its argument; control_dependencies iterates and looks
# names up (a dict's keys name the variables' ops); tf.gradients wants xs as a list or tuple
# of tensors (a nested list cannot be a reference). Session.run rejects a dict view.
import collections

w = tf.Variable(1.0, name="w")
b = tf.Variable(2.0, name="b")
d = {"w": w, "b": b}
loss = w * w + 3.0 * b
opt = tf.train.GradientDescentOptimizer(0.1)
emit("minimize_values", opt.minimize(loss, var_list=d.values()))
emit("minimize_dict", opt.minimize(loss, var_list=d))
emit("minimize_nested", opt.minimize(loss, var_list=[w, (b,)]))
emit("minimize_single", opt.minimize(loss, var_list=w))
expect_error(lambda: opt.minimize(loss, var_list=d.keys()), "minimize_keys")
expect_error(lambda: opt.minimize(loss, var_list=(v for v in [w, b])), "minimize_generator")
expect_error(lambda: opt.minimize(loss, var_list={w, b}), "minimize_set")
expect_error(lambda: opt.minimize(loss, var_list=[]), "minimize_empty")
emit("compute_gradients_dict", opt.compute_gradients(loss, var_list=d))
emit("compute_gradients_values", opt.compute_gradients(loss, var_list=d.values()))
t = tf.constant(2.0, name="t")
emit("compute_gradients_tensor", opt.compute_gradients(w * t, var_list=[t]))
expect_error(lambda: opt.compute_gradients(loss, var_list=[loss.op]), "compute_gradients_op")
expect_error(lambda: opt.apply_gradients([(t, t)]), "apply_to_tensor")
emit("group_values", tf.group(d.values()))
emit("group_dict", tf.group(d))
expect_error(lambda: tf.group("w"), "group_string")
emit("initializer_values", tf.variables_initializer(d.values()))
emit("initializer_generator", tf.variables_initializer(v for v in [w]))
expect_error(lambda: tf.variables_initializer(d), "initializer_dict")
expect_error(lambda: tf.variables_initializer(w), "initializer_single")
emit("saver_dict", tf.train.Saver(var_list=d).saver_def.filename_tensor_name)
emit("saver_nested", tf.train.Saver(var_list=[w, [b]]).saver_def.filename_tensor_name)
emit("saver_set", tf.train.Saver(var_list={w, b}).saver_def.filename_tensor_name)
emit("saver_ordered", tf.train.Saver(
    var_list=collections.OrderedDict(d)).saver_def.filename_tensor_name)
expect_error(lambda: tf.train.Saver(var_list=d.values()), "saver_values")
expect_error(lambda: tf.train.Saver(var_list=w), "saver_single")


def control_inputs(deps):
    with tf.control_dependencies(deps):
        return tf.identity(loss).op.control_inputs


emit("control_values", control_inputs(d.values()))
emit("control_dict", control_inputs(d))
expect_error(lambda: control_inputs([w, [b]]), "control_nested")
emit("gradients_tuple", tf.gradients(loss, (w, b)))
expect_error(lambda: tf.gradients(loss, [w, [b]]), "gradients_nested")
expect_error(lambda: tf.gradients(loss, d.values()), "gradients_values")
sess = tf.Session()
sess.run(tf.global_variables_initializer())
expect_error(lambda: sess.run(d.values()), "fetch_values")
emit("graph", graph_nodes())
