"""scopelab: TF1's variable sharing, re-implemented in numpy to be read and run.

Write ``import scopelab as tf`` and TF1 graph-mode code runs unchanged: the same variable
names, op names, graphs, values and errors as ``tensorflow.compat.v1``. This file only
re-exports; each concept lives in a module named after it.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     with tf.variable_scope("conv1"):
...         w = tf.get_variable("weights", [5, 5, 32, 32])
...     w.name
'conv1/weights:0'
"""
from . import dtypes, errors, initializers, math, nn, random  # noqa: F401,A004
from .left_out import names_on_first_use as _names_on_first_use
from .dtypes import (DType, as_dtype, bool, double, float16, float32, float64, half,  # noqa: F401,A004
                     int8, int16, int32, int64, string, uint8, uint16)
# The module scopelab.device first: importing it later would rebind tf.device to the module.
from .device import DeviceSpec  # noqa: F401
from .default_graph import (add_to_collection, add_to_collections, colocate_with,  # noqa: F401
                            container, control_dependencies, device, get_collection,
                            get_collection_ref, get_default_graph, init_scope, name_scope,
                            reset_default_graph)
from .graph import Graph  # noqa: F401
from .graph_def import (GRAPH_DEF_VERSION, GRAPH_DEF_VERSION_MIN_CONSUMER,  # noqa: F401
                        GRAPH_DEF_VERSION_MIN_PRODUCER)
from .graph_keys import GraphKeys  # noqa: F401
from .initializers import (constant_initializer, glorot_normal_initializer,  # noqa: F401
                           glorot_uniform_initializer, ones_initializer,
                           random_normal_initializer, random_uniform_initializer,
                           orthogonal_initializer, truncated_normal_initializer,
                           uniform_unit_scaling_initializer, variance_scaling_initializer,
                           zeros_initializer)
from .indexed_slices import IndexedSlices, IndexedSlicesSpec  # noqa: F401
from .operation import Operation  # noqa: F401
from .ops.arg_ops import arg_max, arg_min, argmax, argmin  # noqa: F401
from .ops.array_ops import (ensure_shape, expand_dims, fill, identity,  # noqa: F401,A004
                            identity_n, one_hot, ones, ones_like, placeholder,
                            placeholder_with_default, rank, reshape, shape, slice, zeros,
                            zeros_like)
from .ops.clip_ops import (clip_by_global_norm, clip_by_norm, clip_by_value,  # noqa: F401
                           global_norm, saturate_cast)
from .ops.counting_ops import bincount, histogram_fixed_width, searchsorted  # noqa: F401
from .ops.composite_reduction_ops import count_nonzero, reduce_logsumexp  # noqa: F401
from .ops.control_flow_ops import cond, group, no_op  # noqa: F401
from .ops.core import constant, convert_to_tensor  # noqa: F401
from .ops.gating_ops import case, tuple  # noqa: F401,A004 - TF's name
from .ops.cumulative_ops import cumprod, cumsum  # noqa: F401
from .ops.division_ops import floor_div, scalar_mul, truncatediv, truncatemod  # noqa: F401
from .ops.depth_to_space_ops import depth_to_space, space_to_depth  # noqa: F401
from .ops.grad_ops import (broadcast_to, invert_permutation, shape_n, size, tile,  # noqa: F401
                           where_v2)
from .ops.grad_ops import op_range as range  # noqa: F401,A004 - TF's name
from .ops.indexing_ops import (boolean_mask, concat, gather, newaxis,  # noqa: F401
                               parallel_stack, squeeze, stack, transpose, where)
from .ops.nd_indexing_ops import (gather_nd, scatter_nd, tensor_scatter_nd_add,  # noqa: F401
                                  tensor_scatter_nd_sub, tensor_scatter_nd_update)
from .ops.nd_indexing_ops import (  # noqa: F401 - TF1's other names
    tensor_scatter_nd_add as tensor_scatter_add, tensor_scatter_nd_sub as tensor_scatter_sub,
    tensor_scatter_nd_update as tensor_scatter_update)
