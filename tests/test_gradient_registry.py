"""Every op type with a kernel has TF's gradient decision.

TF decides one of three things for an op type: a gradient function (``RegisterGradient``),
``NotDifferentiable`` (backprop stops silently), or nothing, so that ``tf.gradients`` raises
LookupError when a gradient reaches the op. The first two live in the gradient registry; the
third is the table below, each entry checked to raise TF's LookupError. The recorded case
tests/tf_cases/460 checks against real TensorFlow which op types raise and which give None.
"""
import importlib
import pkgutil

import pytest

import scopelab
import scopelab as tf
from scopelab.core.registry import get_gradient_function, has_gradient
from scopelab.core.state import OPS

# Op types TF registers no gradient for (tf.gradients raises LookupError at them).
UNREGISTERED_IN_TF = {
    "ApplyAdagrad", "ApplyAdam", "ApplyCenteredRMSProp", "ApplyGradientDescent",
    "ApplyMomentum", "ApplyRMSProp", "IsVariableInitialized", "ListDiff", "NoOp", "Placeholder",
    "RandomUniformInt", "RestoreV2", "SaveV2", "ScatterUpdate", "VariableV2", "Where",
    "All", "Any", "InTopKV2", "IsFinite", "IsInf", "IsNan", "LRNGrad", "PrintV2",
    "SoftsignGrad", "StringFormat", "ComputeAccidentalHits", "LearnedUnigramCandidateSampler",
    "LogUniformCandidateSampler", "UniformCandidateSampler", "SparseApplyAdagrad",
    "SparseApplyCenteredRMSProp", "SparseApplyMomentum", "SparseApplyRMSProp", "Unique",
    "BroadcastArgs", "StackV2", "StackPushV2", "StackPopV2", "ControlTrigger", "TruncateMod",
    "ApplyAdadelta", "ApplyFtrl", "ApplyFtrlV2", "ApplyProximalGradientDescent",
    "ApplyProximalAdagrad", "SparseApplyAdadelta", "SparseApplyFtrl", "SparseApplyFtrlV2",
    "SparseApplyProximalGradientDescent", "SparseApplyProximalAdagrad", "ApplyAdagradDA",
    "SparseApplyAdagradDA", "MaxPoolGradWithArgmax", "SparseSegmentSumGrad",
    "SparseSegmentMeanGrad", "SparseSegmentSqrtNGrad", "CountUpTo", "ScatterMax", "ScatterMin",
    "ScatterNdMax", "ScatterNdMin", "StridedSliceAssign", "DenseBincount",
    "HistogramFixedWidth", "LowerBound", "UpperBound", "ParallelConcat", "UniqueWithCounts",
    "AdjustContrastv2", "AdjustHue", "AdjustSaturation", "ResizeArea", "ResizeBicubicGrad",
    "ResizeNearestNeighborGrad",
}
# Op types TF has a gradient for that scopelab has not written: differentiating through them
# raises LookupError where TF gives a gradient (RGBToHSV's takes about 20 ops).
NOT_WRITTEN_YET = {"RGBToHSV"}
# tf.data's dataset and iterator ops: TF registers nothing for them either.
DATA_OPS = {"TensorSliceDataset", "TensorDataset", "RangeDataset", "MapDataset",
            "RepeatDataset", "BatchDatasetV2", "PaddedBatchDatasetV2", "TakeDataset", "SkipDataset", "ZipDataset",
            "PrefetchDataset", "ShuffleDataset", "FilterDataset", "ConcatenateDataset",
            "OneShotIterator", "IteratorV2", "MakeIterator", "IteratorGetNext",
            "IteratorToStringHandle"}
UNREGISTERED_IN_TF |= DATA_OPS

# The optimizers of the Apply ops above that have a Sparse twin of the same name.
_MORE_OPTIMIZERS = {
    "ApplyAdadelta": lambda: tf.train.AdadeltaOptimizer(0.1),
    "ApplyFtrl": lambda: tf.train.FtrlOptimizer(0.1),
    "ApplyFtrlV2": lambda: tf.train.FtrlOptimizer(0.1, l2_shrinkage_regularization_strength=0.1),
    "ApplyProximalGradientDescent": lambda: tf.train.ProximalGradientDescentOptimizer(0.1),
    "ApplyProximalAdagrad": lambda: tf.train.ProximalAdagradOptimizer(0.1),
    "ApplyAdagradDA": lambda: tf.train.AdagradDAOptimizer(
        0.1, tf.train.get_or_create_global_step()),
}


def _import_every_module():
    """Imports every scopelab module, so that every kernel is registered."""
    for info in pkgutil.walk_packages(scopelab.__path__, "scopelab."):
        if not info.name.startswith(("scopelab.views", "scopelab.__main__")):
            importlib.import_module(info.name)


_import_every_module()


