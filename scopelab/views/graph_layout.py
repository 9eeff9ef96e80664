"""Where each op goes in a drawing of a graph: ``layout(ops)``, pure Python, no matplotlib.

The layout is layered, left to right: Sugiyama's method, simplified.

1. Columns: an op's column is the longest path to it from an op with no inputs, over data
   and control edges alike (so ``init`` comes after every ``Assign``). An op with no inputs
   then moves next to its first consumer, so that a variable sits beside its ``Assign``.
2. Waypoints: an edge that skips columns gets one in each, placed like an op, so that it
   runs between the boxes, never through them.
3. Rows: the barycentre heuristic. Each op wants the mean row of its neighbours, which
   reduces crossings; the columns are placed in turn, sweeping right, then left.
4. Colocation: the ops of a ``loc:@X`` group (see ``colocation_groups``) are placed as one
   band of rows that no other op enters, so that a box can be drawn around them.

Nothing is random, and ties keep creation order: the same graph gives the same layout.
Left out: while loops (their back edge, NextIteration to Merge, is left out of the columns)
and crossing minimisation beyond the heuristic.

>>> import scopelab as tf
>>> g = tf.Graph()
>>> with g.as_default():
...     W = tf.Variable(tf.zeros([2]), name="W")
...     init = tf.global_variables_initializer()
>>> layout(g.get_operations())
{'zeros': (0, 2), 'W': (0, 0), 'W/Assign': (1, 1), 'W/read': (1, 0), 'init': (2, 1)}
>>> colocation_groups(g.get_operations())
{'loc:@W': ['W', 'W/Assign', 'W/read']}
"""
import itertools

SWEEPS = 8  # rounds of the barycentre heuristic; the best one is kept


def colocation_groups(ops):
    """{"loc:@X": [names]}: the ops colocated with X, and X, among ``ops``; not groups of one."""
    order = [op.name for op in ops]
    groups = {}
    for op in ops:
        for group in op.attrs.get("_class", ()):
            if group.startswith(b"loc:@"):
                groups.setdefault(group.decode(), {group[5:].decode()}).add(op.name)
    return {group: [name for name in order if name in members]
            for group, members in sorted(groups.items()) if len(members & set(order)) > 1}


def edges(ops):
    """[(producer, consumer, is_control)] between ``ops``, each once, in creation order."""
    inside = set(ops)
    found = [(t.op, op, False) for op in ops for t in op.inputs]
    found += [(c, op, True) for op in ops for c in op.control_inputs]
    return list(dict.fromkeys(e for e in found if e[0] in inside))


def layout(ops):
    """{op name: (column, row)}, columns from the left, rows from the top.

    ``ops`` are taken in the order given (creation order, from ``get_operations()``); edges
    to ops that are not in ``ops`` are ignored.
    """
    return layout_and_waypoints(ops)[0]


def layout_and_waypoints(ops):
    """``layout(ops)``, and {(producer name, consumer name): [(column, row) of each waypoint]}."""
    ops = list(ops)
    found = edges(ops)
    preds = {op: list(dict.fromkeys(p for p, c, _ in found if c is op)) for op in ops}
    column = _columns(ops, preds)

    # Waypoints are tuples (producer name, consumer name, column); links join neighbouring
    # columns (a while loop's back edge aside): an edge that skips two columns is 3 links.
    nodes, links, chains = list(ops), [], []
    for op in ops:
        for p in preds[op]:
            chain = [(p.name, op.name, c) for c in range(column[p] + 1, column[op])]
            column.update((waypoint, waypoint[2]) for waypoint in chain)
            nodes += chain
            chains += [chain] if chain else []
            links += zip([p] + chain, chain + [op])

    row = _rows(nodes, links, _blocks(ops, chains), column)
    waypoints = {}
    for n in nodes[len(ops):]:
        waypoints.setdefault(n[:2], []).append((column[n], row[n]))
    return {op.name: (column[op], row[op]) for op in ops}, waypoints


