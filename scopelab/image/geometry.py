"""Flipping, transposing, turning and cropping images: ``tf.image.flip_left_right``,
``flip_up_down``, their random versions, ``transpose_image``, ``rot90`` and ``central_crop``.

Mirrors ``image_ops_impl.py``. Each works on one image ``[height, width, channels]`` or a batch
``[batch, height, width, channels]``; its scope (``flip_left_right``...) holds an Identity
``control_dependency`` on the image, behind Asserts of its shape when that is not all known
(inner three sizes positive, rank at least 3: TF's ``_AssertAtLeast3DImage``). A flip is a
ReverseV2 of the width (or height) axis. ``random_flip_left_right`` on one image draws one
RandomUniform number and flips if it is below 0.5, in a ``tf.cond`` named by its scope (the
result is its Merge); on a batch it draws one number per image, rounds it to 0 or 1 and blends
``flips * flipped + (1 - flips) * image``. With a seed the numbers are TF's. ``rot90`` is a
``tf.case`` on ``k mod 4`` (exclusive, the image itself by default) named by its scope, whose
branches reverse and transpose the height and width. ``central_crop``
keeps a Slice of the central fraction, computing the offsets in Python when the sizes are
known. An image of unknown rank picks its branch with a ``tf.cond`` on its Rank.
Left out: a ``central_fraction`` given as a tensor.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     f = tf.image.flip_left_right([[[1], [2]], [[3], [4]]])
...     with tf.Session() as sess:
...         print(f.name, sess.run(f).ravel().tolist())
flip_left_right/ReverseV2:0 [2, 1, 4, 3]
"""
from .. import dtypes
from ..default_graph import graph_from_inputs
from ..gradients_impl.constant_value import is_tensor
from ..ops import array_ops
from ..ops.assert_ops import Assert
from ..ops.check_ops import assert_greater_equal, assert_positive
from ..ops.control_flow_ops import cond
from ..ops.core import convert_to_tensor, static_value
from ..ops.gating_ops import case, with_dependencies
from ..ops.indexing_ops import stack, transpose
from ..ops.math_ops import cast, equal, less
from ..ops.random_ops import random_uniform
from ..ops.reverse_ops import reverse
from ..ops.unary_math_ops import round as round_
from ..tensor_shape import TensorShape


def check(condition, message):
    """TF's ``_assert``: a Python truth raises ValueError now if false; a tensor becomes an
    Assert op (in a list, to add to the others)."""
    if is_tensor(condition):
        return [Assert(condition, [message])]
    if not condition:
        raise ValueError(message)
    return []


def given_shape(value):
    """The static shape of ``value``, read as TF reads it before converting: a numpy array or
    a list has none, and raises Python's AttributeError."""
    if not hasattr(value, "get_shape"):
        kind = type(value)
        raise AttributeError("'%s' object has no attribute 'get_shape'" % (
            kind.__name__ if kind.__module__ == "builtins" else
            "%s.%s" % (kind.__module__, kind.__qualname__)))
    return value.get_shape()


def check_at_least_3d(image):
    """TF's checks that ``image`` has at least three axes, the inner three not empty: static
    ones raise ValueError now; the Asserts for what is unknown come back in a list."""
    shape = image.shape
    if shape.ndims is not None and shape.ndims < 3:
        raise ValueError("'image' (shape %s) must be at least three-dimensional." % shape)
    inner = TensorShape(None).with_rank(3) if shape.ndims is None else shape[-3:]
    if any(d == 0 for d in inner.dims):
        raise ValueError("inner 3 dims of 'image.shape' must be > 0: %s" % shape)
    if inner.is_fully_defined():
        return []
    return [assert_positive(array_ops.shape(image)[-3:],
                            ["inner 3 dims of 'image.shape' must be > 0."]),
            assert_greater_equal(array_ops.rank(image), 3,
                                 message="'image' must be at least three-dimensional.")]


def assert_at_least_3d(image):
    """``image`` behind a ``control_dependency`` Identity on ``check_at_least_3d``'s Asserts."""
    return with_dependencies(check_at_least_3d(image), image)


def _by_rank(image, rank3, rank4, what):
    """``rank3()`` or ``rank4()`` by the image's rank, a cond on its Rank if unknown."""
    ndims = image.shape.ndims
    if ndims is None:
        return cond(equal(array_ops.rank(image), 3), rank3, rank4)
    if ndims == 3:
        return rank3()
    if ndims == 4:
        return rank4()
    raise ValueError("'image' (shape %s)%smust have either 3 or 4 dimensions."
                     % (image.shape, what))


def _flip_shape(image, result):
    """The flipped image keeps the image's static shape (three unknown sizes at least)."""
    result.set_shape([None] * 3 if image.shape.ndims is None else image.shape)
    return result


def _flip(image, axis, scope_name):
    g = graph_from_inputs((image,))
    with g.name_scope(None, scope_name):
        image = assert_at_least_3d(convert_to_tensor(image, name="image", graph=g))
        return _by_rank(image, lambda: _flip_shape(image, reverse(image, [axis])),
                        lambda: reverse(image, [axis + 1]), "")


def flip_left_right(image):
    """``image`` mirrored left to right (its width axis reversed)."""
    return _flip(image, 1, "flip_left_right")


