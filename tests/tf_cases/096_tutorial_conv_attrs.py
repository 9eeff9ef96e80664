# tier: semantics
# Attributes of the ops a conv_relu layer builds: Conv2D's T/strides/padding/data_format/
# dilations/use_cudnn_on_gpu, BiasAdd's data_format, Relu's T, VariableV2's dtype/shape.
image = tf.placeholder(tf.float32, [1, 4, 4, 2], name="image")
with tf.variable_scope("conv"):
    w = tf.get_variable("weights", [3, 3, 2, 4])
    b = tf.get_variable("biases", [4])
conv = tf.nn.conv2d(image, w, strides=[1, 2, 2, 1], padding="VALID")
out = tf.nn.relu(tf.nn.bias_add(conv, b))
c = conv.op
emit("type", c.type)
emit("T", c.get_attr("T"))
emit("strides", c.get_attr("strides"))
emit("padding", c.get_attr("padding"))
emit("data_format", c.get_attr("data_format"))
emit("dilations", c.get_attr("dilations"))
emit("use_cudnn_on_gpu", c.get_attr("use_cudnn_on_gpu"))
emit("bias_data_format", out.op.inputs[0].op.get_attr("data_format"))
emit("relu_T", out.op.get_attr("T"))
emit("var_dtype", w.op.get_attr("dtype"))
emit("var_shape", tf.TensorShape(w.op.get_attr("shape")))
emit("var_container", w.op.get_attr("container"))
emit("var_shared_name", w.op.get_attr("shared_name"))
expect_error(lambda: c.get_attr("nope"), "missing_attr")
