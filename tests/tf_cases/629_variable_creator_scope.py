# tier: semantics
# tf.variable_creator_scope: creators run innermost first for tf.Variable and for the variables
# get_variable (and a partitioner, and an optimizer's slots) create; each gets every argument by
# keyword, may change them, and calls next_creator. Leaving a creator scope out of order is a
# RuntimeError; a new thread does not see the main thread's creators.
import threading
log = []


def outer(next_creator, **kwargs):
    log.append(["outer", kwargs["name"], kwargs["trainable"]])
    return next_creator(**kwargs)


def renaming(next_creator, **kwargs):
    log.append(["renaming", kwargs["name"], sorted(kwargs)])
    if kwargs["name"] == "asked":
        kwargs["name"] = "forced"
    kwargs["trainable"] = False if kwargs["name"] == "frozen" else kwargs["trainable"]
    return next_creator(**kwargs)


with tf.variable_creator_scope(outer):
    with tf.variable_creator_scope(renaming):
        a = tf.Variable(1.0, name="asked")
        b = tf.Variable(2.0, True, name="frozen")
        with tf.variable_scope('vs', partitioner=tf.fixed_size_partitioner(2)):
            c = tf.get_variable('c', [4])
        d = tf.get_variable('d', [])
        opt = tf.train.MomentumOptimizer(0.1, 0.9).minimize(d * 2.0)
    thread_log = []
    t = threading.Thread(target=lambda: thread_log.append(
        len(tf.get_default_graph()._variable_creator_stack)))
    t.start()
    t.join()
emit("log", log)
emit("variables", [a, b, d] + list(c))
emit("trainable", tf.trainable_variables())
emit("thread_sees_no_creators", thread_log)


def plain(next_creator, **kwargs):
    return next_creator(**kwargs)


scope = tf.variable_creator_scope(plain)
scope.__enter__()
with tf.variable_creator_scope(plain):
    expect_error(lambda: scope.__exit__(None, None, None), "nesting")