from .ops.assert_ops import Assert  # noqa: F401
from .ops.check_ops import (assert_equal, assert_greater, assert_greater_equal,  # noqa: F401
                            assert_integer, assert_less, assert_less_equal, assert_near,
                            assert_negative, assert_non_negative, assert_non_positive,
                            assert_none_equal, assert_positive, assert_proper_iterable,
                            assert_rank, assert_rank_at_least, assert_rank_in,
                            assert_same_float_dtype, assert_scalar, assert_type,
                            is_non_decreasing, is_numeric_tensor,
                            is_strictly_increasing)
from .ops.broadcast_shape_ops import broadcast_dynamic_shape, broadcast_static_shape  # noqa: F401
from .ops.linspace_ops import lin_space, linspace  # noqa: F401
from .ops.sequence_mask_ops import sequence_mask  # noqa: F401
from .ops.logical_ops import (logical_and, logical_or, logical_xor, reduce_all,  # noqa: F401
                              reduce_any)
from .ops.logging_ops import Print, print_v2 as print  # noqa: F401,A004 - TF's names
from .ops.loss_math_ops import div_no_nan, log1p, squared_difference  # noqa: F401
from .ops.math_ops import (abs, add, cast, div, equal, exp, floor,  # noqa: F401,A004
                           floordiv, floormod, greater, greater_equal, less, less_equal, log,
                           logical_not, matmul, maximum, minimum, multiply, negative, not_equal,
                           pow, realdiv, reciprocal, sigmoid, sign, sqrt, square, subtract, tanh,
                           truediv)
from .ops.math_ops import floormod as mod, truediv as divide  # noqa: F401 - TF1's aliases
from .ops.partition_ops import dynamic_partition, dynamic_stitch  # noqa: F401
from .ops.reverse_ops import reverse, reverse_sequence  # noqa: F401
from .ops.reverse_ops import reverse as reverse_v2  # noqa: F401 - TF1's alias
from .ops.reduction_ops import (reduce_max, reduce_mean, reduce_min, reduce_prod,  # noqa: F401
                                reduce_sum)
from .ops.random_ops import (get_seed, random_normal, random_uniform,  # noqa: F401
                             set_random_seed, truncated_normal)
from .ops.segment_ops import unique, unique_with_counts, unsorted_segment_sum  # noqa: F401
from .ops.sparse_segment_ops import (  # noqa: F401
    sparse_segment_mean, sparse_segment_sqrt_n, sparse_segment_sum)
from .ops.segment_reduction_ops import (  # noqa: F401
    segment_max, segment_mean, segment_min, segment_prod, segment_sum, unsorted_segment_max,
    unsorted_segment_mean, unsorted_segment_min, unsorted_segment_prod, unsorted_segment_sqrt_n)
from .ops.set_ops import setdiff1d  # noqa: F401
from .ops.slice_ops import pad, split, strided_slice, unstack  # noqa: F401
from .ops.smooth_activation_ops import log_sigmoid  # noqa: F401
from .ops.space_to_batch_ops import (batch_to_space, batch_to_space_nd,  # noqa: F401
                                     required_space_to_batch_paddings, space_to_batch,
                                     space_to_batch_nd)
from .ops.sparse_ops import sparse_to_dense  # noqa: F401
from .ops.scatter_nd_state_ops import (batch_scatter_update, scatter_nd_add,  # noqa: F401
                                       scatter_nd_sub, scatter_nd_update)
from .ops.state_ops import (assign, assign_add, assign_sub, count_up_to,  # noqa: F401
                            scatter_add, scatter_div, scatter_max, scatter_min, scatter_mul,
                            scatter_sub, scatter_update)
from .ops.special_math_ops import (digamma, erf, erfc, lgamma, polygamma,  # noqa: F401
                                    zeta)
from .ops.string_ops import string_join  # noqa: F401
from .ops.trig_ops import (acos, acosh, asin, asinh, atan, atan2, atanh, cosh,  # noqa: F401
                           expm1, rint, sinh, tan)
