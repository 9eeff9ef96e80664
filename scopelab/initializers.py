"""Initializers: callables ``init(shape, dtype)`` that build a variable's initial value.

Mirrors ``init_ops.py`` (TF1). ``get_variable`` calls the initializer inside the name scope
``<var>/Initializer/``, so ``constant_initializer`` gives ``W/Initializer/Const`` and
``random_normal_initializer`` gives ``W/Initializer/random_normal/...``. Without an initializer,
float variables get ``glorot_uniform_initializer`` and integer ones ``zeros_initializer``
(``default_initializer``, which the core's variable store asks through
``state.hooks.default_initializer``). ``tf.initializers`` also holds the ops that run
initializers (``global_variables``, ``local_variables``, ``variables``,
``tables_initializer``), from ``variable_initialization.py``.
Left out: the identity initializer.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     t = tf.random_uniform_initializer(-1.0, 1.0)([2, 3])
>>> t.name
'random_uniform:0'
"""
import math

from . import dtypes
from .core.state import hooks
from .ops import array_ops, math_ops, random_ops
from .ops.core import constant as _constant
from .left_out import names_on_first_use as _names_on_first_use


class Initializer:
    """Base class: subclasses implement ``__call__(shape, dtype=None, partition_info=None)``."""

    def get_config(self):
        return {k.lstrip("_"): v for k, v in vars(self).items()}

    def __repr__(self):
        args = ", ".join("%s=%r" % kv for kv in self.get_config().items())
        return "%s(%s)" % (type(self).__name__, args)


class Zeros(Initializer):
    def __init__(self, dtype=dtypes.float32):
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        return array_ops.zeros(shape, dtype or self.dtype)


class Ones(Initializer):
    def __init__(self, dtype=dtypes.float32):
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        return array_ops.ones(shape, dtype or self.dtype)


class Constant(Initializer):
    def __init__(self, value=0, dtype=dtypes.float32, verify_shape=False):
        self.value = value
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        return _constant(self.value, dtype or self.dtype, shape=shape)


class RandomUniform(Initializer):
    def __init__(self, minval=0.0, maxval=None, seed=None, dtype=dtypes.float32):
        self.minval, self.maxval, self.seed = minval, maxval, seed
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        return random_ops.random_uniform(shape, self.minval, self.maxval, dtype or self.dtype,
                                         seed=self.seed)


class RandomNormal(Initializer):
    def __init__(self, mean=0.0, stddev=1.0, seed=None, dtype=dtypes.float32):
        self.mean, self.stddev, self.seed = mean, stddev, seed
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        return random_ops.random_normal(shape, self.mean, self.stddev, dtype or self.dtype,
                                        seed=self.seed)


class TruncatedNormal(RandomNormal):
    def __call__(self, shape, dtype=None, partition_info=None):
        return random_ops.truncated_normal(shape, self.mean, self.stddev, dtype or self.dtype,
                                           seed=self.seed)


class VarianceScaling(Initializer):
    """Random values whose variance is ``scale / n``, n counting the weights feeding a unit
    (``mode`` fan_in), fed by it (fan_out) or their mean (fan_avg): activations then keep
    their size from layer to layer. Glorot and He initialisation are special cases."""

    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal", seed=None,
                 dtype=dtypes.float32):
        self.scale, self.mode, self.distribution, self.seed = scale, mode, distribution, seed
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        # A slice of a partitioned variable is scaled as the whole variable would be.
        fan_in, fan_out = _fans(shape if partition_info is None else partition_info.full_shape)
        n = {"fan_in": fan_in, "fan_out": fan_out}.get(self.mode, (fan_in + fan_out) / 2.0)
        scale = self.scale / max(1.0, n)
        dtype = dtype or self.dtype
        if self.distribution in ("normal", "truncated_normal"):
            # 0.879... is the stddev of a unit normal truncated at two standard deviations.
            stddev = math.sqrt(scale) / .87962566103423978
            return random_ops.truncated_normal(shape, 0.0, stddev, dtype, seed=self.seed)
        if self.distribution == "untruncated_normal":
            return random_ops.random_normal(shape, 0.0, math.sqrt(scale), dtype, seed=self.seed)
        limit = math.sqrt(3.0 * scale)
        return random_ops.random_uniform(shape, -limit, limit, dtype, seed=self.seed)


