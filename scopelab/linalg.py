"""``tf.linalg``: TF's namespace for linear algebra, whose functions TF1 also has at the top
level under older names (``tf.linalg.inv`` is ``tf.matrix_inverse``, ``tf.linalg.det`` is
``tf.matrix_determinant``, ``tf.linalg.diag`` is ``tf.matrix_diag``).

The same functions, not copies: the graphs and names are the same whichever spelling builds
them. Note the two ``diag``s: ``tf.diag`` (op Diag, any rank) is ``tf.linalg.tensor_diag``,
while ``tf.linalg.diag`` builds batches of diagonal matrices. A name TensorFlow's
``tf.linalg`` has and this one lacks raises an AttributeError that says so.

>>> import scopelab as tf
>>> tf.linalg.inv is tf.matrix_inverse, tf.linalg.tensor_diag is tf.diag
(True, True)
"""
from .ops.clip_ops import global_norm  # noqa: F401
from .ops.einsum_ops import einsum  # noqa: F401
from .ops.linalg_ops import (adjoint, diag as tensor_diag,  # noqa: F401
                             diag_part as tensor_diag_part, matrix_band_part as band_part,
                             matrix_transpose, matrix_triangular_solve as triangular_solve, qr)
from .ops.local_normalization_ops import l2_normalize  # noqa: F401
from .ops.math_ops import matmul  # noqa: F401
from .ops.linalg_ops import matrix_transpose as transpose  # noqa: F401
from .ops.matrix_diag_ops import (eye, matrix_diag as diag,  # noqa: F401
                                  matrix_diag_part as diag_part, matrix_set_diag as set_diag,
                                  trace)
from .ops.matrix_ops import (cholesky, log_matrix_determinant as slogdet,  # noqa: F401
                             logdet, matrix_determinant as det, matrix_inverse as inv,
                             matrix_solve as solve, matvec)
from .ops.norm_ops import norm, normalize  # noqa: F401
from .ops.tensordot_ops import tensordot  # noqa: F401
from .left_out import missing_names as _missing_names


# A name it lacks: TF's AttributeError, and why scopelab leaves it out (left_out.py).
__getattr__ = _missing_names(__name__)
