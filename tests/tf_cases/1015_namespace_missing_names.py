# tier: semantics
# A name a namespace lacks raises AttributeError naming the module TF's namespace is: for most
# "tensorflow._api.v2.compat.v1.<namespace>", for tf itself "tensorflow.compat.v1", for
# tf.layers and tf.nn.rnn_cell tf_keras's legacy modules, for tf.flags TF's wrapper of absl's
# flags, for tf.logging "tensorflow.compat.v1.logging". (Only the first line is TF's: scopelab
# adds why it leaves out a name TF has.)
NAMESPACES = ["", "train", "layers", "losses", "data", "data.experimental", "summary", "gfile",
              "io", "io.gfile", "app", "flags", "logging", "linalg", "debugging", "random", "nn",
              "nn.rnn_cell", "bitwise", "nest", "compat", "errors", "math", "metrics",
              "initializers", "dtypes"]


def lookup(namespace, name):
    module = tf
    for part in namespace.split(".") if namespace else []:
        module = getattr(module, part)
    return getattr(module, name)


for namespace in NAMESPACES:
    expect_error(lambda: lookup(namespace, "no_such_name"), "missing_in_" + (namespace or "tf"))
    expect_error(lambda: lookup(namespace, "_private_name"), "private_in_" + (namespace or "tf"))
emit("hasattr", [hasattr(tf.train, "no_such_name"), hasattr(tf.errors, "OpError"),
                 getattr(tf.io.gfile, "no_such_name", "default")])