from .ops.unary_math_ops import (ceil, cos, is_finite, is_inf, is_nan,  # noqa: F401
                                 round, rsqrt, sin, to_double, to_float,  # noqa: A004
                                 to_int32, to_int64)
from .partitioned_variables import (fixed_size_partitioner,  # noqa: F401
                                    min_max_variable_partitioner,
                                    variable_axis_size_partitioner)
from .session import InteractiveSession, Session, get_default_session  # noqa: F401
from .template import make_template  # noqa: F401
from .tensor import Tensor  # noqa: F401
from .tensor_conversion import register_tensor_conversion_function  # noqa: F401
from .core.shapes import Dimension, TensorShape  # noqa: F401
from .type_spec import TensorSpec, TypeSpec  # noqa: F401
from .variable_scope import (AUTO_REUSE, VariableScope, get_local_variable,  # noqa: F401
                             get_variable, get_variable_scope, variable_op_scope,
                             variable_scope)
from .core.variables import variable_creator_scope  # noqa: F401
from .variable_scope import no_regularizer  # noqa: F401
from .variables import (Variable, VariableAggregation, VariableSynchronization,  # noqa: F401
                        all_variables, global_variables, local_variables, model_variables,
                        moving_average_variables, trainable_variables)
from .variable_initialization import (  # noqa: F401
    assert_variables_initialized, global_variables_initializer, initialize_all_tables,
    initialize_all_variables, initialize_local_variables, initialize_variables,
    is_variable_initialized, local_variables_initializer, report_uninitialized_variables,
    tables_initializer, variables_initializer)
# The speed layer, on by default: fast kernels over the plain ones, the graph optimiser's passes.
from . import fast, grappler  # noqa: F401,E402 - they register themselves
from . import tracebacks  # noqa: E402

tracebacks.install()  # in IPython, errors from inside scopelab show the learner's frames only

__version__ = "0.1.0"


def disable_v2_behavior():
    """Accepted for compatibility: scopelab always behaves as TF1 graph mode."""


