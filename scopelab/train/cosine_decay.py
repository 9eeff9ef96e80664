"""The cosine learning-rate schedules: ``tf.train.cosine_decay``, ``cosine_decay_restarts``,
``linear_cosine_decay`` and ``noisy_linear_cosine_decay``.

Mirrors ``tf.compat.v1.train`` (Keras' legacy schedules, called at once on the step). With
``t = min(step, decay_steps) / decay_steps`` the fraction of the run done:

- ``cosine_decay``: ``learning_rate * ((1 - alpha) * 0.5 * (1 + cos(pi * t)) + alpha)``, a
  half cosine from the full rate down to ``alpha`` of it (Loshchilov and Hutter's SGDR);
- ``cosine_decay_restarts``: the same, started again after ``first_decay_steps``, each new
  period ``t_mul`` times longer and ``m_mul`` times lower. Which period the step is in is a
  ``tf.cond`` on ``t_mul == 1`` (a plain floor, or a logarithm for growing periods), built
  with both branches as TF builds it;
- ``linear_cosine_decay``: ``learning_rate * ((alpha + (1 - t)) * 0.5 * (1 + cos(2 pi
  num_periods t)) + beta)`` (Bello et al.'s schedule: a cosine under a falling line);
- ``noisy_linear_cosine_decay``: the same with a normal noise of variance
  ``initial_variance / (1 + step) ** variance_decay`` added to ``1 - t`` (an unseeded
  ``random_normal``: the graph seed decides its values, as in TF).

Pi is a float32 Const, so, as in TF, a float64 learning rate fails with TF's type error.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     step = tf.placeholder(tf.int64, [])
...     lr = cosine_decay(0.1, step, 4)
...     with tf.Session() as sess:
...         rates = [round(float(sess.run(lr, {step: s})), 4) for s in range(6)]
>>> lr.name, rates
('CosineDecay/Mul_3:0', [0.1, 0.0854, 0.05, 0.0146, 0.0, 0.0])
"""
import math

from ..default_graph import name_scope
from ..ops import math_ops
from ..ops.control_flow_ops import cond
from ..ops.core import constant
from ..ops.random_ops import random_normal
from ..ops.unary_math_ops import cos
from .learning_rate_decay import rate_and_casts


def _cosine(fraction):
    """``0.5 * (1 + cos(pi * fraction))``, with TF's float32 pi."""
    return 0.5 * (1.0 + cos(constant(math.pi) * fraction))


def cosine_decay(learning_rate, global_step, decay_steps, alpha=0.0, name=None):
    """A half cosine from ``learning_rate`` down to ``alpha * learning_rate``."""
    with name_scope(name or "CosineDecay"):
        initial, decay_steps, step = rate_and_casts(learning_rate, decay_steps, global_step)
        step = math_ops.minimum(step, decay_steps)
        decayed = (1 - alpha) * _cosine(step / decay_steps) + alpha
        return math_ops.multiply(initial, decayed)


def _restart(fraction, t_mul, geometric):
    """(index of the current period, fraction of it done) for periods growing by ``t_mul``."""
    if not geometric:
        i_restart = math_ops.floor(fraction)
        return i_restart, fraction - i_restart
    i_restart = math_ops.floor(math_ops.log(1.0 - fraction * (1.0 - t_mul))
                               / math_ops.log(t_mul))
    done_before = (1.0 - t_mul ** i_restart) / (1.0 - t_mul)
    return i_restart, (fraction - done_before) / t_mul ** i_restart


def cosine_decay_restarts(learning_rate, global_step, first_decay_steps, t_mul=2.0, m_mul=1.0,
                          alpha=0.0, name=None):
    """Cosine decay restarted after each period, periods ``t_mul`` times longer each time and
    starting ``m_mul`` times lower."""
    with name_scope(name or "SGDRDecay") as scope:
        initial, first_decay_steps, alpha, t_mul, m_mul, step = rate_and_casts(
            learning_rate, first_decay_steps, alpha, t_mul, m_mul, global_step)
        fraction = step / first_decay_steps
        i_restart, fraction = cond(math_ops.equal(t_mul, 1.0),
                                   lambda: _restart(fraction, t_mul, False),
                                   lambda: _restart(fraction, t_mul, True))
        m_fac = m_mul ** i_restart
        cosine_decayed = 0.5 * m_fac * (1.0 + cos(constant(math.pi) * fraction))
        decayed = (1 - alpha) * cosine_decayed + alpha
        return math_ops.multiply(initial, decayed, name=scope)


def _linear_cosine(scope_name, learning_rate, global_step, decay_steps, num_periods, alpha,
                   beta, name, noise=None):
    with name_scope(name or scope_name) as scope:
        initial, decay_steps, *noise, num_periods, alpha, beta, step = rate_and_casts(
            learning_rate, decay_steps, *(noise or ()), num_periods, alpha, beta, global_step)
        step = math_ops.minimum(step, decay_steps)
        linear_decayed = (decay_steps - step) / decay_steps
        if noise:
            initial_variance, variance_decay = noise
            variance = initial_variance / math_ops.pow(1.0 + step, variance_decay)
            linear_decayed = linear_decayed + random_normal(linear_decayed.shape,
                                                            stddev=math_ops.sqrt(variance))
        completed_fraction = step / decay_steps
        cosine_decayed = _cosine(2.0 * num_periods * completed_fraction)
        decayed = (alpha + linear_decayed) * cosine_decayed + beta
        return math_ops.multiply(initial, decayed, name=scope)


def linear_cosine_decay(learning_rate, global_step, decay_steps, num_periods=0.5, alpha=0.0,
                        beta=0.001, name=None):
    """A cosine of ``num_periods`` periods under a line falling from 1 to 0 (plus ``alpha``),
    lifted by ``beta``."""
    return _linear_cosine("LinearCosineDecay", learning_rate, global_step, decay_steps,
                          num_periods, alpha, beta, name)


def noisy_linear_cosine_decay(learning_rate, global_step, decay_steps, initial_variance=1.0,
                              variance_decay=0.55, num_periods=0.5, alpha=0.0, beta=0.001,
                              name=None):
    """``linear_cosine_decay`` with shrinking normal noise added to its line."""
    return _linear_cosine("NoisyLinearCosineDecay", learning_rate, global_step, decay_steps,
                          num_periods, alpha, beta, name, noise=(initial_variance,
                                                                 variance_decay))
