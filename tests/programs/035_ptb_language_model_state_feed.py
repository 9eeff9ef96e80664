# A PTB-tutorial-style language model: a model class built twice, for training and for
# evaluation, in tf.variable_scope("Model", reuse=None / reuse=True, initializer=
# random_uniform_initializer) under name scopes Train/ and Valid/; a MultiRNNCell of
# DropoutWrapper'd LSTMCells (reuse=tf.get_variable_scope().reuse) unrolled by hand with
# reuse_variables() after the first step; the learning rate a non-trainable variable set
# through a placeholder and tf.assign; SGD after clip_by_global_norm with a global step. Each
# epoch carries the LSTM state across batches: sess.run with a dict of fetches returns the
# final state (a tuple of LSTMStateTuples) and its c and h are fed back as the next batch's
# initial state. Perplexities of three train/valid epochs on seeded random words.
import numpy as np
rng = np.random.RandomState(5)
raw = rng.randint(0, 20, 602).astype(np.int32)


class Config(object):
    init_scale = 0.1
    learning_rate = 1.0
    max_grad_norm = 5
    num_layers = 2
    num_steps = 5
    hidden_size = 16
    keep_prob = 1.0
    lr_decay = 0.5
    batch_size = 4
    vocab_size = 20


class PTBModel(object):
    def __init__(self, is_training, config):
        self.batch_size = batch_size = config.batch_size
        self.num_steps = num_steps = config.num_steps
        size = config.hidden_size
        vocab_size = config.vocab_size
        self.input_data = tf.placeholder(tf.int32, [batch_size, num_steps])
        self.targets = tf.placeholder(tf.int32, [batch_size, num_steps])

        def lstm_cell():
            return tf.nn.rnn_cell.LSTMCell(size, forget_bias=0.0, state_is_tuple=True,
                                           reuse=tf.get_variable_scope().reuse)

        def attn_cell():
            return tf.nn.rnn_cell.DropoutWrapper(lstm_cell(), output_keep_prob=config.keep_prob)

        cell = tf.nn.rnn_cell.MultiRNNCell([attn_cell() for _ in range(config.num_layers)],
                                           state_is_tuple=True)
        self.initial_state = cell.zero_state(batch_size, tf.float32)
        with tf.device("/cpu:0"):
            embedding = tf.get_variable("embedding", [vocab_size, size], dtype=tf.float32)
            inputs = tf.nn.embedding_lookup(embedding, self.input_data)
        if is_training and config.keep_prob < 1:
            inputs = tf.nn.dropout(inputs, config.keep_prob)
        outputs = []
        state = self.initial_state
        with tf.variable_scope("RNN"):
            for time_step in range(num_steps):
                if time_step > 0:
                    tf.get_variable_scope().reuse_variables()
                (cell_output, state) = cell(inputs[:, time_step, :], state)
                outputs.append(cell_output)
        output = tf.reshape(tf.stack(axis=1, values=outputs), [-1, size])
        softmax_w = tf.get_variable("softmax_w", [size, vocab_size], dtype=tf.float32)
        softmax_b = tf.get_variable("softmax_b", [vocab_size], dtype=tf.float32)
        logits = tf.matmul(output, softmax_w) + softmax_b
        loss = tf.nn.sparse_softmax_cross_entropy_with_logits(
            labels=tf.reshape(self.targets, [-1]), logits=logits)
        self.cost = cost = tf.reduce_sum(loss) / batch_size
        self.final_state = state
        if not is_training:
            return
        self.lr = tf.Variable(0.0, trainable=False)
        tvars = tf.trainable_variables()
        grads, _ = tf.clip_by_global_norm(tf.gradients(cost, tvars), config.max_grad_norm)
        optimizer = tf.train.GradientDescentOptimizer(self.lr)
        self.train_op = optimizer.apply_gradients(
            zip(grads, tvars), global_step=tf.train.get_or_create_global_step())
        self.new_lr = tf.placeholder(tf.float32, shape=[], name="new_learning_rate")
        self.lr_update = tf.assign(self.lr, self.new_lr)

    def assign_lr(self, session, lr_value):
        session.run(self.lr_update, feed_dict={self.new_lr: lr_value})


def run_epoch(session, model, data, eval_op=None):
    costs, iters = 0.0, 0
    state = session.run(model.initial_state)
    fetches = {"cost": model.cost, "final_state": model.final_state}
    if eval_op is not None:
        fetches["eval_op"] = eval_op
    n = len(data) // (model.batch_size * model.num_steps)
    d = data[:n * model.batch_size * model.num_steps + 1]
    xs = d[:-1].reshape(model.batch_size, -1)
    ys = d[1:].reshape(model.batch_size, -1)
    for step in range(xs.shape[1] // model.num_steps):
        feed_dict = {model.input_data: xs[:, step * model.num_steps:(step + 1) * model.num_steps],
                     model.targets: ys[:, step * model.num_steps:(step + 1) * model.num_steps]}
        for i, (c, h) in enumerate(model.initial_state):
            feed_dict[c] = state[i].c
            feed_dict[h] = state[i].h
        vals = session.run(fetches, feed_dict)
        state = vals["final_state"]
        costs += vals["cost"]
        iters += model.num_steps
    return np.exp(costs / iters)


config = Config()
tf.set_random_seed(5)
initializer = tf.random_uniform_initializer(-config.init_scale, config.init_scale)
with tf.name_scope("Train"):
    with tf.variable_scope("Model", reuse=None, initializer=initializer):
        m = PTBModel(is_training=True, config=config)
    tf.summary.scalar("Training Loss", m.cost)
with tf.name_scope("Valid"):
    with tf.variable_scope("Model", reuse=True, initializer=initializer):
        mvalid = PTBModel(is_training=False, config=config)
emit("variables", tf.global_variables())
emit("names", [m.cost.name, mvalid.cost.name, m.final_state[1].h.name, mvalid.final_state[1].h.name])
emit("ops", len(tf.get_default_graph().get_operations()))
with tf.Session() as session:
    session.run(tf.global_variables_initializer())
    out = []
    for i in range(3):
        m.assign_lr(session, config.learning_rate * config.lr_decay ** max(i - 1, 0.0))
        out.append(run_epoch(session, m, raw[:401], eval_op=m.train_op))
        out.append(run_epoch(session, mvalid, raw[400:]))
    emit("perplexities", out)
    emit("step", session.run(tf.train.get_global_step()))
