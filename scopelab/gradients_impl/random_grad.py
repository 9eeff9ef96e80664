"""Random numbers pass no gradient: RandomStandardNormal, RandomUniform, TruncatedNormal,
Multinomial, RandomShuffle.

Mirrors the ``NotDifferentiable`` declarations of TF's ``random_ops.py``. A sample does not
depend smoothly on its shape (the ops' only input), nor a drawn class index on the logits, nor
a random order on the values it reorders, so backprop stops there silently. Like TF,
scopelab declares nothing for ``RandomUniformInt``, whose integer output no gradient reaches.

>>> from scopelab.core.state import OPS
>>> [OPS[t].gradient for t in ("RandomStandardNormal", "RandomUniform", "TruncatedNormal",
...                         "Multinomial", "RandomShuffle")]
[None, None, None, None, None]
"""
from .registry import NotDifferentiable

for _op_type in ("RandomStandardNormal", "RandomUniform", "TruncatedNormal", "Multinomial",
                 "RandomShuffle"):
    NotDifferentiable(_op_type)
