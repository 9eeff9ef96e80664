"""``tf.train``: optimizers, the global step and ``Saver``, the TF1 training tools.

Mirrors ``tf.compat.v1.train``. Training a shared variable needs nothing special: every read
of a variable is an op in the graph, so ``tf.gradients`` sums the gradients of all reads into
one, and the optimizer updates the variable once (see ``optimizer.py``).

- ``optimizer.py``: ``Optimizer``, ``GradientDescentOptimizer``; an IndexedSlices gradient (an
  embedding lookup's) is applied to its rows only (``_apply_sparse``);
- ``momentum.py``: ``MomentumOptimizer``, whose slots (``slot_creator.py``) are made with
  ``get_variable``, so reuse settings apply to them;
- ``adam.py``: ``AdamOptimizer``, with ``m``/``v`` slots and the non-slot variables
  ``beta1_power``/``beta2_power``;
- ``adagrad.py``: ``AdagradOptimizer`` (an ``accumulator`` slot starting at
  ``initial_accumulator_value``); ``rmsprop.py``: ``RMSPropOptimizer`` (``rms``, ``momentum``
  and, when centered, ``mg`` slots);
- ``adadelta.py``: ``AdadeltaOptimizer``; ``ftrl.py``: ``FtrlOptimizer`` (l1/l2 and l2
  shrinkage); ``proximal_gradient_descent.py``, ``proximal_adagrad.py``: the proximal
  optimizers; ``adagrad_da.py``: ``AdagradDAOptimizer`` (needs the global step);
- ``moving_averages.py``: ``ExponentialMovingAverage``, whose shadow variables are slots too;
- ``learning_rate_decay.py``: ``exponential_decay``, ``natural_exp_decay``,
  ``inverse_time_decay``, ``polynomial_decay``, ``piecewise_constant``; ``cosine_decay.py``:
  ``cosine_decay``, ``cosine_decay_restarts``, ``linear_cosine_decay``,
  ``noisy_linear_cosine_decay``;
- ``training_util.py``: ``get_or_create_global_step``, ``get_global_step``, ``global_step``;
- ``coordinator.py``: ``Coordinator`` and ``LooperThread`` (threads that stop together),
  ``start_queue_runners``;
- ``device_setter.py``: ``replica_device_setter``, a device function for ps/worker training;
- ``saver.py``: ``Saver``; ``meta_graph_export.py``, ``meta_graph_import.py``:
  ``export_meta_graph``, ``import_meta_graph`` (and ``write_graph``, from ``graph_io.py``);
  ``checkpoint_utils.py``: reading checkpoints by name (``latest_checkpoint``,
  ``list_variables``, ``NewCheckpointReader``, ``checkpoints_iterator``,
  ``update_checkpoint_state``, ``remove_checkpoint``...), in TF's own file format
  (``scopelab/tensor_bundle``); ``init_from_checkpoint.py``: variables that start from a
  checkpoint, under other names (fine-tuning);
- ``summary_iterator`` (from ``scopelab/summary/records.py``): the Events of an event file;
- ``monitored_session.py``: ``MonitoredTrainingSession``, ``MonitoredSession``,
  ``SingularMonitoredSession``, a session with hooks (``session_run_hook.py``,
  ``basic_session_run_hooks.py``: stopping, NaN checks, logging, checkpoints, summaries);
  ``scaffold.py``: ``Scaffold`` and the session creators (initialize or restore), built on
  ``session_manager.py``'s ``SessionManager``;
- ``supervisor.py``: ``Supervisor``, the older helper (a Coordinator, a Saver and threads that
  checkpoint and write summaries on a timer).

Left out: ``SyncReplicasOptimizer``, queues (``QueueRunner``).

>>> import scopelab as tf
>>> from scopelab import train
>>> g = tf.Graph()
>>> with g.as_default():
...     with tf.variable_scope("m"):
...         w = tf.get_variable("w", [], initializer=tf.constant_initializer(1.0))
...     loss = tf.square(w * 2.0 - 1.0)
...     step = train.GradientDescentOptimizer(0.1).minimize(loss)
...     with tf.Session() as sess:
...         sess.run(tf.global_variables_initializer())
...         losses = [float(sess.run(loss)) for _ in range(3) if sess.run(step) is None]
>>> [round(v, 4) for v in losses]
[0.04, 0.0016, 0.0001]
"""
from ..ops.io_ops import checkpoint_exists
from .checkpoint_utils import (CheckpointReader, CheckpointState, NewCheckpointReader,
                               checkpoints_iterator, generate_checkpoint_state_proto,
                               get_checkpoint_mtimes, get_checkpoint_state, latest_checkpoint,
                               list_variables, load_checkpoint, load_variable, remove_checkpoint,
                               update_checkpoint_state)
