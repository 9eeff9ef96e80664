"""The optimizers' update ops in place, chunk by chunk, on all cores.

The plain kernels (``ops/training_ops.py``) write TF's formulas as numpy expressions: each step
of ``m += (grad - m) * (1 - beta1)`` makes a temporary as large as the variable. For a
3136 x 1024 weight that is a dozen fresh 12 MB arrays per Adam step, each filled on first touch
through page faults, and every pass goes out to memory. TF's kernels (one fused Eigen
expression each) read the variable and its slots once.

numpy cannot fuse, but it can keep the data close: the update runs on chunks of ``CHUNK``
elements, with two scratch buffers per thread reused for every chunk, so all the passes of a
chunk work in the caches, and the chunks go to all cores (``threads.run_tasks``). The
arithmetic is the plain kernels', operation for operation, so the results are the same to the
bit. Variables of fewer than ``CHUNK`` elements take the plain kernels: their temporaries are
small, and handing out chunks would cost more than it saves.

>>> import numpy as np
>>> value, m, v = np.ones(3, np.float32), np.zeros(3, np.float32), np.zeros(3, np.float32)
>>> in_chunks(_adam_step, [value, m, v, np.full(3, 2.0, np.float32)], (0.1, 0.9, 0.999, 1e-8))
>>> value.astype(float).round(4).tolist(), m.astype(float).round(4).tolist()
([0.6838, 0.6838, 0.6838], [0.2, 0.2, 0.2])
"""
import threading

import numpy as np

from ..ops import training_ops  # noqa: F401 - registers the plain kernels first
from ..core.state import OPS
from .registry import kernel
from .threads import blocks, run_tasks

# Elements per chunk: a chunk of the variable, its slots, the gradient and two scratch buffers
# (6 x 512 KB in float32) stays in the caches, and the dozen numpy calls per chunk cost little
# (a call, or handing Python's lock to another thread, takes microseconds; smaller chunks
# measured slower).
CHUNK = 1 << 17

_scratch = threading.local()  # per thread: two buffers of CHUNK elements, per dtype


def _buffers(dtype, size):
    """Two scratch arrays of ``size`` elements for this thread."""
    pair = getattr(_scratch, dtype.name, None)
    if pair is None or pair[0].size < size:
        pair = (np.empty(size, dtype), np.empty(size, dtype))
        setattr(_scratch, dtype.name, pair)
    return pair[0][:size], pair[1][:size]


def in_chunks(step, arrays, scalars):
    """Runs ``step(chunks, scalars, a, b)`` on matching chunks of the flat ``arrays`` (the
    variable and slots first, the gradient last); ``a`` and ``b`` are scratch buffers."""
    dtype = arrays[0].dtype
    scalars = tuple(dtype.type(s) for s in scalars)
    flat = [np.reshape(a, -1) for a in arrays]  # views of the variable and slots
    parts = blocks(flat[0].size, -(-flat[0].size // CHUNK))

    def task(i):
        chunk = [a[parts[i]] for a in flat]
        step(chunk, scalars, *_buffers(dtype, chunk[0].size))
    run_tasks(task, len(parts))


def _adam_step(chunk, scalars, a, b):
    value, m, v, grad = chunk
    alpha, beta1, beta2, epsilon = scalars
    one = value.dtype.type(1)
    np.subtract(grad, m, out=a)  # m += (grad - m) * (1 - beta1)
    a *= one - beta1
    m += a
    np.multiply(grad, grad, out=a)  # v += (grad * grad - v) * (1 - beta2)
    a -= v
    a *= one - beta2
    v += a
    np.sqrt(v, out=a)  # value -= m * alpha / (sqrt(v) + epsilon)
    a += epsilon
    np.multiply(m, alpha, out=b)
    b /= a
    value -= b


def _rms_prop_step(chunk, scalars, a, b):
    value, ms, mom, grad = chunk
    lr, rho, momentum, epsilon = scalars
    np.multiply(grad, grad, out=a)  # ms += (grad * grad - ms) * (1 - rho)
    a -= ms
    a *= value.dtype.type(1) - rho
    ms += a
    mom *= momentum  # mom = mom * momentum + grad * lr / sqrt(ms + epsilon)
    np.add(ms, epsilon, out=a)
    np.sqrt(a, out=a)
    np.multiply(grad, lr, out=b)
    b /= a
    mom += b
    value -= mom


def _momentum_step(chunk, scalars, a, b):
    value, accum, grad = chunk
    lr, momentum = scalars
    accum *= momentum
    accum += grad
    np.multiply(accum, lr, out=a)
    value -= a


def _gradient_descent_step(chunk, scalars, a, b):
    value, delta = chunk
    np.multiply(delta, scalars[0], out=a)
    value -= a


def _chunkable(arrays):
    """Whether the chunked steps apply: float arrays of one shape and dtype, at least a chunk
    of them, the variable and its slots contiguous and writable (they change in place)."""
    first = arrays[0]
    return first.dtype.kind == "f" and first.size >= CHUNK and all(
        type(a) is np.ndarray and a.shape == first.shape and a.dtype == first.dtype
        for a in arrays) and all(a.flags.c_contiguous and a.flags.writeable for a in arrays[:-1])


@kernel("ApplyAdam")
def _apply_adam(op, slot, m_slot, v_slot, beta1_power, beta2_power, lr, beta1, beta2, epsilon,
                grad):
    arrays = [slot.read(op), m_slot.read(op), v_slot.read(op), grad]
    if op.attrs["use_nesterov"] or not _chunkable(arrays):
        return OPS["ApplyAdam"].plain_kernel(op, slot, m_slot, v_slot, beta1_power, beta2_power, lr,
                                      beta1, beta2, epsilon, grad)
    dtype = arrays[0].dtype.type
    one = dtype(1)
    alpha = dtype(lr) * np.sqrt(one - dtype(beta2_power)) / (one - dtype(beta1_power))
    in_chunks(_adam_step, arrays, (alpha, beta1, beta2, epsilon))
    return slot


@kernel("ApplyRMSProp")
def _apply_rms_prop(op, slot, ms_slot, mom_slot, lr, rho, momentum, epsilon, grad):
    arrays = [slot.read(op), ms_slot.read(op), mom_slot.read(op), grad]
    if not _chunkable(arrays):
        return OPS["ApplyRMSProp"].plain_kernel(op, slot, ms_slot, mom_slot, lr, rho, momentum,
                                         epsilon, grad)
    in_chunks(_rms_prop_step, arrays, (lr, rho, momentum, epsilon))
    return slot


@kernel("ApplyMomentum")
def _apply_momentum(op, slot, accum_slot, lr, grad, momentum):
    arrays = [slot.read(op), accum_slot.read(op), grad]
    if op.attrs["use_nesterov"] or not _chunkable(arrays):
        return OPS["ApplyMomentum"].plain_kernel(op, slot, accum_slot, lr, grad, momentum)
    in_chunks(_momentum_step, arrays, (lr, momentum))
    return slot


@kernel("ApplyGradientDescent")
def _apply_gradient_descent(op, slot, alpha, delta):
    arrays = [slot.read(op), delta]
    if not _chunkable(arrays):
        return OPS["ApplyGradientDescent"].plain_kernel(op, slot, alpha, delta)
    in_chunks(_gradient_descent_step, arrays, (alpha,))
    return slot
