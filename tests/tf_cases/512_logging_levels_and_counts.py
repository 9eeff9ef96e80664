# tier: semantics
# tf.logging: TF1's level constants (Python's), set_verbosity/get_verbosity on the "tensorflow"
# logger, which messages pass the level, the level names of warn/fatal/TaskLevelStatusMessage/
# vlog/log_if, and how log_every_n / log_first_n count calls. TF keys the count by the first
# calling frame in *another file* than the caller: the calls here run in compiled strings, so
# each exec line below is one place, and the calls made from one place share a single count
# (log_first_n after 7 log_every_n calls logs nothing). flush raises NotImplementedError.
import logging

records = []


class Keep(logging.Handler):
    def emit(self, record):
        records.append([record.levelname, record.getMessage()])


logger = tf.get_logger()
keep = Keep()
logger.addHandler(keep)
emit("levels", [tf.logging.DEBUG, tf.logging.INFO, tf.logging.WARN, tf.logging.ERROR,
                tf.logging.FATAL])
emit("logger", [logger.name, logger is logging.getLogger("tensorflow")])
before = logger.level
tf.logging.set_verbosity(tf.logging.WARN)
emit("verbosity_warn", tf.logging.get_verbosity())
tf.logging.info("hidden %d", 1)
tf.logging.warning("shown %s", "w")
tf.logging.warn("warn alias")
tf.logging.error("an error")
tf.logging.fatal("fatal, but the program goes on")
tf.logging.TaskLevelStatusMessage("task status")
tf.logging.set_verbosity(tf.logging.DEBUG)
emit("verbosity_debug", tf.logging.get_verbosity())
tf.logging.debug("debug %s", "now shown")
tf.logging.log(tf.logging.INFO, "log at %s", "INFO")
tf.logging.vlog(1, "vlog 1")
tf.logging.vlog(25, "vlog 25")
tf.logging.log_if(tf.logging.INFO, "if true", True)
tf.logging.log_if(tf.logging.INFO, "if false", False)
every_then_first = """
for i in range(7):
    tf.logging.log_every_n(tf.logging.INFO, "every 3: %d", 3, i)
for i in range(4):
    tf.logging.log_first_n(tf.logging.INFO, "first 2 (shared count): %d", 2, i)
"""
first = """
for i in range(4):
    tf.logging.log_first_n(tf.logging.INFO, "first 2: %d", 2, i)
"""
exec(compile(every_then_first, "<c512>", "exec"))
exec(compile(first, "<c512>", "exec"))
emit("records", records)
expect_error(tf.logging.flush, "flush")
tf.logging.set_verbosity(before)
logger.removeHandler(keep)
