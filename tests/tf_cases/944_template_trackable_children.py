# tier: semantics
# A template's first call records what it made, keyed by name inside its scope
# (_trackable_children): its get_variable variables ("dummy", "b"; a tf.Variable is not one),
# and, for variables a template made inside it, that template ("nested", "nested_1",
# "deep/n"); a template not yet called has none, and later calls add none. The error of a
# failing call says where the template was made ("originally defined at:").
import sys
template = sys.modules[tf.make_template.__module__]  # TF's template module, or scopelab's


def dummy(trainable=True):
    return tf.get_variable("dummy", shape=[1], trainable=trainable,
                           initializer=tf.zeros_initializer())


def children(t):
    return {key: value.name if hasattr(value, "dtype") else "template " + value.variable_scope.name
            for key, value in t._trackable_children().items()}


def nested_template():
    n1 = template.make_template("nested", dummy)
    n2 = template.make_template("nested", dummy)
    return n1(), n2()


t1 = template.make_template("s1", nested_template)
emit("before a call", children(t1))
t1()
t1()
emit("nested", children(t1))
emit("order", list(t1._trackable_children()))
t3 = template.make_template("s3", lambda: (dummy(), tf.get_variable("b", [2]),
                                           tf.Variable(1.0, name="plain")))
t3()
emit("own variables", children(t3))
with tf.variable_scope("outer"):
    t4 = template.make_template("t4", lambda: tf.get_variable("w", [1]))
    t4()
emit("in a scope", children(t4))


def inner_scoped():
    with tf.variable_scope("deep"):
        return template.make_template("n", dummy)()


t6 = template.make_template("t6", inner_scoped)
t6()
emit("nested in a sub-scope", children(t6))
first = ["a\n", "b\n", "c\n"]
emit("skip common", [template._skip_common_stack_elements(first, ["a\n", "x\n"]),
                     template._skip_common_stack_elements(first, first)])


def fails(x):
    raise ValueError("no good")


bad = template.make_template("bad", fails)
message = expect_error(lambda: bad(1.0), "failing call")
