# tier: semantics
# tf.app.run(main, argv): parses the flags it knows from argv (unknown ones, and what follows
# "--", stay in the argv main receives), calls main(argv) and exits through sys.exit with
# main's return value; a bad value of a known flag raises before main runs. tf.app.run also
# switches logging to absl's handler: the case puts the root logger back afterwards.
import logging

root = logging.getLogger()
root_handlers, root_level = list(root.handlers), root.level
tf.flags.DEFINE_integer('c511_epochs', 1, 'Epochs.')
tf.flags.DEFINE_boolean('c511_debug', False, 'Debug.')
seen = []


def run(argv, returns=None):
    def main(args):
        seen.append([args, tf.flags.FLAGS.c511_epochs, tf.flags.FLAGS.c511_debug])
        return returns
    try:
        tf.app.run(main=main, argv=argv)
    except SystemExit as e:
        return ["SystemExit", e.code]
    return "returned"


emit("plain", run(['prog', 'data.txt']))
emit("flags_and_unknown", run(['prog', '--c511_epochs=3', '--c511_other=x', 'a', '--c511_debug',
                               '--', '--c511_epochs=4'], returns=2))
emit("string_status", run(['prog'], returns="failed"))
emit("zero_status", run(['prog', '--noc511_debug'], returns=0))
emit("seen", seen)
expect_error(lambda: run(['prog', '--c511_epochs=many']), "bad_value")
expect_error(lambda: run(['prog', '--c511_epochs']), "missing_value")
emit("main_not_called", len(seen))
emit("app_flags", [tf.app.flags is tf.flags, tf.app.flags.FLAGS is tf.flags.FLAGS])
emit("help_flags", ['help' in tf.flags.FLAGS, 'helpfull' in tf.flags.FLAGS])
root.handlers[:] = root_handlers
root.setLevel(root_level)
