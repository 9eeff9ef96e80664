# tier: semantics
# tf.flags beyond the basics: DEFINE_enum/list/bool (alias of boolean), integer bounds, the
# ways a command line gives values (--f v, -f=v, --nof, positional arguments anywhere, --), the
# leftovers FLAGS(argv) returns, FlagHolder, set_default, and the errors of bad values, unknown
# flags (with suggestions), flags defined twice or named after a FlagValues method. absl's own
# flags are there from the start: a script can't define log_dir, but may pass --test_tmpdir.
flags = tf.flags
FLAGS = flags.FLAGS
h_steps = flags.DEFINE_integer('c510_steps', 100, 'Training steps.', lower_bound=1)
flags.DEFINE_integer('c510_width', 3, 'Width.', lower_bound=0, upper_bound=5)
flags.DEFINE_float('c510_rate', 1, 'Rate.')
flags.DEFINE_bool('c510_shuffle', True, 'Shuffle.')
flags.DEFINE_boolean('c510_verbose', 'false', 'Verbose.')
flags.DEFINE_enum('c510_mode', 'train', ['train', 'eval'], 'Mode.')
flags.DEFINE_enum('c510_opt', 'Adam', ['Adam', 'sgd'], 'Optimizer.', case_sensitive=False)
flags.DEFINE_list('c510_layers', '64, 32', 'Layer sizes.')
flags.DEFINE_string('c510_name', None, 'Run name.')
emit("holder", [h_steps.name, h_steps.default, h_steps.present])
rest = FLAGS(['prog', 'in.txt', '--c510_steps', '7', '--noc510_shuffle', '-c510_rate=0.5',
              '--c510_mode=eval', '--c510_layers=8,4', '--c510_opt=SGD', 'more',
              '--c510_verbose', '--', '--c510_width=1'])
emit("rest", rest)
emit("values", [FLAGS.c510_steps, FLAGS.c510_width, FLAGS.c510_rate, FLAGS.c510_shuffle,
                FLAGS.c510_verbose, FLAGS.c510_mode, FLAGS.c510_layers, FLAGS.c510_opt,
                FLAGS.c510_name])
emit("holder_after", [h_steps.value, h_steps.present, FLAGS['c510_steps'].present,
                      FLAGS['c510_width'].present, FLAGS['c510_steps'].default])
emit("dict", sorted((k, v) for k, v in FLAGS.flag_values_dict().items() if k.startswith('c510')))
emit("contains", ['c510_steps' in FLAGS, 'c510_nope' in FLAGS])
emit("hex", (FLAGS(['p', '--c510_steps=0x10']), FLAGS.c510_steps))
emit("bool_words", [(FLAGS(['p', '--c510_shuffle=' + w]), FLAGS.c510_shuffle)[1]
                    for w in ['true', 'F', '1', 'false', 'T', '0']])
FLAGS.set_default('c510_width', 4)
emit("set_default", FLAGS.c510_width)
FLAGS.c510_width = 5
emit("assigned", FLAGS.c510_width)


def assign_out_of_bounds():
    FLAGS.c510_width = 9


expect_error(assign_out_of_bounds, "assign_out_of_bounds")  # bounds are validators
emit("kept", FLAGS.c510_width)
expect_error(lambda: FLAGS.set_default('c510_width', 7), "default_out_of_bounds")
expect_error(lambda: FLAGS(['p', '--c510_width=6']), "out_of_range")
expect_error(lambda: FLAGS(['p', '--c510_steps=0']), "not_positive")
expect_error(lambda: FLAGS(['p', '--c510_mode=test']), "bad_enum")
expect_error(lambda: FLAGS(['p', '--c510_shuffle=yes']), "bad_bool")
expect_error(lambda: FLAGS(['p', '--c510_rate=fast']), "bad_float")
expect_error(lambda: FLAGS(['p', '--c510_steps']), "missing_value")
expect_error(lambda: FLAGS(['p', '--noc510_shuffle=1']), "negated_with_value")
expect_error(lambda: FLAGS(['p', '--noc510_steps']), "negated_non_bool")
expect_error(lambda: FLAGS(['p', '--c510_step=3']), "suggestion")
expect_error(lambda: FLAGS(['p', '--c510_zzzzzzzzzz=3']), "no_suggestion")
expect_error(lambda: FLAGS([]), "empty_argv")
expect_error(lambda: FLAGS('prog --x'), "string_argv")
emit("known_only", FLAGS(['p', '--c510_unknown=1', '--c510_steps=2', 'x'], known_only=True))
expect_error(lambda: flags.DEFINE_integer('c510_bad_default', 'ten', 'h'), "bad_default")
expect_error(lambda: flags.DEFINE_integer('c510_float_default', 1.5, 'h'), "float_default")
expect_error(lambda: flags.DEFINE_string('c510_int_string', 3, 'h'), "int_string")
expect_error(lambda: flags.DEFINE_enum('c510_no_choices', None, [], 'h'), "empty_enum")
expect_error(lambda: flags.DEFINE_integer('c510_big', 9, 'h', upper_bound=5), "bad_bound")
expect_error(lambda: flags.DEFINE_string('', 'a', 'h'), "empty_name")
expect_error(lambda: flags.DEFINE_string('is_parsed', 'a', 'h'), "method_name")
expect_error(lambda: flags.DEFINE_bool('c510_shuffle', False, 'again'), "twice")
expect_error(lambda: FLAGS.c510_nope, "undefined_read")
expect_error(lambda: flags.DEFINE_string('log_dir', '/tmp/logs', 'Logs.'), "absl_flag_name")
expect_error(lambda: FLAGS(['p', '--stderrthresh=info']), "absl_suggestion")
emit("absl_flag", [FLAGS(['p', '--test_tmpdir=/tmp/c510']), FLAGS.test_tmpdir])


def assign_undefined():
    FLAGS.c510_nope = 1


expect_error(assign_undefined, "undefined_assign")
expect_error(lambda: FLAGS['c510_nope'], "undefined_item")
