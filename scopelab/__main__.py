"""``python -m scopelab``: the Sharing Variables tutorial's image filter, built twice, run once.

The tutorial's ``my_image_filter`` (two ``conv_relu`` layers, each with ``get_variable``
"weights" and "biases") is called twice inside ``variable_scope("image_filters")``, the second
time after ``scope.reuse_variables()``, so both calls share one set of four variables. The
program first prints the code it runs, then the variables scope by scope, checks on seeded
random images that the two filters compute the same function, and lists the model's ops grouped
by name scope (the variables' own initializer, Assign and read ops are counted, not listed: the
second filter's ops in ``conv1_1/`` reading the first one's weights are the point). No line is
wider than 100 columns. Only the public API is used: with
``tensorflow.compat.v1`` in place of scopelab it prints the same lines. The output is the same
on every run because the graph seed and the images are fixed. ``--help`` says all this and
stops; ``--version`` prints scopelab's version and stops. The tour's sentences are English,
Korean or Chinese (``--lang en|ko|zh``; by default the locale's, see ``tour_text.py``, where
they are kept); its code and TensorFlow's names stay as they are.
"""
import argparse
import inspect
import itertools
import os

import numpy as np

import scopelab as tf
from scopelab.tour_text import TEXT, language

IMAGE_SHAPE = [1, 8, 8, 32]  # small NHWC images; 32 channels to fit the tutorial's kernels
WIDTH = 100  # columns: every printed line fits


def conv_relu(input, kernel_shape, bias_shape):
    # Create variable named "weights".
    weights = tf.get_variable("weights", kernel_shape,
                              initializer=tf.random_normal_initializer())
    # Create variable named "biases".
    biases = tf.get_variable("biases", bias_shape,
                             initializer=tf.constant_initializer(0.0))
    conv = tf.nn.conv2d(input, weights, strides=[1, 1, 1, 1], padding="SAME")
    return tf.nn.relu(conv + biases)


def my_image_filter(input_images):
    with tf.variable_scope("conv1"):
        # Variables created here will be named "conv1/weights", "conv1/biases".
        relu1 = conv_relu(input_images, [5, 5, 32, 32], [32])
    with tf.variable_scope("conv2"):
        # Variables created here will be named "conv2/weights", "conv2/biases".
        return conv_relu(relu1, [5, 5, 32, 32], [32])


def scope_of(name):
    """The scope part of an op or variable name: "a/b/c" -> "a/b", "c" -> ""."""
    return name.rpartition("/")[0]


def print_variables(say):
    variables = tf.global_variables()  # in creation order: each scope's variables are adjacent
    print(say["variables"] % len(variables))
    for scope, group in itertools.groupby(variables, key=lambda v: scope_of(v.op.name)):
        print("  %s/" % scope)
        for v in group:
            # dtype is float32_ref, as in TF1: a variable's output is a reference to its buffer.
            print("    %-8s shape=%-16s dtype=%s" % (v.op.name.rpartition("/")[2],
                                                    v.shape, v.dtype.name))


def print_outputs_check(say, image1, image2, result1, result2):
    rng = np.random.RandomState(0)
    a = rng.rand(*IMAGE_SHAPE).astype(np.float32)
    b = rng.rand(*IMAGE_SHAPE).astype(np.float32)
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        same_in = sess.run([result1, result2], feed_dict={image1: a, image2: a})
        other_in = sess.run([result1, result2], feed_dict={image1: a, image2: b})
    print(say["outputs"] % (list(same_in[0].shape),))
    print(say["same"] % np.array_equal(*same_in))
    print(say["different"] % np.array_equal(*other_in))


def owner(op, variables):
    """The variable ``op`` belongs to (the variable itself, its initializer, Assign and read
    ops all live under its name), else None."""
    for v in variables:
        if op.name == v.op.name or op.name.startswith(v.op.name + "/"):
            return v
    return None


def print_ops(say):
    ops = tf.get_default_graph().get_operations()
    variables = tf.global_variables()
    model = [op for op in ops if owner(op, variables) is None]
    print(say["ops"] % (len(ops), len(ops) - len(model), len(variables), len(model)))
    # Sorting by scope (a stable sort) gathers each scope's ops and keeps their creation order.
    for scope, group in itertools.groupby(sorted(model, key=lambda op: scope_of(op.name)),
                                          key=lambda op: scope_of(op.name)):
        print("  %s" % (scope + "/" if scope else say["top"]))
        for op in group:
            inputs = [t.name for t in op.inputs]
            line = "    %-8s %-12s %s" % (op.name.rpartition("/")[2], op.type, ", ".join(inputs))
            if len(line) <= WIDTH:
                print(line.rstrip())
            else:  # one input a line, under the op
                print("    %-8s %s" % (op.name.rpartition("/")[2], op.type))
                for name in inputs:
                    print("        <- %s" % name)


def build():
    tf.set_random_seed(0)  # fixes the random_normal weights, so the output is reproducible
    image1 = tf.placeholder(tf.float32, IMAGE_SHAPE, name="image1")
    image2 = tf.placeholder(tf.float32, IMAGE_SHAPE, name="image2")
    with tf.variable_scope("image_filters") as scope:
        result1 = my_image_filter(image1)
        scope.reuse_variables()
        result2 = my_image_filter(image2)
    return image1, image2, result1, result2


def print_code(say):
    print(say["program"])
    for function in (conv_relu, my_image_filter, build):
        print(inspect.getsource(function))


def main(argv=None):
    # --lang first, alone: the help itself is in the language asked for.
    choice = argparse.ArgumentParser(add_help=False)
    choice.add_argument("--lang", choices=sorted(TEXT), default=language(os.environ))
    say = TEXT[choice.parse_known_args(argv)[0].lang]
    parser = argparse.ArgumentParser(prog="python -m scopelab", description=say["description"],
                                     epilog=say["epilog"])
    parser.add_argument("--lang", choices=sorted(TEXT), help=say["lang"])
    parser.add_argument("--version", action="version", version="scopelab %s" % tf.__version__)
    parser.parse_args(argv)
    print_code(say)
    image1, image2, result1, result2 = build()
    print_variables(say)
    print_outputs_check(say, image1, image2, result1, result2)
    print_ops(say)


if __name__ == "__main__":
    main()