from .adadelta import AdadeltaOptimizer
from .adagrad import AdagradOptimizer
from .adagrad_da import AdagradDAOptimizer
from .adam import AdamOptimizer
from .ftrl import FtrlOptimizer
from .device_setter import replica_device_setter
from .init_from_checkpoint import init_from_checkpoint
from .cosine_decay import (cosine_decay, cosine_decay_restarts, linear_cosine_decay,
                           noisy_linear_cosine_decay)
from .learning_rate_decay import (exponential_decay, inverse_time_decay, natural_exp_decay,
                                  piecewise_constant, piecewise_constant_decay, polynomial_decay)
from .momentum import MomentumOptimizer
from .moving_averages import ExponentialMovingAverage
from .optimizer import GradientDescentOptimizer, Optimizer
from .proximal_adagrad import ProximalAdagradOptimizer
from .proximal_gradient_descent import ProximalGradientDescentOptimizer
from .rmsprop import RMSPropOptimizer
from .saver import Saver, SaverDef
from ..graph_io import write_graph
from ..summary.records import summary_iterator
from .meta_graph_export import export_meta_graph
from .meta_graph_import import import_meta_graph
from .coordinator import Coordinator, LooperThread, add_queue_runner, start_queue_runners
from .training_util import (assert_global_step, create_global_step, get_global_step,
                            get_or_create_global_step, global_step)
from .session_run_hook import (SessionRunArgs, SessionRunContext, SessionRunHook,
                               SessionRunValues)
from .basic_session_run_hooks import (CheckpointSaverHook, CheckpointSaverListener,
                                      FeedFnHook, FinalOpsHook, GlobalStepWaiterHook,
                                      LoggingTensorHook, NanLossDuringTrainingError,
                                      NanTensorHook, SecondOrStepTimer, StepCounterHook,
                                      StopAtStepHook, SummarySaverHook)
from .scaffold import ChiefSessionCreator, Scaffold, SessionCreator, WorkerSessionCreator
from .monitored_session import (MonitoredSession, MonitoredTrainingSession,
                                SingularMonitoredSession)
from .session_manager import SessionManager
from .supervisor import Supervisor
from ..left_out import missing_names as _missing_names

__all__ = ["Optimizer", "GradientDescentOptimizer", "MomentumOptimizer", "AdamOptimizer",
           "AdagradOptimizer", "RMSPropOptimizer", "AdadeltaOptimizer",
           "FtrlOptimizer", "ProximalGradientDescentOptimizer", "ProximalAdagradOptimizer",
           "AdagradDAOptimizer", "ExponentialMovingAverage",
           "exponential_decay", "natural_exp_decay", "inverse_time_decay", "polynomial_decay",
           "piecewise_constant", "piecewise_constant_decay",
           "cosine_decay", "cosine_decay_restarts", "linear_cosine_decay",
           "noisy_linear_cosine_decay",
           "Saver", "SaverDef", "export_meta_graph", "import_meta_graph", "write_graph",
           "latest_checkpoint", "get_checkpoint_state", "list_variables", "load_variable",
           "load_checkpoint", "NewCheckpointReader", "CheckpointReader", "CheckpointState",
           "checkpoint_exists", "checkpoints_iterator", "init_from_checkpoint",
           "generate_checkpoint_state_proto", "get_checkpoint_mtimes", "remove_checkpoint",
           "update_checkpoint_state",
           "assert_global_step", "create_global_step", "get_global_step",
           "get_or_create_global_step", "global_step", "replica_device_setter",
           "Coordinator", "LooperThread", "add_queue_runner", "start_queue_runners",
           "summary_iterator",
           "SessionRunHook", "SessionRunArgs", "SessionRunContext", "SessionRunValues",
           "StopAtStepHook", "NanTensorHook", "NanLossDuringTrainingError",
           "LoggingTensorHook", "CheckpointSaverHook", "CheckpointSaverListener",
           "SummarySaverHook", "StepCounterHook", "FinalOpsHook", "FeedFnHook",
           "GlobalStepWaiterHook", "SecondOrStepTimer", "Scaffold", "SessionCreator",
           "ChiefSessionCreator", "WorkerSessionCreator", "MonitoredSession",
           "SingularMonitoredSession", "MonitoredTrainingSession", "SessionManager",
           "Supervisor"]


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
