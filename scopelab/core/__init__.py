"""The core: TF1's graphs, sessions, variables, scopes and templates, in one sitting's read.

Read it in this order; each module imports only the ones above it (and the standard library
and numpy), and the rest of scopelab plugs into it through ``state.py``:

1. ``state``: every stack, registry and switch the engine keeps;
2. ``dtypes``, ``shapes``: element types and static shapes; ``errors``: what a run raises;
3. ``tensor``: Operation and Tensor; ``graph``: the Graph, its names, name scopes, control
   dependencies and collections, and the default graph;
4. ``registry``: what is known about each op type; ``ops``: converting values to tensors and
   the five op types the core builds itself;
5. ``executor``: prune, order, run; ``session``: feeds in, values out;
6. ``variables``: ``tf.Variable``; ``variable_scope``: the variable store, variable scopes and
   ``get_variable``; ``template``: ``make_template``.
"""