KERNELS = {name for name, record in OPS.items() if record.plain_kernel is not None}


def test_every_kernel_has_a_gradient_decision():
    undecided = sorted(t for t in KERNELS if not has_gradient(t)
                       and t not in UNREGISTERED_IN_TF | NOT_WRITTEN_YET)
    assert undecided == [], "op types without TF's gradient decision: %s" % undecided


def test_the_tables_name_only_undecided_op_types_with_kernels():
    assert not {t for t in UNREGISTERED_IN_TF if has_gradient(t)}
    assert UNREGISTERED_IN_TF <= KERNELS


def _op_of_type(op_type):
    """Builds a small graph holding an op of ``op_type``, and the (y, x) to differentiate
    (None where no gradient can reach that op: its inputs are not float tensors)."""
    x = tf.placeholder(tf.float32, [3], name="x")
    v = tf.Variable([1.0, 2.0, 3.0], name="v")
    if op_type.startswith("Apply"):
        opt = {"ApplyGradientDescent": lambda: tf.train.GradientDescentOptimizer(0.1),
               "ApplyMomentum": lambda: tf.train.MomentumOptimizer(0.1, 0.9),
               "ApplyAdagrad": lambda: tf.train.AdagradOptimizer(0.1),
               "ApplyAdam": lambda: tf.train.AdamOptimizer(0.1),
               "ApplyRMSProp": lambda: tf.train.RMSPropOptimizer(0.1),
               "ApplyCenteredRMSProp": lambda: tf.train.RMSPropOptimizer(0.1, centered=True),
               **_MORE_OPTIMIZERS}[op_type]()
        opt.minimize(tf.reduce_sum(v * x * x))
    reachable = {
        "IsVariableInitialized": lambda: (tf.is_variable_initialized(v), v),
        "ListDiff": lambda: (tf.setdiff1d(x, [2.0])[0], x),
        "ScatterUpdate": lambda: (tf.scatter_update(v, [0], x[:1]), x),
        "ScatterMax": lambda: (tf.scatter_max(v, [0], x[:1]), x),
        "ScatterMin": lambda: (tf.scatter_min(v, [0], x[:1]), x),
        "ScatterNdMax": lambda: (v.scatter_nd_max([[0]], x[:1]), x),
        "ScatterNdMin": lambda: (v.scatter_nd_min([[0]], x[:1]), x),
        "StridedSliceAssign": lambda: (v[:1].assign(x[:1]), x),
        "Where": lambda: (tf.where(x), x),
        "TruncateMod": lambda: (tf.truncatemod(x, 2.0), x),
    }
    if op_type in reachable:
        return reachable[op_type]()
    x4 = tf.reshape(x, [1, 1, 1, 3])
    {"NoOp": tf.no_op, "RandomUniformInt": lambda: tf.random_uniform([2], 0, 5, tf.int32),
     "SaveV2": lambda: tf.train.Saver([v]), "RestoreV2": lambda: tf.train.Saver([v]),
     "All": lambda: tf.reduce_all(x > 0), "Any": lambda: tf.reduce_any(x > 0),
     "InTopKV2": lambda: tf.nn.in_top_k(tf.reshape(x, [1, 3]), [0], 1),
     "IsFinite": lambda: tf.is_finite(x), "IsInf": lambda: tf.is_inf(x),
     "IsNan": lambda: tf.is_nan(x), "LRNGrad": lambda: tf.gradients(tf.nn.lrn(x4), x4),
     "PrintV2": lambda: tf.print(x), "StringFormat": lambda: tf.print(x),
     "SoftsignGrad": lambda: tf.gradients(tf.nn.softsign(x), x),
     "MaxPoolGradWithArgmax": lambda: tf.gradients(
         tf.nn.max_pool_with_argmax(x4, [1, 1, 1, 1], [1, 1, 1, 1], "VALID")[0], x4),
     "Unique": lambda: tf.unique(x),
     "UniqueWithCounts": lambda: tf.unique_with_counts(x),
     "DenseBincount": lambda: tf.bincount(tf.constant([1, 2])),
     "HistogramFixedWidth": lambda: tf.histogram_fixed_width(x, [0.0, 3.0], nbins=3),
     "LowerBound": lambda: tf.searchsorted([1.0, 2.0, 3.0], x, side="left"),
     "UpperBound": lambda: tf.searchsorted([1.0, 2.0, 3.0], x, side="right"),
     "ParallelConcat": lambda: tf.parallel_stack([x, x]),
     "AdjustContrastv2": lambda: tf.image.adjust_contrast(tf.reshape(x, [1, 1, 3]), 0.5),
     "AdjustHue": lambda: tf.image.adjust_hue(tf.reshape(x, [1, 1, 3]), 0.1),
     "AdjustSaturation": lambda: tf.image.adjust_saturation(tf.reshape(x, [1, 1, 3]), 0.5),
     "ResizeArea": lambda: tf.image.resize_area(x4, [2, 2]),
     "ResizeBicubicGrad": lambda: tf.gradients(tf.image.resize_bicubic(x4, [2, 2]), x4),
     "ResizeNearestNeighborGrad": lambda: tf.gradients(
         tf.image.resize_nearest_neighbor(x4, [2, 2]), x4),
     **{t + "Grad": lambda f=f: tf.gradients(f(tf.reshape(x, [3, 1]), [0, 0], [0, 1]), x)
        for t, f in (("SparseSegmentSum", tf.sparse_segment_sum),
                     ("SparseSegmentMean", tf.sparse_segment_mean),
                     ("SparseSegmentSqrtN", tf.sparse_segment_sqrt_n))},
     "StackV2": lambda: _stack_ops(x), "StackPushV2": lambda: _stack_ops(x),
     "StackPopV2": lambda: _stack_ops(x), "ControlTrigger": lambda: _stack_ops(x),
     "BroadcastArgs": lambda: tf.broadcast_dynamic_shape([1, 3], [2, 1]),
     "CountUpTo": lambda: tf.Variable(0, name="n").count_up_to(3),
     "ComputeAccidentalHits": lambda: tf.nn.compute_accidental_hits(
         tf.constant([[1]], tf.int64), tf.constant([0, 1], tf.int64), 1),
     "SparseApplyMomentum": lambda: _sparse_step(tf.train.MomentumOptimizer(0.1, 0.9), v),
     "SparseApplyAdagrad": lambda: _sparse_step(tf.train.AdagradOptimizer(0.1), v),
     "SparseApplyRMSProp": lambda: _sparse_step(tf.train.RMSPropOptimizer(0.1), v),
     "SparseApplyCenteredRMSProp": lambda: _sparse_step(
         tf.train.RMSPropOptimizer(0.1, centered=True), v),
     **{"Sparse" + t: lambda t=t: _sparse_step(_MORE_OPTIMIZERS[t](), v)
        for t in _MORE_OPTIMIZERS},
     }.get(op_type, lambda: None)()
    if op_type in DATA_OPS:
        _dataset_ops()
    if op_type.endswith("CandidateSampler"):
        sampler = {"LogUniformCandidateSampler": tf.nn.log_uniform_candidate_sampler,
                   "UniformCandidateSampler": tf.nn.uniform_candidate_sampler,
                   "LearnedUnigramCandidateSampler": tf.nn.learned_unigram_candidate_sampler,
                   }[op_type]
        sampler(tf.constant([[1]], tf.int64), 1, 2, True, 5)
    ops = [op for op in tf.get_default_graph().get_operations() if op.type == op_type]
    if op_type.startswith("Apply"):
        return ops[0].outputs[0], x
    return ops[0], None


