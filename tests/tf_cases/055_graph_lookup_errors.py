# tier: semantics
# get_tensor_by_name / get_operation_by_name / as_graph_element: results and errors.
g = tf.get_default_graph()
x = tf.constant(1.0, name='x')
with tf.name_scope('s'):
    y = tf.identity(x, name='y')
emit("found", [g.get_tensor_by_name('x:0'), g.get_operation_by_name('s/y'),
               g.get_tensor_by_name('s/y:0').op is y.op])
expect_error(lambda: g.get_tensor_by_name('nope:0'), "missing_tensor")
expect_error(lambda: g.get_tensor_by_name('x:1'), "bad_index")
expect_error(lambda: g.get_tensor_by_name('x'), "op_name_for_tensor")
expect_error(lambda: g.get_tensor_by_name('nope'), "missing_op_name_for_tensor")
expect_error(lambda: g.get_tensor_by_name('x:y'), "non_int_index")
expect_error(lambda: g.get_tensor_by_name('x:0:0'), "two_colons")
expect_error(lambda: g.get_operation_by_name('nope'), "missing_op")
expect_error(lambda: g.get_operation_by_name('x:0'), "tensor_name_for_op")
expect_error(lambda: g.get_operation_by_name(3), "int_op_name")
expect_error(lambda: g.get_tensor_by_name(x), "tensor_as_name")
emit("as_graph_element", [g.as_graph_element('x:0'), g.as_graph_element('s/y'),
                          g.as_graph_element(x)])
