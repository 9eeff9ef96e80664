# tier: semantics
# synchronization and aggregation: an ON_READ variable defaults to trainable=False (get_variable
# and tf.Variable, in a scope's trainable_variables too) unless trainable=True is given; the
# settings are kept on the variable, handed (with defaults AUTO / NONE, trainable resolved) to
# every custom getter of a nested chain and to variable creators; unknown values raise.
seen = []


def outer_getter(getter, name, *args, **kwargs):
    seen.append(["outer", name, str(kwargs["synchronization"]), str(kwargs["aggregation"]),
                 kwargs["trainable"]])
    return getter(name, *args, **kwargs)


def inner_getter(getter, name, *args, **kwargs):
    seen.append(["inner", name, str(kwargs["synchronization"]), str(kwargs["aggregation"]),
                 kwargs["trainable"]])
    return getter(name, *args, **kwargs)


def creator(next_creator, **kwargs):
    seen.append(["creator", kwargs["name"], str(kwargs["synchronization"]),
                 str(kwargs["aggregation"]), kwargs["trainable"]])
    return next_creator(**kwargs)


with tf.variable_scope('m', custom_getter=outer_getter) as scope:
    with tf.variable_scope('n', custom_getter=inner_getter):
        with tf.variable_creator_scope(creator):
            a = tf.get_variable('a', [1], synchronization=tf.VariableSynchronization.ON_READ,
                                aggregation=tf.VariableAggregation.MEAN)
            b = tf.get_variable('b', [1], aggregation=tf.VariableAggregation.ONLY_FIRST_REPLICA)
            c = tf.get_variable('c', [1], synchronization=tf.VariableSynchronization.ON_READ,
                                trainable=True)
            d = tf.Variable(1.0, name='d', synchronization=tf.VariableSynchronization.ON_READ)
            e = tf.Variable(1.0, name='e', synchronization=tf.VariableSynchronization.NONE,
                            aggregation=tf.VariableAggregation.SUM)
    emit("scope_trainable", scope.trainable_variables())
emit("seen", seen)
emit("settings", [[v.name, str(v.synchronization), str(v.aggregation), v.trainable]
                  for v in (a, b, c, d, e)])
emit("trainable_variables", tf.trainable_variables())
emit("global_variables", tf.global_variables())
emit("enums", [[m.name, m.value] for m in tf.VariableSynchronization] +
     [[m.name, m.value] for m in tf.VariableAggregation])
expect_error(lambda: tf.Variable(1.0, synchronization=7, name='bad_sync'), "variable_bad_sync")
expect_error(lambda: tf.Variable(1.0, aggregation='mean', name='bad_agg'), "variable_bad_agg")
expect_error(lambda: tf.get_variable('bad', [1], synchronization='on_read'),
             "get_variable_bad_sync")
