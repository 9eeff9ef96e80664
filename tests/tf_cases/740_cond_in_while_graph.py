# tier: graph
# tf.cond inside a while loop body, as TF1 builds it: the cond's Switches take loop values
# straight from the body (while/cond/mul/Switch of while/Identity_1), an outside tensor enters
# the loop frame first (while/cond/mul/Enter, then Switch_1), a branch constant waits on the
# branch pivot (while/cond/sub/y after switch_f). Its gradient stacks the predicate each
# iteration (gradients/while/cond/Merge_grad/f_acc of while/cond/pred_id), pushes branch values
# inside the branch (StackPushV2/Switch, f_sync) and pops them behind a Switch on the popped
# predicate; the untaken side gets zeros behind the same Switch (gradients/Switch_2...).
w = tf.constant(1.5, name="w")
def body(i, x):
    y = tf.cond(x < 5.0, lambda: x * w, lambda: x - 1.0)
    return i + 1, y
i, x = tf.while_loop(lambda i, x: i < 4, body, [0, 2.0])
dw, = tf.gradients(x, [w])
emit("names", [i.name, x.name, dw.name])
emit("nodes", graph_nodes())
with tf.Session() as sess:
    emit("values", sess.run([i, x, dw]))
