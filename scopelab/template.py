"""``tf.make_template`` as programs use it: the core's, and TF's internal form with graph
functions.

How a template shares its variables (the first call captures a variable scope, every later
call re-enters it with ``reuse=True``) is the core's (``core/template.py``). TF's internal
``make_template_internal`` may also run the function as a graph function
(``create_graph_function_=True``): TF wraps it in ``tf.function``, which scopelab leaves out,
so that raises the AttributeError ``tf.function`` raises.

>>> import scopelab as tf
>>> with tf.Graph().as_default():
...     scale = tf.make_template("scale", lambda x: x * tf.get_variable("w", []))
...     _ = scale(tf.constant(1.0))
...     [v.name for v in scale.variables]  # read from the default graph's collections, as TF
['scale/w:0']
"""
from .core.template import (Template, _skip_common_stack_elements,  # noqa: F401 - TF's names
                            make_template)


def make_template_internal(name_, func_, create_scope_now_=False, unique_name_=None,
                           custom_getter_=None, create_graph_function_=False, **kwargs):
    """``make_template`` with TF's internal option ``create_graph_function_``."""
    if create_graph_function_:
        from .left_out import missing_attribute
        raise missing_attribute("scopelab", "function")
    return make_template(name_, func_, create_scope_now_, unique_name_, custom_getter_,
                         **kwargs)
