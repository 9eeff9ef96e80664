"""``tf.train.Scaffold`` and the session creators a MonitoredSession starts from.

Mirrors the first half of ``tensorflow/python/training/monitored_session.py`` and the
single-machine part of ``session_manager.py``. ``Scaffold.finalize()`` makes whatever the
program did not give, each kept in its graph collection so that a second Scaffold finds it:

- ``init_op`` (collection ``init_op``): ``group_deps``, grouping ``init`` (all global
  variables) with ``init_1`` (TF's shared resources; scopelab has none);
- ``ready_op`` (``ready_op``): the names of the uninitialized variables,
  ``report_uninitialized_variables`` concatenated with ``report_uninitialized_resources``
  (empty); ``ready_for_local_init_op`` the same for the global variables only;
- ``local_init_op`` (``local_init_op``): ``group_deps_1``, grouping the local variables'
  initializer with ``init_all_tables`` and a resources' NoOp;
- ``summary_op`` (``summary_op``): ``tf.summary.merge_all()``, None without summaries;
- ``saver`` (collection ``savers``): a ``Saver`` of all global variables;

then it finalizes the graph: adding an op raises "Graph is finalized and cannot be modified."

``ChiefSessionCreator.create_session()`` finalizes the scaffold and hands its ops to a
``SessionManager`` (session_manager.py), whose ``prepare_session`` makes a ``tf.Session`` (on
``master``, with ``config``): it restores the latest checkpoint of ``checkpoint_dir``
(or ``checkpoint_filename_with_path``) if there is one, else runs ``init_op`` and
``init_fn``; then ``local_init_op``; and checks ``ready_op`` (TF's RuntimeErrors when a step
leaves variables uninitialized). ``WorkerSessionCreator`` (a non-chief) only waits for the
model to be ready (``wait_for_session``): as in TF it looks every 30 seconds, and raises
DeadlineExceededError once ``max_wait_secs`` would pass (at once when it is under 30).
Left out: TF's sharded default Saver (scopelab's Saver builds the unsharded save ops; the
checkpoint files are the same), object-based checkpoints, tables and resources.

>>> import scopelab as tf
>>> with tf.Graph().as_default() as g:
...     w = tf.Variable(1.0, name="w")
...     scaffold = Scaffold().finalize()
>>> scaffold.init_op.name, scaffold.ready_op.name, scaffold.local_init_op.name, g.finalized
('group_deps', 'concat:0', 'group_deps_1', True)
"""
from .. import dtypes, tf_logging as logging
from ..default_graph import add_to_collection, get_collection, get_default_graph, name_scope
from ..graph_keys import GraphKeys
from ..ops.control_flow_ops import group, no_op
from ..ops.core import constant
from ..ops.indexing_ops import concat
from ..summary.summary_ops import merge_all
from ..variable_initialization import (global_variables_initializer,
                                       local_variables_initializer,
                                       report_uninitialized_variables)
from ..variables import global_variables
from .basic_session_run_hooks import only_saver
from .saver import Saver
from .session_manager import SessionManager


def _no_resources():
    """TF's ``report_uninitialized_resources()`` when there are no resources: an empty list."""
    with name_scope("report_uninitialized_resources"):
        return constant([], dtypes.string)


def _default_init_op():
    # The NoOp "init" stands for TF's initializer of shared resources, of which there are none.
    return group(global_variables_initializer(), no_op(name="init"),
                 *get_collection("saved_model_initializers"))


def _default_ready_op():
    return concat([report_uninitialized_variables(), _no_resources()], 0)


def _default_ready_for_local_init_op():
    return concat([report_uninitialized_variables(global_variables()), _no_resources()], 0)


def _default_saver():
    saver = only_saver(get_collection(GraphKeys.SAVERS))
    if saver is None:
        saver = Saver(sharded=True, allow_empty=True)
        add_to_collection(GraphKeys.SAVERS, saver)
    return saver