def _stack_ops(x):
    """A push and a pop of ``x``, and a ControlTrigger: what while-loop gradients add."""
    from scopelab.ops import stack_ops
    acc = stack_ops.stack_v2(tf.constant(-1), tf.float32)
    stack_ops.stack_push_v2(acc, x)
    stack_ops.stack_pop_v2(acc, tf.float32)
    stack_ops.control_trigger()


def _dataset_ops():
    """A pipeline holding every tf.data op type, read by both kinds of iterator."""
    ds = tf.data.Dataset.from_tensor_slices([1.0, 2.0]).map(lambda a: a * 2.0)
    ds = ds.filter(lambda a: a > 0.0).concatenate(tf.data.Dataset.from_tensors(3.0))
    ds = tf.data.Dataset.zip((ds, tf.data.Dataset.range(5).skip(1).take(2)))
    ds = ds.shuffle(2, seed=1).repeat(2).batch(2).prefetch(1)
    ds.make_one_shot_iterator().get_next()
    tf.data.Dataset.from_tensors(1.0).padded_batch(1, []).make_initializable_iterator()


def _sparse_step(optimizer, v):
    """A training step whose gradient is an IndexedSlices: a sparse update of ``v``."""
    optimizer.minimize(tf.reduce_sum(tf.gather(v, [0, 2])))


@pytest.mark.parametrize("op_type", sorted(UNREGISTERED_IN_TF))
def test_op_types_tf_leaves_unregistered_raise_lookup_error(op_type):
    with tf.Graph().as_default():
        y, x = _op_of_type(op_type)
        message = "No gradient defined for operation'%s' (op type: %s). In general every "
        if x is None:  # no float tensor leads there: ask the registry, as tf.gradients would
            with pytest.raises(LookupError) as info:
                get_gradient_function(y)
            name = y.name
        else:
            with pytest.raises(LookupError) as info:
                tf.gradients(y, [x])
            name = next(op.name for op in tf.get_default_graph().get_operations()
                        if op.type == op_type)
        assert str(info.value).startswith(message % (name, op_type))
