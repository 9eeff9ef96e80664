"""``tf.train.replica_device_setter``: a device function for parameter-server training.

Mirrors ``tensorflow/python/training/device_setter.py``. The function it returns (pass it to
``tf.device``) puts variables - ops whose type is in ``ps_ops`` - on the parameter-server job,
task after task (round robin), and every other op on the worker job; fields an inner
``tf.device`` already set are kept. With neither ``ps_tasks`` nor a cluster naming a ps job,
there is nothing to place: it returns None (``tf.device(None)`` is harmless).
scopelab runs everything on the CPU; the devices are recorded on the ops, as in TF.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     with tf.device(tf.train.replica_device_setter(ps_tasks=2)):
...         a, b = tf.Variable(1.0, name="a"), tf.Variable(2.0, name="b")
...         total = a + b
>>> a.device, b.device, total.device
('/job:ps/task:0', '/job:ps/task:1', '/job:worker')
"""
from .. import tf_logging as logging
from ..device import DeviceSpecV2

# The op types that hold state a parameter server keeps (TF's list).
STANDARD_PS_OPS = ("Variable", "VariableV2", "AutoReloadVariable", "MutableHashTable",
                   "MutableHashTableV2", "MutableHashTableOfTensors",
                   "MutableHashTableOfTensorsV2", "MutableDenseHashTable",
                   "MutableDenseHashTableV2", "VarHandleOp",
                   "BoostedTreesEnsembleResourceHandleOp",
                   "BoostedTreesQuantileStreamResourceHandleOp",
                   "ResourceConditionalAccumulator", "DecisionTreeResource")


class _RoundRobinStrategy:
    """The ps task for each new variable: 0, 1, ..., num_tasks - 1, 0, ..."""

    def __init__(self, num_tasks):
        self._num_tasks, self._next_task = num_tasks, 0

    def __call__(self, unused_op):
        task = self._next_task
        self._next_task = (task + 1) % self._num_tasks
        return task


class _ReplicaDeviceChooser:
    def __init__(self, ps_tasks, ps_device, worker_device, merge_devices, ps_ops, ps_strategy):
        self._ps_tasks, self._ps_device, self._worker_device = ps_tasks, ps_device, worker_device
        self._merge_devices, self._ps_ops, self._ps_strategy = merge_devices, ps_ops, ps_strategy

    def device_function(self, op):
        """The device for ``op``: merged under what the op already has, which wins."""
        if not self._merge_devices and op.device:
            return op.device
        current = DeviceSpecV2.from_string(op.device or "")
        if self._ps_tasks and self._ps_device and op.type in self._ps_ops:
            ps = DeviceSpecV2.from_string(self._ps_device)
            # A variable already put on another job stays there, and takes no ps task.
            if ps.job and (not current.job or current.job == ps.job):
                ps = ps.replace(task=self._ps_strategy(op))
            return ps.make_merged_spec(current).to_string()
        return DeviceSpecV2.from_string(self._worker_device or "").make_merged_spec(
            current).to_string()


def replica_device_setter(ps_tasks=0, ps_device="/job:ps", worker_device="/job:worker",
                          merge_devices=True, cluster=None, ps_ops=None, ps_strategy=None):
    """A device function placing variables on ``ps_tasks`` ps tasks and the rest on the
    worker; ``cluster`` (a dict of job name -> addresses) gives the task count instead."""
    if cluster is not None:
        jobs = cluster.as_dict() if hasattr(cluster, "as_dict") else dict(cluster)
        ps_job = DeviceSpecV2.from_string(ps_device).job
        if jobs.get(ps_job) is None:
            return None
        ps_tasks = len(jobs[ps_job])
    if ps_tasks == 0:
        return None
    if ps_ops is None:
        ps_ops = list(STANDARD_PS_OPS)
    if not merge_devices:
        logging.warning("DEPRECATION: It is recommended to set merge_devices=true in "
                        "replica_device_setter")
    if ps_strategy is None:
        ps_strategy = _RoundRobinStrategy(ps_tasks)
    if not callable(ps_strategy):
        raise TypeError("ps_strategy must be callable")
    return _ReplicaDeviceChooser(ps_tasks, ps_device, worker_device, merge_devices, ps_ops,
                                 ps_strategy).device_function
