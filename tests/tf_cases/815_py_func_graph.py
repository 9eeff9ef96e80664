# tier: graph
# tf.py_func and tf.numpy_function add a PyFunc node (PyFuncStateless with stateful=False);
# Python values in `inp` become Consts named <op>/input_<i>; the outputs' shapes are unknown;
# a single dtype gives one tensor, a list a list, Tout=[] the op itself. Neither has a gradient
# (tf.gradients gives None through it).
import numpy as np

x = tf.placeholder(tf.float32, [None, 2], name="x")
pair = tf.py_func(lambda a, b: (a * b, np.int32(a.shape[0])), [x, 3.0], [tf.float32, tf.int32])
single = tf.numpy_function(lambda a: a + 1, [x], tf.float32, name="np_fn")
stateless = tf.py_func(lambda a: a, [x], tf.float32, stateful=False)
listed = tf.py_func(lambda a: [a], [x], [tf.float32], name="listed")
nothing = tf.py_func(lambda a: None, [x], [])
emit("results", [[t.name for t in pair], single.name, stateless.name, [t.name for t in listed],
                 nothing.name, nothing.type])
emit("shapes", [str(t.shape) for t in pair + [single, stateless] + listed])
emit("dtypes", [t.dtype.name for t in pair + [single, stateless] + listed])
emit("types", [[op.type, [d.name for d in op.get_attr("Tin")],
                [d.name for d in op.get_attr("Tout")]]
               for op in tf.get_default_graph().get_operations()
               if op.type.startswith("PyFunc")])
emit("grad", tf.gradients(tf.reduce_sum(single) + tf.reduce_sum(x), x)[0].name)
emit("nodes", graph_nodes())
