# tier: semantics
# A session places ops on its devices: the CPUs of device_count (one by default). An op on a
# device it does not have (a GPU, CPU:1 of one CPU, another job or replica, an unknown type)
# fails every run, whatever is fetched, with InvalidArgumentError "Cannot assign a device for
# operation ...", the first such op in placement order (ops with inputs first); with
# allow_soft_placement a wrong type or index runs on the CPU but a wrong job still fails. An
# InteractiveSession places only what each run needs.


def placement(fn):
    try:
        fn()
    except tf.errors.InvalidArgumentError as e:
        return [line for line in e.message.splitlines() if line.startswith("Cannot assign")]
    return "ran"


def graph(device, names=("c0", "x")):
    g = tf.Graph()
    with g.as_default():
        with tf.device(device):
            x = tf.add(tf.constant(1.0, name=names[0]), 1.0, name=names[1])
        tf.constant(3.0, name="ok")
    return g, x


for key, device in [("gpu", "/gpu:0"), ("cpu1", "/cpu:1"), ("worker", "/job:worker/task:1"),
                    ("replica", "/job:localhost/replica:1"), ("tpu", "/device:TPU:0"),
                    ("xla", "/device:XLA_CPU:0"), ("cpu0", "/cpu:0"),
                    ("full", "/job:localhost/replica:0/task:0/device:CPU:0")]:
    g, x = graph(device)
    sess = tf.Session(graph=g)
    emit(key, [placement(lambda: sess.run(x)), placement(lambda: sess.run("ok:0"))])
    soft = tf.Session(graph=g, config=tf.ConfigProto(allow_soft_placement=True))
    emit(key + "_soft", placement(lambda: soft.run(x)))
g, x = graph("/cpu:1")
emit("two_cpus", placement(lambda: tf.Session(
    graph=g, config=tf.ConfigProto(device_count={"CPU": 2})).run(x)))
g, x = graph("/cpu:3")
emit("beyond_two", placement(lambda: tf.Session(
    graph=g, config=tf.ConfigProto(device_count={"CPU": 2})).run(x)))
with tf.Graph().as_default() as g:
    with tf.device("/gpu:0"):
        c = tf.constant(1.0, name="c")
        x = tf.add(c, 1.0, name="x")
    with tf.device("/gpu:1"):
        y = tf.add(x, 1.0, name="y")
    with tf.device("/gpu:2"):
        v = tf.Variable(1.0, name="v")
    emit("first_bad", placement(lambda: tf.Session().run(y)))
    grown = tf.Session()
    emit("first", placement(lambda: grown.run("c:0")))
with tf.Graph().as_default() as g:
    ok = tf.constant(1.0, name="ok")
    sess = tf.Session()
    emit("before", placement(lambda: sess.run(ok)))
    with tf.device("/gpu:0"):
        tf.constant(2.0, name="late")
    emit("after_growth", placement(lambda: sess.run(ok)))
with tf.Graph().as_default():
    with tf.device("/device:GPU:0"):
        bad = tf.constant(1.0, shape=[1, 2], name="bad")
    good = tf.constant(1.0, shape=[1, 2], name="good")
    interactive = tf.InteractiveSession()
    emit("interactive", [placement(lambda: good.eval()), placement(lambda: bad.eval())])
    interactive.close()
