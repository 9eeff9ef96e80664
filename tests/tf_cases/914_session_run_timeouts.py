# tier: semantics
# A run that does not end (a while_loop whose condition stays true) gives up after
# RunOptions.timeout_in_ms, or else the config's operation_timeout_in_ms, with TF's
# DeadlineExceededError "Timed out waiting for notification"; a run that ends in time is not
# disturbed; options with no positive timeout fall back to the config's.
import time

forever = tf.while_loop(lambda i: i < 10, lambda i: i - 1, [tf.constant(0)], name="forever")
finite = tf.while_loop(lambda i: i < 10, lambda i: i + 1, [tf.constant(0)], name="finite")


def timed_out(fn):
    start = time.time()
    try:
        fn()
    except tf.errors.DeadlineExceededError as e:
        return [e.message, time.time() - start < 30]
    return "ended"


sess = tf.Session()
emit("options", timed_out(lambda: sess.run(forever, options=tf.RunOptions(timeout_in_ms=300))))
emit("finite", sess.run(finite, options=tf.RunOptions(timeout_in_ms=10000)))
config = tf.ConfigProto(operation_timeout_in_ms=300)
patient = tf.Session(config=config)
emit("config", timed_out(lambda: patient.run(forever)))
emit("fallback", timed_out(lambda: patient.run(forever, options=tf.RunOptions(timeout_in_ms=-1))))
emit("finite_after", patient.run(finite))