def _columns(ops, preds):
    """{op: column}: the longest path from a source, then sources moved next to a consumer."""
    column = {}

    def longest_path(op):
        if op not in column:
            column[op] = 0  # for now, so that a cycle ends here instead of looping forever
            # A while loop's NextIteration feeds its Merge back: that edge points backwards.
            column[op] = max((longest_path(p) + 1 for p in preds[op]
                              if p.type != "NextIteration"), default=0)
        return column[op]

    for op in ops:
        longest_path(op)
    for op in ops:
        consumers = [column[c] for c in ops if op in preds[c]]
        if not preds[op] and consumers:
            column[op] = min(consumers) - 1  # shortens its edges, lengthens none
    return column


def _blocks(ops, chains):
    """What is placed whole, as a band of rows: a block is a list of units of one row each.

    A unit is an op, or the waypoints of one edge (so that the edge runs straight). A
    colocation group is one block, with the edges between its ops, so that its box holds
    nothing else; every other op or edge is a block of its own.
    """
    by_name = {op.name: op for op in ops}
    blocks, claimed = [], set()
    for members in colocation_groups(ops).values():
        names = [m for m in members if by_name[m] not in claimed]
        inner = [chain for chain in chains if {chain[0][0], chain[0][1]} <= set(names)]
        claimed.update([by_name[m] for m in names] + [w for chain in inner for w in chain])
        if names:  # empty if an earlier group took all its ops
            blocks.append([[by_name[m]] for m in names] + inner)
    blocks += [[[op]] for op in ops if op not in claimed]
    return blocks + [[chain] for chain in chains if chain[0] not in claimed]


def _rows(nodes, links, blocks, column):
    """{node: row}: sweeps right, then left...; the best one is kept, as one can undo another.

    The best has the fewest crossings, then the shortest edges. Rows that nothing uses are
    then left out.
    """
    neighbours = {n: [] for n in nodes}
    for a, b in links:
        neighbours[a].append(b)
        neighbours[b].append(a)
    row = {n: i for i, n in enumerate(nodes)}  # creation order to start with
    best = None
    for sweep in range(SWEEPS):
        row = _sweep(blocks, column, neighbours, row, forward=sweep % 2 == 0)
        score = (_crossings(links, column, row), sum(abs(row[a] - row[b]) for a, b in links))
        if best is None or score < best[0]:
            best = score, row
    rank = {r: i for i, r in enumerate(sorted(set(best[1].values())))}
    return {n: rank[r] for n, r in best[1].items()}


def _sweep(blocks, column, neighbours, row, forward):
    """{node: row}: the blocks column by column, each at the free rows nearest to its wish."""
    # A forward sweep places a block at its first column, a backward one at its last.
    by_column = {}
    for block in blocks:
        columns = [column[n] for unit in block for n in unit]
        by_column.setdefault(min(columns) if forward else -max(columns), []).append(block)
    taken = {c: set() for c in set(column.values())}
    row = dict(row)  # updated as blocks are placed, so that later columns see the new rows
    for _, here in sorted(by_column.items()):
        wanted = {n: _mean([row[m] for m in neighbours[n]], row[n])
                  for block in here for unit in block for n in unit}

        def wish(units):
            return _mean([wanted[n] for unit in units for n in unit])

        # sorted() is stable and blocks come in creation order: ties always break alike.
        for block in sorted(here, key=wish):
            lane, used = {}, {}  # rows within the block, from 0; column -> lanes used
            for unit in sorted(block, key=lambda unit: wish([unit])):
                free = next(i for i in itertools.count()
                            if not any(i in used.get(column[n], ()) for n in unit))
                for n in unit:
                    used.setdefault(column[n], set()).add(free)
                    lane[n] = free
            columns = range(min(used), max(used) + 1)
            height = max(lane.values()) + 1
            target = round(wish(block) - (height - 1) / 2)
            top = next(t for d in itertools.count() for t in (target - d, target + d)
                       if not any(r in taken[c] for c in columns for r in range(t, t + height)))
            for c in columns:
                taken[c].update(range(top, top + height))
            row.update((n, top + i) for n, i in lane.items())
    return row


def _crossings(links, column, row):
    """How many pairs of links cross (every link joins neighbouring columns)."""
    by_column = {}
    for a, b in links:
        by_column.setdefault(column[a], []).append((row[a], row[b]))
    return sum(1 for pairs in by_column.values()
               for (a, b), (c, d) in itertools.combinations(pairs, 2) if (a - c) * (b - d) < 0)


def _mean(values, default=0):
    return sum(values) / len(values) if values else default
