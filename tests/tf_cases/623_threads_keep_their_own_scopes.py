# tier: semantics
# Scope state is per thread, as in TF: the variable-scope store and the op name stack of a graph
# are thread-local, so a second thread entering the graph starts at the root while the first
# is inside 's', and the scopes (and default_name counts) one opens are invisible to the other;
# op names stay unique across threads (s, then s_1). Each thread also has its own default
# graph and reset_default_graph() in a thread leaves the main thread's alone. Control
# dependencies and devices are shared (TF1 graphs keep those per graph).
import threading
g = tf.Graph()
log = []
first_inside, second_done = threading.Event(), threading.Event()


def first():
    with g.as_default():
        with tf.variable_scope('s'):
            log.append(['first in s', tf.get_variable_scope().name, g.get_name_scope()])
            first_inside.set()
            second_done.wait()
            log.append(['first after', tf.get_variable_scope().name,
                        tf.constant(1.0, name='c').name])
            try:
                tf.get_variable('v', [1])
            except ValueError as e:
                log.append(['first get_variable', str(e).split('\n')[0]])
            with tf.variable_scope(None, default_name='d'):
                log.append(['first default', tf.get_variable_scope().name])


def second():
    first_inside.wait()
    with g.as_default():
        log.append(['second starts', tf.get_variable_scope().name, g.get_name_scope(),
                    tf.get_variable_scope().reuse])
        with tf.variable_scope('s', reuse=tf.AUTO_REUSE):
            log.append(['second in s', tf.get_variable_scope().name,
                        tf.constant(1.0, name='c').name,
                        tf.get_variable('v', [1]).name])
            with tf.variable_scope(None, default_name='d'):
                log.append(['second default', tf.get_variable_scope().name])
    second_done.set()


threads = [threading.Thread(target=first), threading.Thread(target=second)]
for t in threads:
    t.start()
for t in threads:
    t.join()
emit("log", log)
emit("variables", g.get_collection(tf.GraphKeys.GLOBAL_VARIABLES))
main_graph = tf.get_default_graph()
seen = {}


def other():
    seen["default_is_main"] = tf.get_default_graph() is main_graph
    seen["stable"] = tf.get_default_graph() is tf.get_default_graph()
    tf.reset_default_graph()


t = threading.Thread(target=other)
t.start()
t.join()
emit("thread_default_graph", sorted(seen.items()))
emit("main_default_kept", tf.get_default_graph() is main_graph)
with tf.control_dependencies([tf.no_op(name='gate')]), tf.device('/cpu:0'), tf.name_scope('outer'):
    made = {}

    def inner():
        with main_graph.as_default():
            c = tf.constant(1.0, name='c3')
            made["c"] = [c.name, [op.name for op in c.op.control_inputs], c.device]

    t = threading.Thread(target=inner)
    t.start()
    t.join()
emit("shared_dependencies_and_device", made["c"])