# Differentiation, training, losses, layers, loops, summaries, py_func, numerics checks and
# script scaffolding load on
# first use (``tf.gradients``, ``tf.train``, ``tf.losses``, ``tf.layers``, ``tf.while_loop``,
# ``tf.summary``, ``tf.app``), so that ``import scopelab`` stays light for code that builds and
# runs plain graphs.
_ON_FIRST_USE = {"train": ("train", None), "losses": ("losses", None), "layers": ("layers", None),
                 "metrics": ("metrics", None),
                 "confusion_matrix": ("metrics.confusion_matrix", "confusion_matrix"),
                 "gradients": ("gradients_impl", "gradients"),
                 "AggregationMethod": ("gradients_impl", "AggregationMethod"),
                 "UnconnectedGradients": ("gradients_impl", "UnconnectedGradients"),
                 "RegisterGradient": ("gradients_impl", "RegisterGradient"),
                 "NotDifferentiable": ("gradients_impl", "NotDifferentiable"),
                 "no_gradient": ("gradients_impl", "no_gradient"),
                 "add_n": ("ops.grad_ops", "add_n"),
                 "stop_gradient": ("ops.grad_ops", "stop_gradient"),
                 "while_loop": ("ops.while_loop", "while_loop"),
                 "TensorArray": ("ops.tensor_array_ops", "TensorArray"),
                 "scan": ("ops.scan_ops", "scan"),
                 "map_fn": ("ops.functional_ops", "map_fn"),
                 "foldl": ("ops.functional_ops", "foldl"),
                 "foldr": ("ops.functional_ops", "foldr"),
                 "multinomial": ("ops.categorical_ops", "multinomial"),
                 "debugging": ("debugging", None),
                 "check_numerics": ("ops.numerics_ops", "check_numerics"),
                 "verify_tensor_all_finite": ("ops.numerics_ops", "verify_tensor_all_finite"),
                 "add_check_numerics_ops": ("ops.numerics_ops", "add_check_numerics_ops"),
                 "py_func": ("ops.script_ops", "py_func"),
                 "numpy_function": ("ops.script_ops", "numpy_function"),
                 "summary": ("summary", None), "Summary": ("summary.protos", "Summary"),
                 "Event": ("summary.protos", "Event"),
                 "SessionLog": ("summary.protos", "SessionLog"),
                 "HistogramProto": ("summary.protos", "HistogramProto"),
                 "SummaryMetadata": ("summary.protos", "SummaryMetadata"),
                 "import_graph_def": ("importer", "import_graph_def"),
                 "graph_util": ("graph_util", None),  # freezing and pruning GraphDefs
                 "get_static_value": ("gradients_impl.constant_value", "get_static_value"),
                 "is_tensor": ("gradients_impl.constant_value", "is_tensor"),
                 "data": ("data", None),  # tf.data: datasets and their iterators
                 "image": ("image", None),  # tf.image: resizing, flips, pixel arithmetic
                 "distributions": ("distributions", None),
                 "GraphDef": ("summary.protos", "GraphDef"), "NodeDef": ("summary.protos", "NodeDef"),
                 "MetaGraphDef": ("summary.protos", "MetaGraphDef"),
                 "AttrValue": ("summary.protos", "AttrValue"),
                 "diag": ("ops.linalg_ops", "diag"), "diag_part": ("ops.linalg_ops", "diag_part"),
                 "qr": ("ops.linalg_ops", "qr"),
                 "matrix_band_part": ("ops.linalg_ops", "matrix_band_part"),
                 "matrix_triangular_solve": ("ops.linalg_ops", "matrix_triangular_solve"),
                 "linalg": ("linalg", None), "bitwise": ("bitwise", None),
                 "matrix_transpose": ("ops.linalg_ops", "matrix_transpose"),
                 "eye": ("ops.matrix_diag_ops", "eye"), "trace": ("ops.matrix_diag_ops", "trace"),
                 "matrix_diag": ("ops.matrix_diag_ops", "matrix_diag"),
                 "matrix_diag_part": ("ops.matrix_diag_ops", "matrix_diag_part"),
                 "matrix_set_diag": ("ops.matrix_diag_ops", "matrix_set_diag"),
                 "matrix_inverse": ("ops.matrix_ops", "matrix_inverse"),
                 "matrix_determinant": ("ops.matrix_ops", "matrix_determinant"),
                 "cholesky": ("ops.matrix_ops", "cholesky"),
                 "matrix_solve": ("ops.matrix_ops", "matrix_solve"),
                 "norm": ("ops.norm_ops", "norm"), "tensordot": ("ops.tensordot_ops", "tensordot"),
                 "einsum": ("ops.einsum_ops", "einsum"),
                 "sort": ("ops.sort_ops", "sort"), "argsort": ("ops.sort_ops", "argsort"),
                 "roll": ("ops.sort_ops", "roll"), "meshgrid": ("ops.sort_ops", "meshgrid"),
                 "random_shuffle": ("ops.shuffle_ops", "random_shuffle"),
                 "random_crop": ("ops.shuffle_ops", "random_crop"),
                 "repeat": ("ops.repeat_ops", "repeat"), "nest": ("nest", None),
                 # The scaffolding of TF1 scripts: flags, files, logging, session settings.
                 "app": ("app", None), "flags": ("flags", None), "gfile": ("gfile", None),
                 "compat": ("compat", None),
                 "io": ("io", None), "logging": ("tf_logging", None),
                 "get_logger": ("tf_logging", "get_logger"),
                 "ConfigProto": ("session_config", "ConfigProto"),
                 "GPUOptions": ("session_config", "GPUOptions"),
                 "GraphOptions": ("session_config", "GraphOptions"),
                 "OptimizerOptions": ("session_config", "OptimizerOptions"),
                 "RunOptions": ("session_config", "RunOptions"),
                 "RunMetadata": ("session_config", "RunMetadata")}


# A name it lacks: TF's AttributeError, saying whether TF 1 has it and why scopelab leaves it
# out (left_out.py); a name of _ON_FIRST_USE is loaded then, and found directly from then on.
__getattr__ = _names_on_first_use(__name__, _ON_FIRST_USE)
