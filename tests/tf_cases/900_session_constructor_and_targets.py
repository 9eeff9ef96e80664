# tier: semantics
# tf.Session(target, graph, config) checks its arguments as TF does: a target that is not a
# string, a config positional or not a ConfigProto, a graph that is not a Graph are TypeErrors.
# A target no session factory serves is NotFoundError (its text then quotes the config, which
# TF marks at random, so only its start is compared); "grpc://" needs a host:port
# (InvalidArgumentError). A well-formed grpc:// target makes a session whose runs wait for a
# server: with operation_timeout_in_ms they give up with DeadlineExceededError. A config with
# no CPU device is NotFoundError. sess_str is the target as bytes (None stays None).
# Session.reset(target) has nothing to clear in process.
c = tf.constant(1.0, name="c")
expect_error(lambda: tf.Session(37), "target_int")
expect_error(lambda: tf.Session(tf.ConfigProto()), "target_config")
expect_error(lambda: tf.Session(config=37), "config_int")
expect_error(lambda: tf.Session(graph=37), "graph_int")
expect_error(lambda: tf.Session(graph=c), "graph_tensor")


def factory_error(target, make=tf.Session):
    try:
        make(target)
    except tf.errors.OpError as e:
        return [type(e).__name__, e.message.split(" config: ")[0]]
    return None


emit("invalid_target", factory_error("INVALID_TARGET"))
emit("invalid_target_bytes", factory_error(b"local"))
emit("grpc_prefix_case", factory_error("GRPC://x:1"))
emit("reset", [tf.Session.reset(""), tf.Session.reset(b""), factory_error("x", tf.Session.reset)])
for target in ["grpc://", "grpc://localhost", "grpc://localhost:abc", "grpc://x:1/",
               "grpc://x:-1"]:
    expect_error(lambda: tf.Session(target), "grpc_" + target[7:])
for target in ["grpc://localhost:2222", "grpc://:2222", "grpc://a:1:2", "grpc://x: 1"]:
    emit("accepted_" + target[7:], tf.Session(target).sess_str)
emit("sess_str", [tf.Session().sess_str, tf.Session(b"").sess_str, tf.Session(None).sess_str,
                  tf.Session(bytearray(b"")).sess_str])
remote = tf.Session("grpc://localhost:2222", config=tf.ConfigProto(operation_timeout_in_ms=300))
try:
    remote.run(c)
except tf.errors.DeadlineExceededError as e:
    emit("grpc_run", [type(e).__name__, e.message])
expect_error(lambda: tf.Session(config=tf.ConfigProto(device_count={"CPU": 0})), "no_cpu")
with tf.Session(config=tf.ConfigProto(device_count={"CPU": 2, "GPU": 0})) as sess:
    emit("two_cpus", [[d.name, d.device_type, d.memory_limit_bytes]
                      for d in sess.list_devices()])
    emit("value", sess.run(c))