def flip_up_down(image):
    """``image`` upside down (its height axis reversed)."""
    return _flip(image, 0, "flip_up_down")


def _random_flip(image, axis, seed, scope_name):
    g = graph_from_inputs((image,))
    with g.name_scope(None, scope_name) as scope:
        image = assert_at_least_3d(convert_to_tensor(image, name="image", graph=g))

        def rank3():
            mirror = less(random_uniform([], 0, 1.0, seed=seed), 0.5)
            result = cond(mirror, lambda: reverse(image, [axis]), lambda: image, name=scope)
            return _flip_shape(image, result)

        def rank4():
            batch_size = array_ops.shape(image)[0]
            draws = random_uniform([batch_size], 0, 1.0, seed=seed)
            flips = cast(round_(array_ops.reshape(draws, [batch_size, 1, 1, 1])), image.dtype)
            return flips * reverse(image, [axis + 1]) + (1 - flips) * image
        return _by_rank(image, rank3, rank4, " ")


def random_flip_left_right(image, seed=None):
    """``image`` mirrored left to right with probability 1/2 (each image of a batch apart)."""
    return _random_flip(image, 1, seed, "random_flip_left_right")


def random_flip_up_down(image, seed=None):
    """``image`` upside down with probability 1/2 (each image of a batch apart)."""
    return _random_flip(image, 0, seed, "random_flip_up_down")


def transpose_image(image, name=None):
    """``image`` with its height and width swapped."""
    g = graph_from_inputs((image,))
    with g.name_scope(name, "transpose"):
        image = assert_at_least_3d(convert_to_tensor(image, name="image", graph=g))
        return _by_rank(image, lambda: transpose(image, [1, 0, 2], name=name or "transpose"),
                        lambda: transpose(image, [0, 2, 1, 3], name=name or "transpose"), " ")


def rot90(image, k=1, name=None):
    """``image`` turned ``k`` quarter turns anticlockwise: a ``tf.case`` on ``k mod 4`` whose
    branches reverse and transpose the height and width axes."""
    g = graph_from_inputs((image,))
    with g.name_scope(name, "rot90") as scope:
        image = assert_at_least_3d(convert_to_tensor(image, name="image", graph=g))
        k = convert_to_tensor(k, dtype=dtypes.int32, name="k", graph=g)
        k.shape.assert_has_rank(0)
        k = k % 4  # the operator's FloorMod, named "mod" as in TF's rot90
        return _by_rank(image, lambda: _quarter_turns(image, k, 0, scope),
                        lambda: _quarter_turns(image, k, 1, scope), " ")


def _quarter_turns(image, k, first, scope):
    """The ``tf.case`` of rot90 for an image whose height is axis ``first`` (0, or 1 in a
    batch); the height and width become unknown, the other sizes stay."""
    height, width = first, first + 1
    swap = list(range(first + 3))
    swap[height], swap[width] = width, height
    turns = [(equal(k, 1), lambda: transpose(reverse(image, [width]), swap)),
             (equal(k, 2), lambda: reverse(image, [height, width])),
             (equal(k, 3), lambda: reverse(transpose(image, swap), [width]))]
    result = case(turns, default=lambda: image, exclusive=True, name=scope)
    known = (result if first else image).shape
    dims = [None] * (first + 3) if known.ndims is None else known.as_list()
    result.set_shape(dims[:first] + [None, None] + dims[first + 2:])
    return result


def central_crop(image, central_fraction):
    """The central ``central_fraction`` of ``image``'s height and width."""
    g = graph_from_inputs((image,))
    with g.name_scope(None, "central_crop"):
        image = convert_to_tensor(image, name="image", graph=g)
        fraction = central_fraction
        if not isinstance(fraction, (int, float)):
            fraction = static_value(convert_to_tensor(fraction, graph=g))
            if fraction is None:
                raise ValueError("scopelab's central_crop needs a central_fraction known when "
                                 "the graph is built (a tensor one is left out)")
        if fraction <= 0.0 or fraction > 1.0:
            raise ValueError("central_fraction must be within (0, 1]")
        if fraction == 1.0:
            return image
        assert_at_least_3d(image)
        rank = image.shape.ndims
        if rank not in (3, 4):
            raise ValueError("`image` should either be a Tensor with rank = 3 or rank = 4. "
                             "Had rank = {}.".format(rank))
        first = rank - 3  # the height's axis
        dims = image.shape.as_list()
        sizes, starts = [], []
        for axis in (first, first + 1):
            size = dims[axis]
            if size is None:
                size = array_ops.shape(image)[axis]
                real = cast(size, dtypes.float64)
                start = cast((real - real * cast(fraction, dtypes.float64)) / 2, dtypes.int32)
            else:
                start = int((float(size) - float(size) * fraction) / 2)
            starts.append(start)
            sizes.append(size - start * 2)
        begin = stack(([0] if rank == 4 else []) + starts + [0])
        size = stack(([-1] if rank == 4 else []) + sizes + [-1])
        image_out = array_ops.slice(image, begin, size)
        known = [None if not isinstance(s, int) else s for s in sizes]
        image_out.set_shape(dims[:first] + known + dims[-1:])
        return image_out
