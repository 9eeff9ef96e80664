# tier: semantics
# Every tf.errors.OpError carries TF's canonical error code (error_codes.proto: CANCELLED 1,
# INVALID_ARGUMENT 3, ...), the failing op and its NodeDef when the message names a node of the
# graph (None for a bogus partial-run handle), and a dict of payloads; e.args is empty, str(e)
# is the message, pickling keeps the class, message and code; the two lookup functions go
# between codes and classes (an unknown class gives back an UnknownError, with a warning).
import pickle
import warnings

errors = tf.errors
emit("codes", [(n, getattr(errors, n)) for n in (
    "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND",
    "ALREADY_EXISTS", "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",
    "OUT_OF_RANGE", "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED")])
emit("classes", [(c, errors.exception_type_from_error_code(c).__name__,
                  errors.error_code_from_exception_type(errors.exception_type_from_error_code(c)))
                 for c in range(1, 17)])
expect_error(lambda: errors.exception_type_from_error_code(0), "code_ok_has_no_class")
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    unknown = errors.error_code_from_exception_type(ValueError)
emit("unknown_class", [type(unknown).__name__, unknown.message, unknown.error_code,
                       [str(w.message) for w in caught]])

e = errors.OpError(None, None, "msg", errors.INVALID_ARGUMENT, {"k": b"v"})
emit("op_error", [str(e), e.message, list(e.args), e.error_code, e.op, e.node_def,
                  sorted(e.experimental_payloads)])
copy = pickle.loads(pickle.dumps(e))
emit("op_error_pickled", [type(copy).__name__, copy.message, copy.error_code,
                          copy.experimental_payloads])
sub = errors.AbortedError(None, None, "aborted", {"a": b"1"})
copy = pickle.loads(pickle.dumps(sub))
emit("subclass", [sub.error_code, sorted(sub.experimental_payloads), type(copy).__name__,
                  copy.message, copy.error_code, copy.experimental_payloads])


def set_message():
    e.message = "other"


expect_error(set_message, "message_is_read_only")

x = tf.placeholder(tf.float32, name="x")
y = tf.identity(x, name="y")
v = tf.Variable(1.0, name="v")
with tf.Session() as sess:
    for fetch in (y, v * 2.0, v):
        try:
            sess.run(fetch)
        except errors.OpError as err:
            emit("run_error_" + fetch.name.replace(":", "_").replace("/", "_"),
                 [type(err).__name__, err.error_code, err.op,
                  None if err.node_def is None else err.node_def.name, list(err.args)])
    a = tf.placeholder(tf.float32, shape=[])
    try:
        sess.partial_run("foo", a + a, feed_dict={a: 1.0})
    except errors.OpError as err:
        emit("bogus_handle", [type(err).__name__, err.error_code, err.op, err.node_def,
                              err.message])
