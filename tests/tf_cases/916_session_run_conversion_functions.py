# tier: semantics
# register_session_run_conversion_functions (in TF's session module, reached here through the
# Session class's module): a registered type is fetched as its fetch function's tensors and
# contracted back, fed through its feed function, set up for a partial run through its third
# function. Registering a type again (or object) is TF's ValueError; a subclass of a
# registered type is allowed, and found first.
import sys

import numpy as np

session = sys.modules[type(tf.Session()).__module__]


class SquaredTensor:
    def __init__(self, tensor):
        self.sq = tf.square(tensor)


class Halved(SquaredTensor):
    pass


session.register_session_run_conversion_functions(
    SquaredTensor, lambda squared: ([squared.sq], lambda values: values[0]),
    lambda feed, value: [(feed.sq, value)], lambda feed: [feed.sq])
for key, kind in [("again", SquaredTensor), ("object", object)]:
    expect_error(lambda: session.register_session_run_conversion_functions(
        kind, lambda squared: ([squared.sq], lambda values: values[0])), key)
session.register_session_run_conversion_functions(
    Halved, lambda half: ([half.sq], lambda values: values[0] / 2))
sess = tf.Session()
squared = SquaredTensor(np.array([3.0, 4.0]))
emit("fetch", sess.run(squared))
emit("feed", sess.run(squared, feed_dict={squared: np.array([1.0, 2.0])}))
emit("nested", sess.run({"a": [squared, Halved(np.array([2.0]))]}))
handle = sess.partial_run_setup([squared], [])
emit("partial_run", sess.partial_run(handle, squared))
total = tf.reduce_sum(squared.sq)
handle = sess.partial_run_setup([total], [squared])
emit("partial_feed", [handle, sess.partial_run(handle, total, {squared: np.array([5.0, 6.0])})])
