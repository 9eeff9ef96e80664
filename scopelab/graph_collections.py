"""A Graph's collections: named lists of the objects a program files under it.

Mirrors the collection methods of ``tf.Graph`` (``tensorflow/python/framework/ops.py``).
``_collections`` maps a key (usually a ``tf.GraphKeys`` name such as "variables" or
"trainable_variables") to a list, in the order things were added. ``get_collection`` copies
it; ``get_collection_ref`` hands out the list itself, which TF code appends to directly.
The variable store and the scope store live in collections too, so a new graph forgets them.
Left out: nothing a learner can see.

>>> class Named:
...     def __init__(self, name):
...         self.name = name
>>> c = _GraphCollections()
>>> for name in ("foo/a", "foo_1/b", "bar/c"):
...     c.add_to_collection("things", Named(name))
>>> [i.name for i in c.get_collection("things", scope="foo")]
['foo/a', 'foo_1/b']
"""
import re


class _GraphCollections:
    """The collections half of ``Graph``."""

    def __init__(self):
        self._collections = {}

    def add_to_collection(self, name, value):
        self._collections.setdefault(name, []).append(value)

    def add_to_collections(self, names, value):
        names = (names,) if isinstance(names, str) else set(names)
        for name in names:
            self.add_to_collection(name, value)

    def get_collection_ref(self, name):
        return self._collections.setdefault(name, [])

    def get_collection(self, name, scope=None):
        """A copy of a collection; with ``scope``, only items whose name matches it.

        ``scope`` is a regular expression matched at the start of each name, so scope
        "foo" also returns the items of "foo_1/..." (end it with "/" to avoid that).
        """
        items = self._collections.get(name, [])
        if scope is None:
            return list(items)
        match = re.compile(scope).match
        return [i for i in items if isinstance(getattr(i, "name", None), str) and match(i.name)]

    @property
    def collections(self):
        return list(self._collections)

    def get_all_collection_keys(self):
        return [k for k in self._collections if isinstance(k, str)]

    def clear_collection(self, name):
        self._collections.pop(name, None)
