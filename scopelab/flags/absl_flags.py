"""The flags every TF 2.x process already has: absl's and TF's own, defined when TF is imported.

They matter to a TF1 script in three ways, which is why they are defined here too: a script
that defines one of these names (``log_dir`` is the usual one) fails with TF's
``DuplicateFlagError`` ("First from absl.logging"); the command line may give them
(``--logtostderr``, ``-v=1``) without an "unknown flag" error; and a mistyped flag may be
matched to one of them ("Did you mean: stderrthreshold ?"). They change nothing in scopelab.

>>> from scopelab.flags import FLAGS
>>> FLAGS["log_dir"].help
'directory to write logfiles into'
"""
from .flag import BooleanFlag, Flag, FloatFlag, IntegerFlag

_DEBUGGER = ("$PYTHONBREAKPOINT "
             "(https://docs.python.org/3/using/cmdline.html#envvar-PYTHONBREAKPOINT)")
ABSL_FLAGS = {
    "absl.logging": [
        (BooleanFlag, "logtostderr", False, "Should only log to stderr?"),
        (BooleanFlag, "alsologtostderr", False, "also log to stderr?"),
        (Flag, "log_dir", "", "directory to write logfiles into"),
        (IntegerFlag, "verbosity", -1, "Logging verbosity level. Messages logged at this level "
         "or lower will be included. Set to 1 for debug logging. If the flag was not set or "
         "supplied, the value will be changed from the default of -1 (warning) to 0 (info) "
         "after flags are parsed."),
        (Flag, "logger_levels", "", "Specify log level of loggers. The format is a CSV list of "
         "`name:level`. Where `name` is the logger name used with `logging.getLogger()`, and "
         "`level` is a level name  (INFO, DEBUG, etc). e.g. `myapp.foo:INFO,other.logger:DEBUG`"),
        (Flag, "stderrthreshold", "fatal", "log messages at this level, or more severe, to stderr "
         "in addition to the logfile.  Possible values are 'debug', 'info', 'warning', 'error', "
         "and 'fatal'.  Obsoletes --alsologtostderr. Using --alsologtostderr cancels the effect "
         "of this flag. Please also note that this flag is subject to --verbosity and requires "
         "logfile not be stderr."),
        (BooleanFlag, "showprefixforinfo", True, "If False, do not prepend prefix to info "
         "messages when it's logged to stderr, --verbosity is set to INFO level, and python "
         "logging is used.")],
    "absl.app": [
        (BooleanFlag, "run_with_pdb", False, "Set to true for debug mode. PDB is used by "
         "default; %s can be used to specify a custom debugger." % _DEBUGGER),
        (BooleanFlag, "pdb_post_mortem", False, "Set to true to handle uncaught exceptions with "
         "the post mortem debugger. PDB is used by default; %s can be used to specify a custom "
         "one." % _DEBUGGER),
        (BooleanFlag, "pdb", False, "Alias for --pdb_post_mortem."),
        (BooleanFlag, "run_with_profiling", False, "Set to true for profiling the script. "
         "Execution will be slower, and the output format might change over time."),
        (Flag, "profile_file", None, "Dump profile information to a file (for python -m "
         "pstats). Implies --run_with_profiling."),
        (BooleanFlag, "use_cprofile_for_profiling", True, "Use cProfile instead of the profile "
         "module for profiling. This has no effect unless --run_with_profiling is set."),
        (BooleanFlag, "only_check_args", False, "Set to true to validate args and exit.")],
    "tensorflow.python.ops.parallel_for.pfor": [
        (BooleanFlag, "op_conversion_fallback_to_while_loop", True,
         "DEPRECATED: Flag is ignored.")],
    "tensorflow.python.tpu.tensor_tracer_flags": [
        (FloatFlag, "delta_threshold", 0.5, "Log if history based diff crosses this threshold."),
        (BooleanFlag, "tt_check_filter", False, "Terminate early to check op name filtering."),
        (BooleanFlag, "tt_single_core_summaries", False,
         "Report single core metric and avoid aggregation.")],
    "tensorflow.python.tpu.client.client": [
        (BooleanFlag, "runtime_oom_exit", True, "Exit the script when the TPU runtime is OOM."),
        (BooleanFlag, "hbm_oom_exit", True, "Exit the script when the TPU HBM is OOM.")],
    "absl.testing.absltest": [
        (Flag, "test_srcdir", "", "Root of directory tree where source files live"),
        (Flag, "test_tmpdir", "/tmp/absl_testing", "Directory for temporary testing files"),
        (IntegerFlag, "test_random_seed", 301, "Random seed for testing. Some test frameworks may "
         "change the default value of this flag between runs, so it is not appropriate for "
         "seeding probabilistic tests."),
        (Flag, "test_randomize_ordering_seed", "", "If positive, use this as a seed to randomize "
         "the execution order for test cases. If \"random\", pick a random seed to use. If 0 or "
         "not set, do not randomize test case execution order. This flag also overrides the "
         "TEST_RANDOMIZE_ORDERING_SEED environment variable."),
        (Flag, "xml_output_file", "", "File to store XML test results")],
}


def define_absl_flags(flag_values):
    """Registers the table above, each flag under the module TF's process has it from."""
    for module, flags in ABSL_FLAGS.items():
        for kind, name, default, help_text in flags:
            flag = kind(name, default, help_text)
            flag_values.register(flag, module)
            if name == "verbosity":
                flag_values.register(flag, module, name="v")
