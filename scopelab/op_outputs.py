"""What an imported node outputs: how many tensors, of which dtypes and shapes.

A GraphDef names each node's op type and attributes but not its outputs: TF finds them in its
op registry (each ``OpDef`` lists its outputs, ``output: "y: T"``) and its C++ shape
functions. scopelab has no registry; its ops know their outputs when Python builds them. To
rebuild a node from a file, this module reads the outputs off the attributes as the OpDefs
declare them: ``T`` for most ops, ``dtype`` for sources (Const, Placeholder, VariableV2 and
the random ops), ``out_type``/``DstT``/``output_type`` where an op converts, ``bool`` for
comparisons, ``string`` for summaries, and a table for the ops with several or no outputs.
Ops that write a variable (Assign, ApplyGradientDescent...) output its reference.

Shapes come from the ``_output_shapes`` attribute when the file has it (meta graphs do), else
from the node itself where that is simple (a Const's value, a Placeholder's ``shape``, the
inputs' broadcast shape for elementwise ops, MatMul's rows and columns), else they are
unknown.
Left out: functions, resource variables, and the op types scopelab has no kernel for (an
error names them).

>>> from scopelab import dtypes
>>> output_specs("Split", {"T": dtypes.float32, "num_split": 2}, [])
[(tf.float32, TensorShape(None)), (tf.float32, TensorShape(None))]
"""
from . import dtypes
from .ops.core import broadcast_shape
from .core.shapes import TensorShape

_BOOL = {"Equal", "NotEqual", "Greater", "GreaterEqual", "Less", "LessEqual", "IsFinite", "IsInf",
         "IsNan", "IsVariableInitialized", "InTopKV2", "LogicalAnd", "LogicalOr", "LogicalNot",
         "All", "Any"}
_STRING = {"ScalarSummary", "HistogramSummary", "ImageSummary", "AudioSummaryV2", "MergeSummary",
           "TensorSummaryV2", "StringFormat", "StringJoin"}
_NO_OUTPUT = {"NoOp", "SaveV2", "Assert", "PrintV2", "ControlTrigger"}
_INT32 = {"Rank", "ConcatOffset", "LoopCond"}
# Ops whose output is the reference to the variable they write (their first input).
_WRITES_REF = ("Assign", "Scatter", "Apply", "SparseApply", "RefSwitch", "RefIdentity",
               "RefEnter", "RefExit", "RefNextIteration", "RefMerge")
# Elementwise ops of two inputs: their output has the inputs' broadcast shape.
_ELEMENTWISE = {"Add", "AddV2", "Sub", "Mul", "RealDiv", "Div", "Maximum", "Minimum",
                "SquaredDifference", "Pow", "FloorDiv", "FloorMod", "DivNoNan", "Equal",
                "NotEqual", "Greater", "GreaterEqual", "Less", "LessEqual", "LogicalAnd",
                "LogicalOr"}
# Ops whose output has their first input's shape (for files without _output_shapes).
_SAME_SHAPE = {"Identity", "StopGradient", "Relu", "Relu6", "Elu", "Selu", "Sigmoid", "Tanh",
               "Softmax", "LogSoftmax", "Softplus", "Softsign", "Neg", "Exp", "Log", "Square",
               "Sqrt", "Rsqrt", "Abs", "Sign", "Floor", "Ceil", "Round", "Reciprocal", "Cast",
               "Assign", "AssignAdd", "AssignSub", "ApplyGradientDescent", "ApplyMomentum",
               "ApplyAdam", "ApplyAdagrad", "ApplyRMSProp", "ZerosLike", "BiasAdd", "Print",
               "PlaceholderWithDefault", "LeakyRelu", "Sin", "Cos", "Log1p", "ReluGrad",
               "SigmoidGrad", "TanhGrad"}


