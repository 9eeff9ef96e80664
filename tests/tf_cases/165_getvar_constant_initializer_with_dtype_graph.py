# tier: graph
# get_variable with a Python-list/numpy initializer and an explicit dtype: the dtype check
# converts the initializer once (an extra Const); full node list.
import numpy as np

a = tf.get_variable("a", initializer=[1.0, 2.0], dtype=tf.float32)
b = tf.get_variable("b", initializer=np.array([1, 2], dtype=np.int32), dtype=tf.int32)
c = tf.get_variable("c", initializer=tf.constant(3.0, name="three"), dtype=tf.float32)
d = tf.get_variable("d", initializer=[[1.0]])
emit("vars", [a, b, c, d])
emit("initial_values", [v.initial_value for v in (a, b, c, d)])
emit("nodes", graph_nodes())