class UniformUnitScaling(Initializer):
    """Uniform in ±factor * sqrt(3 / n), n the product of all sizes but the last: TF1's older
    way (deprecated, still in compat.v1) to keep a layer's outputs at unit scale."""

    def __init__(self, factor=1.0, seed=None, dtype=dtypes.float32):
        self.factor, self.seed = factor, seed
        self.dtype = dtypes.as_dtype(dtype)
        if not self.dtype.is_floating:
            raise ValueError("Argument `dtype` is expected to be floating point. Received: %s."
                             % self.dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        inputs = 1.0
        for d in list(shape if partition_info is None else partition_info.full_shape)[:-1]:
            inputs *= float(d)
        limit = math.sqrt(3 / max(inputs, 1.0)) * self.factor
        return random_ops.random_uniform(shape, -limit, limit, dtype or self.dtype,
                                         seed=self.seed)


class GlorotUniform(VarianceScaling):
    """Uniform in ±sqrt(6 / (fan_in + fan_out)): get_variable's default for floats."""

    def __init__(self, seed=None, dtype=dtypes.float32):
        super().__init__(1.0, "fan_avg", "uniform", seed, dtype)


class GlorotNormal(VarianceScaling):
    def __init__(self, seed=None, dtype=dtypes.float32):
        super().__init__(1.0, "fan_avg", "truncated_normal", seed, dtype)


class Orthogonal(Initializer):
    """A random orthogonal matrix (times ``gain``): repeated products with it neither grow nor
    shrink a vector, which helps recurrent weights. Built as the Q of a QR decomposition of a
    normal sample, its column signs fixed by R's diagonal."""

    def __init__(self, gain=1.0, seed=None, dtype=dtypes.float32):
        self.gain, self.seed = gain, seed
        self.dtype = dtypes.as_dtype(dtype)

    def __call__(self, shape, dtype=None, partition_info=None):
        dtype = dtype or self.dtype
        if len(shape) < 2:
            raise ValueError("The tensor to initialize must be at least two-dimensional")
        rows = 1
        for d in shape[:-1]:
            rows *= d
        cols = shape[-1]
        sample = random_ops.random_normal((cols, rows) if rows < cols else (rows, cols),
                                          dtype=dtype, seed=self.seed)
        from .ops import linalg_ops  # only this initializer needs linear algebra
        q, r = linalg_ops.qr(sample, full_matrices=False)
        q = q * math_ops.sign(linalg_ops.diag_part(r))
        if rows < cols:
            q = linalg_ops.matrix_transpose(q)
        return self.gain * array_ops.reshape(q, shape)


def he_normal(seed=None):
    return VarianceScaling(2.0, "fan_in", "truncated_normal", seed)


def he_uniform(seed=None):
    return VarianceScaling(2.0, "fan_in", "uniform", seed)


def lecun_normal(seed=None):
    return VarianceScaling(1.0, "fan_in", "truncated_normal", seed)


def lecun_uniform(seed=None):
    return VarianceScaling(1.0, "fan_in", "uniform", seed)


def _fans(shape):
    """(fan_in, fan_out); conv kernels [h, w, in, out] count the receptive field too."""
    shape = list(shape)
    if not shape:
        return 1, 1
    if len(shape) == 1:
        return shape[0], shape[0]
    if len(shape) == 2:
        return shape[0], shape[1]
    field = 1
    for d in shape[:-2]:
        field *= d
    return shape[-2] * field, shape[-1] * field


zeros_initializer = Zeros
ones_initializer = Ones
constant_initializer = Constant
random_uniform_initializer = RandomUniform
random_normal_initializer = RandomNormal
truncated_normal_initializer = TruncatedNormal
glorot_uniform_initializer = GlorotUniform
glorot_normal_initializer = GlorotNormal
variance_scaling_initializer = VarianceScaling
orthogonal_initializer = Orthogonal
uniform_unit_scaling_initializer = UniformUnitScaling

# ``tf.initializers.zeros()`` and friends: TF1's other spelling of the same classes.
zeros, ones, constant = Zeros, Ones, Constant
random_normal, random_uniform, truncated_normal = RandomNormal, RandomUniform, TruncatedNormal
glorot_uniform, glorot_normal, variance_scaling = GlorotUniform, GlorotNormal, VarianceScaling
orthogonal = Orthogonal
uniform_unit_scaling = UniformUnitScaling


def default_initializer(name, dtype):
    """What ``get_variable`` initialises variable ``name`` of ``dtype`` with when given no
    initializer: glorot_uniform for floats, zeros for integers, bools and strings."""
    if dtype.is_floating:
        return glorot_uniform_initializer()
    if dtype.is_integer or dtype.is_bool or dtype == dtypes.string:
        return zeros_initializer()
    raise ValueError("An initializer for variable %s of %s is required" % (name, dtype.base_dtype))


hooks.default_initializer = default_initializer
# The ops that run initializers, under the names tf.initializers gives them, load on first use
# (they bring the engine's variables with them, which the initializers do not need); a name it
# lacks is TF's AttributeError, saying why scopelab leaves it out (left_out.py).
_ON_FIRST_USE = {
    "global_variables": ("variable_initialization", "global_variables_initializer"),
    "local_variables": ("variable_initialization", "local_variables_initializer"),
    "variables": ("variable_initialization", "variables_initializer"),
    "tables_initializer": ("variable_initialization", "tables_initializer")}
__getattr__ = _names_on_first_use(__name__, _ON_FIRST_USE)
