"""The order in which TF's C++ hash maps list their keys, which a Python dict made from one
keeps, so that messages printing such a dict print it as TF does.

TF's checkpoint reader collects the names of a checkpoint into a ``std::unordered_map``
(adding them in the checkpoint's sorted order) and hands it to Python as a dict, so
``init_from_checkpoint``'s message for a missing name lists the checkpoint's tensors in the
map's order. That order is GNU libstdc++'s (TF's Linux builds use it): each key is hashed
(``std::hash<std::string>``: a 64-bit MurmurHash2 variant), a key goes first in its bucket,
and the first key of an empty bucket goes to the front of the whole list. The table starts
with 13 buckets and grows, when a key would make more keys than buckets, to the next size in
libstdc++'s list of primes at least twice as large, putting the keys back in list order.

>>> list(in_cpp_map_order(["Adam", "alpha/a", "alpha/b", "beta_power", "global_step", "m",
...                        "w", "x/y/z", "zeta"]))
['zeta', 'x/y/z', 'w', 'm', 'alpha/b', 'global_step', 'beta_power', 'alpha/a', 'Adam']
"""
import bisect

_MASK = (1 << 64) - 1
_MUL = 0xc6a4a7935bd1e995
_SEED = 0xc70f6907
# libstdc++'s bucket counts: the small ones, then its list of primes (from the 7th on).
_SMALL = (2, 2, 2, 3, 5, 5, 7, 7, 11, 11, 11, 11, 13, 13)
_PRIMES = (
    17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73, 79, 83, 89, 97, 103, 109, 113,
    127, 137, 139, 149, 157, 167, 179, 193, 199, 211, 227, 241, 257, 277, 293, 313, 337, 359,
    383, 409, 439, 467, 503, 541, 577, 619, 661, 709, 761, 823, 887, 953, 1031, 1109, 1193,
    1289, 1381, 1493, 1613, 1741, 1879, 2029, 2179, 2357, 2549, 2753, 2971, 3209, 3469, 3739,
    4027, 4349, 4703, 5087, 5503, 5953, 6427, 6949, 7517, 8123, 8783, 9497, 10273, 11113,
    12011, 12983, 14033, 15173, 16411, 17749, 19183, 20753, 22447, 24281, 26267, 28411, 30727,
    33223, 35933, 38873, 42043, 45481, 49201, 53201, 57557, 62233, 67307, 72817, 78779, 85229,
    92203, 99733, 107897, 116731, 126271, 136607, 147793, 159871, 172933, 187091, 202409,
    218971, 236897, 256279, 277261, 299951, 324503, 351061, 379787, 410857, 444487, 480881,
    520241, 562841, 608903, 658753, 712697, 771049, 834181, 902483, 976369, 1056323, 1142821,
    1236397, 1337629, 1447153, 1565659, 1693859, 1832561, 1982627, 2144977, 2320627, 2510653,
    2716249, 2938679, 3179303, 3439651, 3721303, 4026031, 4355707, 4712381, 5098259, 5515729,
    5967347, 6456007, 6984629, 7556579, 8175383, 8844859, 9569143, 10352717, 11200489)


def _hash(key):
    """``std::hash<std::string>`` of libstdc++ on 64-bit machines."""
    data = key.encode()
    whole = len(data) & ~7
    h = (_SEED ^ (len(data) * _MUL)) & _MASK
    for i in range(0, whole, 8):
        h ^= (_mix(int.from_bytes(data[i:i + 8], "little") * _MUL & _MASK) * _MUL) & _MASK
        h = h * _MUL & _MASK
    if len(data) & 7:
        h ^= int.from_bytes(data[whole:], "little")
        h = h * _MUL & _MASK
    return _mix(_mix(h) * _MUL & _MASK)


def _mix(v):
    return v ^ (v >> 47)


def _bucket_count(wanted):
    """The bucket count libstdc++ picks for at least ``wanted`` buckets."""
    if wanted < len(_SMALL):
        return _SMALL[wanted]
    return _PRIMES[bisect.bisect_left(_PRIMES, wanted)]


def in_cpp_map_order(keys):
    """``keys`` (a list, or a dict's keys) in the order a C++ map they were added to in that
    order lists them; a dict comes back as a dict in that order."""
    codes = {key: _hash(key) for key in keys}
    order = []  # the map's single list of keys
    buckets, limit = 1, 0
    for count, key in enumerate(codes):
        if count + 1 > limit:  # full (or the first key): grow and put the keys back
            buckets = limit = _bucket_count(max(max(count + 1, 0 if limit else 11) + 1,
                                                2 * buckets))
            order = _relinked(order, codes, buckets)
        order = _inserted(order, key, codes, buckets)
    return {key: keys[key] for key in order} if isinstance(keys, dict) else order


def _inserted(order, key, codes, buckets):
    """``order`` with ``key`` first in its bucket's run of keys, or at the very front if
    that bucket holds nothing yet."""
    bucket = codes[key] % buckets
    for i, other in enumerate(order):
        if codes[other] % buckets == bucket:
            return order[:i] + [key] + order[i:]
    return [key] + order


def _relinked(order, codes, buckets):
    """The list after growing to ``buckets``, as libstdc++ re-links it key by key in the old
    order: a key whose bucket is new starts a run at the front, others go first in their run."""
    runs, fronts = {}, []
    for key in order:
        bucket = codes[key] % buckets
        if bucket not in runs:
            runs[bucket] = []
            fronts.insert(0, bucket)
        runs[bucket].insert(0, key)
    return [key for bucket in fronts for key in runs[bucket]]
