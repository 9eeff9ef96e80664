# tier: semantics
# Slots and shadows of variables made by a template (make_template): names follow the template's
# variable scope. An EMA applied INSIDE the template function runs under the template's reuse on
# the second call: with one EMA object the shadow is found again; with a new EMA per call the
# second one reuses (shares) the first one's shadow through get_variable.
def make_w():
    return tf.get_variable('w', [2, 1], initializer=tf.constant_initializer([[1.0], [2.0]]))

def layer(x):
    return tf.matmul(x, make_w())

net = tf.make_template('net', layer)
x1 = tf.constant([[1.0, 0.0]])
x2 = tf.constant([[0.0, 1.0]])
loss = tf.reduce_sum(net(x1)) + tf.reduce_sum(tf.square(net(x2)))
w = tf.trainable_variables()[0]
opt = tf.train.AdagradOptimizer(0.1)
train = opt.minimize(loss)
emit("slot", [w, opt.get_slot(w, 'accumulator'), tf.global_variables()])
# One EMA object used inside the template.
ema = tf.train.ExponentialMovingAverage(0.5)
def averaged_layer(x):
    v = make_w()
    return tf.matmul(x, v), ema.apply([v])
avg_net = tf.make_template('avg_net', averaged_layer)
_, u1 = avg_net(x1)
_, u2 = avg_net(x2)
emit("one_ema", [u1, u2, ema.average(tf.global_variables('avg_net')[0]),
                 tf.global_variables('avg_net')])
# A new EMA on each call.
emas = []
def averaged_layer2(x):
    v = make_w()
    e = tf.train.ExponentialMovingAverage(0.5)
    emas.append(e)
    return tf.matmul(x, v), e.apply([v]), v
avg_net2 = tf.make_template('avg_net2', averaged_layer2)
_, u3, v3 = avg_net2(x1)
res = expect_error(lambda: avg_net2(x2), "second_call_new_ema")
emit("new_ema_each_call", [u3, [e.average(v3) for e in emas], tf.global_variables('avg_net2')])
with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    sess.run(train)
    emit("values", sess.run([w, opt.get_slot(w, 'accumulator')]))
