# tier: graph
# tf.DeviceSpec (TF1's mutable spec) parses, prints and merges device names; nested tf.device
# blocks merge field by field, the inner block winning, an index "*" counting as unset (an
# inner "/device:GPU:*" keeps an outer "GPU:7"); a device function replaces the device; ""
# merges nothing and None hides the blocks outside; a block left out of order is TF's
# RuntimeError "Exiting device scope without proper scope nesting."
D = tf.DeviceSpec
for s in ["/gpu:0", "/device:gpu:1", "gpu:*", "/job:ps/replica:1/task:2/device:CPU:3", "/cpu",
          "CPU:0", "/device:baz:*", "//job:a", "", None, "tpu", "/replica:01", "/job:a/job:b"]:
    emit("parse %r" % (s,), D.from_string(s).to_string())
for s in ["/xyz:0", "/gpu:0/cpu:1", "/task:x", "/device:GPU", "/job:a:b", "/gpu:0:1",
          "/DEVICE:CPU:0"]:
    expect_error(lambda s=s: D.from_string(s), "parse error %r" % s)
d = D(job="j", replica="3", task=1.0, device_type="cpu", device_index="2")
emit("made", [d.to_string(), repr(d), d.job, d.replica, d.task, d.device_type, d.device_index])
d.job = "x"
d.device_index = None
emit("set", d.to_string())
emit("parse_from_string", [d.parse_from_string("/gpu:4") is d, d.to_string(), d.job])
e = D.from_string("/job:w/task:1")
e.merge_from(D.from_string("/task:3/cpu:0"))
emit("merge_from", e.to_string())
emit("make_merged_spec", D.from_string("/job:w").make_merged_spec(
    D.from_string("/device:GPU:1")).to_string())
emit("replace", D.from_string("/job:w").replace(task=4, job="y").to_string())
emit("eq", [D(device_type="gpu") == D.from_string("/gpu:*"), D() == "",
            hash(D(job="a")) == hash(D.from_string("/job:a")), D(device_type="Gpu").to_string()])
expect_error(lambda: D(device_type="foo", device_index="x"), "bad index")

g = tf.Graph()


def op():
    return g.create_op("FloatOutput", [], [tf.float32]).device


with g.device("/device:GPU:7"):
    emit("gpu7", op())
    with g.device("/device:GPU:*"):
        emit("gpu7 then gpu*", op())
with g.device("/device:CPU:*"):
    emit("cpu*", op())
    with g.device("/device:CPU:5"):
        emit("cpu* then cpu5", op())
with g.device("/job:worker/replica:2/device:CPU:1"):
    with g.device("/job:worker/replica:2/device:GPU:2"):
        emit("gpu over cpu", op())
    with g.device(None):
        emit("None clears", op())
    emit("back", op())
with g.device("/device:GPU:0"):
    with g.device("/job:worker"):
        with g.device("/device:CPU:0"):
            with g.device("/job:ps"):
                emit("job ps", op())
                with g.device(""):
                    emit("empty merges nothing", op())
with g.device(D(job="worker", replica=2, task=0, device_type="CPU", device_index=3)):
    emit("DeviceSpec", op())
with g.device(lambda op: "/job:worker/replica:2/device:CPU:1"):
    with g.device(None):
        emit("None hides a function", op())
    emit("function", op())
with g.device(lambda unused_op: "/job:overwrite"):
    with g.device("/job:ps"):
        emit("function overwrites", op())
    with g.device(None):
        with g.device("/job:ps"):
            emit("None stops the function", op())
with g.device(lambda op: "/cpu:0"):
    emit("function kept as written", op())
with g.device(lambda op: D(job="spec")):
    emit("function returning a spec", op())
with g.device("/job:a"):
    with g.device(lambda op: op.device + "/task:1"):
        emit("function sees inner merge", op())
with g.device("/cpu:0"):
    with g.device("/device:GPU:0"):
        a = g.create_op("FloatOutput", [], [tf.float32], name="a")
    with g.colocate_with(a):
        emit("colocation wins", op())
        with g.device("/job:inner"):
            emit("device inside colocation", op())

scope = g.device("/device:GPU:8")
scope.__enter__()
with g.device("/device:GPU:9"):
    expect_error(lambda: scope.__exit__(None, None, None), "out of order")
emit("after out of order", op())