class Scaffold:
    """The ops a MonitoredSession needs around the model; ``finalize()`` makes the missing
    ones and finalizes the graph."""

    def __init__(self, init_op=None, init_feed_dict=None, init_fn=None, ready_op=None,
                 ready_for_local_init_op=None, local_init_op=None, summary_op=None, saver=None,
                 copy_from_scaffold=None, local_init_feed_dict=None):
        if copy_from_scaffold is not None:
            if not isinstance(copy_from_scaffold, Scaffold):
                raise TypeError("copy_from_scaffold is not a Scaffold instance.")
            given = copy_from_scaffold

            def coalesce(mine, theirs):
                return mine if mine is not None else theirs
            init_op = coalesce(init_op, given.init_op)
            init_feed_dict = coalesce(init_feed_dict, given.init_feed_dict)
            init_fn = coalesce(init_fn, given._user_init_fn)
            ready_op = coalesce(ready_op, given.ready_op)
            ready_for_local_init_op = coalesce(ready_for_local_init_op,
                                               given.ready_for_local_init_op)
            local_init_op = coalesce(local_init_op, given.local_init_op)
            local_init_feed_dict = coalesce(local_init_feed_dict, given.local_init_feed_dict)
            summary_op = coalesce(summary_op, given.summary_op)
            saver = coalesce(saver, given.saver)
        self._user_init_fn = init_fn
        # init_fn is called with the scaffold and the session; the session manager passes one.
        self._init_fn = (lambda sess: init_fn(self, sess)) if init_fn else None
        self._init_op = init_op
        self._init_feed_dict = init_feed_dict
        self._ready_op = ready_op
        self._ready_for_local_init_op = ready_for_local_init_op
        self._local_init_op = local_init_op
        self._local_init_feed_dict = local_init_feed_dict
        self._summary_op = summary_op
        self._saver = saver

    def finalize(self):
        """Makes the ops not given (or takes them from their collections), then finalizes
        the default graph."""
        if self._init_op is None:
            self._init_op = Scaffold.get_or_default("init_op", GraphKeys.INIT_OP,
                                                    _default_init_op)
        if self._ready_op is None:
            self._ready_op = Scaffold.get_or_default("ready_op", GraphKeys.READY_OP,
                                                     _default_ready_op)
        if self._ready_for_local_init_op is None:
            self._ready_for_local_init_op = Scaffold.get_or_default(
                "ready_for_local_init_op", GraphKeys.READY_FOR_LOCAL_INIT_OP,
                _default_ready_for_local_init_op)
        if self._local_init_op is None:
            self._local_init_op = Scaffold.get_or_default(
                "local_init_op", GraphKeys.LOCAL_INIT_OP, Scaffold.default_local_init_op)
        if self._summary_op is None:
            self._summary_op = Scaffold.get_or_default("summary_op", GraphKeys.SUMMARY_OP,
                                                       merge_all)
        if self._saver is None:
            self._saver = _default_saver()
        get_default_graph().finalize()
        logging.info("Graph was finalized.")
        return self

    init_fn = property(lambda self: self._init_fn)
    init_op = property(lambda self: self._init_op)
    ready_op = property(lambda self: self._ready_op)
    ready_for_local_init_op = property(lambda self: self._ready_for_local_init_op)
    local_init_op = property(lambda self: self._local_init_op)
    local_init_feed_dict = property(lambda self: self._local_init_feed_dict)
    summary_op = property(lambda self: self._summary_op)
    saver = property(lambda self: self._saver)
    init_feed_dict = property(lambda self: self._init_feed_dict)

    @staticmethod
    def get_or_default(arg_name, collection_key, default_constructor):
        """The one item of collection ``collection_key``, else ``default_constructor()``
        (added to the collection unless None)."""
        elements = get_collection(collection_key)
        if elements:
            if len(elements) > 1:
                # TF passes the names as further arguments of the error (its message shows them
                # as a tuple, "%s" and all).
                raise RuntimeError('More than one item in the collection "%s". Please indicate '
                                   'which one to use by passing it to the tf.Scaffold '
                                   'constructor as:  tf.Scaffold(%s=item to use)',
                                   collection_key, arg_name)
            return elements[0]
        op = default_constructor()
        if op is not None:
            add_to_collection(collection_key, op)
        return op

    @staticmethod
    def default_local_init_op():
        """Groups the local variables' initializer with TF's (empty) table and resource
        initializers."""
        return group(local_variables_initializer(), no_op(name="init_all_tables"),
                     no_op(name="init"))


# ---------------------------------------------------------------------- making the session
def _session_manager(scaffold):
    return SessionManager(local_init_op=scaffold.local_init_op,
                          local_init_feed_dict=scaffold.local_init_feed_dict,
                          ready_op=scaffold.ready_op,
                          ready_for_local_init_op=scaffold.ready_for_local_init_op,
                          graph=get_default_graph())


class SessionCreator:
    """Makes the ``tf.Session`` a MonitoredSession wraps."""

    def create_session(self):
        raise NotImplementedError("create_session is not implemented for {}.".format(self))


class ChiefSessionCreator(SessionCreator):
    """Makes an initialized (or restored) session, as the chief of a training does."""

    def __init__(self, scaffold=None, master="", config=None, checkpoint_dir=None,
                 checkpoint_filename_with_path=None):
        self._checkpoint_dir = checkpoint_dir
        self._checkpoint_filename_with_path = checkpoint_filename_with_path
        self._scaffold = scaffold or Scaffold()
        self._master = master
        self._config = config

    def create_session(self):
        scaffold = self._scaffold.finalize()
        return _session_manager(scaffold).prepare_session(
            self._master, saver=scaffold.saver, checkpoint_dir=self._checkpoint_dir,
            checkpoint_filename_with_path=self._checkpoint_filename_with_path,
            config=self._config, init_op=scaffold.init_op,
            init_feed_dict=scaffold.init_feed_dict, init_fn=scaffold.init_fn)


class WorkerSessionCreator(SessionCreator):
    """Makes a session whose model a chief has initialized (a non-chief worker's)."""

    def __init__(self, scaffold=None, master="", config=None, max_wait_secs=30 * 60):
        self._scaffold = scaffold or Scaffold()
        self._master = master
        self._config = config
        self._max_wait_secs = max_wait_secs

    def create_session(self):
        scaffold = self._scaffold.finalize()
        return _session_manager(scaffold).wait_for_session(
            self._master, config=self._config, max_wait_secs=self._max_wait_secs)
