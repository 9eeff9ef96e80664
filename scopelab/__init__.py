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
from . import dtypes, errors, initializers, nn, random  # noqa: F401
from .dtypes import (DType, as_dtype, bool, double, float16, float32, float64, half,  # noqa: F401,A004
                     int8, int16, int32, int64, string, uint8)
from .default_graph import (add_to_collection, add_to_collections, colocate_with,  # noqa: F401
                            control_dependencies, device, get_collection, get_collection_ref,
                            get_default_graph, name_scope, reset_default_graph)
from .graph import Graph  # noqa: F401
from .graph_keys import GraphKeys  # noqa: F401
from .initializers import (constant_initializer, glorot_normal_initializer,  # noqa: F401
                           glorot_uniform_initializer, ones_initializer,
                           random_normal_initializer, random_uniform_initializer,
                           orthogonal_initializer, truncated_normal_initializer,
                           uniform_unit_scaling_initializer, variance_scaling_initializer,
                           zeros_initializer)
from .operation import Operation  # noqa: F401
from .ops.array_ops import (expand_dims, fill, identity, one_hot, ones,  # noqa: F401,A004
                            ones_like, placeholder, placeholder_with_default, rank, reshape,
                            shape, slice, zeros, zeros_like)
from .ops.clip_ops import (clip_by_global_norm, clip_by_norm, clip_by_value,  # noqa: F401
                           global_norm)
from .ops.control_flow_ops import cond, group, no_op  # noqa: F401
from .ops.core import constant, convert_to_tensor  # noqa: F401
from .ops.gating_ops import tuple  # noqa: F401,A004 - TF's name
from .ops.grad_ops import op_range as range, size  # noqa: F401,A004 - TF's names
from .ops.indexing_ops import (boolean_mask, concat, gather, invert_permutation,  # noqa: F401
                               newaxis, report_uninitialized_variables, split, squeeze, stack,
                               strided_slice, transpose, unstack, where)
from .ops.loss_math_ops import div_no_nan, log1p, squared_difference  # noqa: F401
from .ops.math_ops import (abs, add, argmax, cast, div, equal, exp, floor,  # noqa: F401,A004
                           floordiv, floormod, greater, greater_equal, less, less_equal, log,
                           logical_not, matmul, maximum, minimum, multiply, negative, not_equal,
                           pow, realdiv, sigmoid, sqrt, square, subtract, tanh, truediv)
from .ops.reduction_ops import (reduce_max, reduce_mean, reduce_min, reduce_prod,  # noqa: F401
                                reduce_sum)
from .ops.random_ops import (get_seed, random_normal, random_uniform,  # noqa: F401
                             set_random_seed, truncated_normal)
from .ops.state_ops import (assign, assign_add, assign_sub, scatter_add,  # noqa: F401
                            scatter_update)
from .partitioned_variables import fixed_size_partitioner  # noqa: F401
from .session import InteractiveSession, Session, get_default_session  # noqa: F401
from .template import make_template  # noqa: F401
from .tensor import Tensor  # noqa: F401
from .tensor_shape import Dimension, TensorShape  # noqa: F401
from .variable_scope import (AUTO_REUSE, VariableScope, get_local_variable,  # noqa: F401
                             get_variable, get_variable_scope, variable_op_scope,
                             variable_scope)
from .variable_store import no_regularizer  # noqa: F401
from .variables import (Variable, all_variables, assert_variables_initialized,  # noqa: F401
                        global_variables, global_variables_initializer, initialize_all_variables,
                        initialize_variables, is_variable_initialized, local_variables,
                        local_variables_initializer, model_variables, moving_average_variables,
                        trainable_variables, variables_initializer)

__version__ = "0.1.0"


def disable_v2_behavior():
    """Accepted for compatibility: scopelab always behaves as TF1 graph mode."""


# Differentiation, training, losses, layers and loops load on first use (``tf.gradients``,
# ``tf.train``, ``tf.losses``, ``tf.layers``, ``tf.while_loop``), so that ``import scopelab``
# stays light for code that builds and runs plain graphs.
_ON_FIRST_USE = {"train": ("train", None), "losses": ("losses", None), "layers": ("layers", None),
                 "gradients": ("gradients_impl", "gradients"),
                 "AggregationMethod": ("gradients_impl", "AggregationMethod"),
                 "UnconnectedGradients": ("gradients_impl", "UnconnectedGradients"),
                 "RegisterGradient": ("gradients_impl", "RegisterGradient"),
                 "NotDifferentiable": ("gradients_impl", "NotDifferentiable"),
                 "no_gradient": ("gradients_impl", "no_gradient"),
                 "add_n": ("ops.grad_ops", "add_n"),
                 "stop_gradient": ("ops.grad_ops", "stop_gradient"),
                 "while_loop": ("ops.while_loop", "while_loop"),
                 "rsqrt": ("ops.batch_norm_ops", "rsqrt")}


def __getattr__(name):
    if name not in _ON_FIRST_USE:
        raise AttributeError("module 'scopelab' has no attribute %r" % name)
    import importlib
    module_name, attribute = _ON_FIRST_USE[name]
    module = importlib.import_module("." + module_name, __name__)
    value = module if attribute is None else getattr(module, attribute)
    globals()[name] = value  # found directly from now on
    return value


def __dir__():
    return sorted(set(globals()) | set(_ON_FIRST_USE))