def _several(attrs, inputs):
    """The dtypes of the ops with several outputs, or None for the others."""
    t = attrs.get("T")
    types = {
        "Switch": lambda: [t, t], "RefSwitch": lambda: [_ref(t)] * 2,
        "Merge": lambda: [t, dtypes.int32], "Unpack": lambda: [t] * attrs["num"],
        "Split": lambda: [t] * attrs["num_split"], "SplitV": lambda: [t] * attrs["num_split"],
        "ShapeN": lambda: [attrs["out_type"]] * attrs["N"],
        "ConcatOffset": lambda: [dtypes.int32] * attrs["N"],
        "Unique": lambda: [t, attrs["out_idx"]], "ListDiff": lambda: [t, attrs["out_idx"]],
        "TopKV2": lambda: [t, dtypes.int32], "BroadcastGradientArgs": lambda: [t, t],
        "SoftmaxCrossEntropyWithLogits": lambda: [t, t],
        "SparseSoftmaxCrossEntropyWithLogits": lambda: [t, t], "Qr": lambda: [t, t],
        "FusedBatchNormV3": lambda: [t] + [attrs["U"]] * 5,
        "FusedBatchNormGradV3": lambda: [t] + [attrs["U"]] * 4,
        "RestoreV2": lambda: list(attrs["dtypes"]),
        "DynamicPartition": lambda: [t] * attrs["num_partitions"],
        "ComputeAccidentalHits": lambda: [dtypes.int32, dtypes.int64, dtypes.float32],
    }
    for sampler in ("Uniform", "LogUniform", "LearnedUnigram"):
        types[sampler + "CandidateSampler"] = lambda: [dtypes.int64, dtypes.float32,
                                                       dtypes.float32]
    return types


def output_dtypes(op_type, attrs, inputs):
    """The dtypes of a node's outputs, read off its type and attributes."""
    several = _several(attrs, inputs)
    if op_type in several:
        return several[op_type]()
    if op_type in _NO_OUTPUT:
        return []
    if op_type in _BOOL:
        return [dtypes.bool]
    if op_type in _STRING:
        return [dtypes.string]
    if op_type in _INT32:
        return [dtypes.int32]
    if op_type == "Where":
        return [dtypes.int64]
    if op_type == "VariableV2":
        return [_ref(attrs["dtype"])]
    if op_type.startswith(_WRITES_REF) and inputs and inputs[0].dtype.is_ref:
        return [inputs[0].dtype]
    if op_type in ("Enter", "Exit", "NextIteration", "Identity") and inputs:
        return [inputs[0].dtype.base_dtype]
    for key in ("out_type", "DstT", "output_type", "Tout", "dtype", "Tparams", "T", "Tidx"):
        if key in attrs and isinstance(attrs[key], dtypes.DType):
            return [attrs[key]]
    raise ValueError("scopelab cannot import ops of type %s: it does not know their outputs"
                     % op_type)


def output_specs(op_type, attrs, inputs, name=None):
    """``[(dtype, shape), ...]`` of node ``name``'s outputs; ``_output_shapes`` is taken off
    ``attrs`` (TF keeps it out of imported nodes too)."""
    kinds = output_dtypes(op_type, attrs, inputs)
    shapes = attrs.pop("_output_shapes", None)
    if shapes is None or len(shapes) != len(kinds):
        shapes = [_shape(op_type, attrs, inputs, name or op_type)] * len(kinds)
    return list(zip(kinds, shapes))


def _shape(op_type, attrs, inputs, name):
    if op_type == "Const":
        return TensorShape(attrs["value"].shape)
    if op_type in ("Placeholder", "VariableV2") and "shape" in attrs:
        return attrs["shape"]
    if op_type in _SAME_SHAPE and inputs:
        return inputs[0].shape
    if op_type in _ELEMENTWISE and len(inputs) == 2:
        return broadcast_shape(inputs[0].shape, inputs[1].shape, name, op_type, attrs, inputs)
    if op_type == "MatMul" and all(t.shape.ndims == 2 for t in inputs):
        a, b = inputs[0].shape.dims, inputs[1].shape.dims
        return TensorShape([a[1] if attrs.get("transpose_a") else a[0],
                            b[0] if attrs.get("transpose_b") else b[1]])
    return TensorShape(None)


def _ref(dtype):
    return dtypes.as_dtype(dtype.base_dtype.name + "_ref")
