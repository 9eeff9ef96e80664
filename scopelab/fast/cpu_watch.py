"""Whether other processes leave the CPUs idle, from Linux's ``/proc/stat``.

OpenBLAS's own threads are the fastest way to run a mid-sized matrix product on an idle
machine: its helper threads spin between products, so they start the next one at once, where
a thread that sleeps needs 20-50 us to wake (on a virtual machine an idle core wakes slowly).
When another process wants the cores, the same spinning is a disaster: the share of a product
whose thread lost its core holds up the rest while the spinning helpers take the cores from
everyone, and a training step took 2-4 times as long. So ``matmul.py`` lets OpenBLAS thread
only while ``others_idle()`` (looked up at most every tenth of a second) and our own workers
are idle too; ``threads.run_tasks`` reads ``others_cores()`` to choose how many workers to
wake.

Linux counts, in ``/proc/stat``, the time every CPU spent busy; this process's own share is
its CPU time (all its threads, OpenBLAS's spinning helpers included). What is left is the other
processes' (and, on a virtual machine, the host's "steal" time). Where there is no
``/proc/stat``, the machine counts as busy for OpenBLAS, and as all ours for ``run_tasks``.

>>> watch = CpuWatch(interval=0.0)
>>> watch.others_idle()  # one look has nothing to compare with: assume busy
False
"""
import os
import time


class CpuWatch:
    """Whether other processes left the CPUs idle, looked at every ``interval`` seconds."""

    # Other processes may use up to this many cores' worth of time and still count as idle:
    # /proc/stat counts in ticks of 10 ms, so a tenth of a second is measured to about 20%.
    QUIET_CORES = 0.5

    def __init__(self, interval=0.1):
        self.interval = interval
        self.idle = False
        self.others = 0.0  # how many cores' worth of time the others used lately
        self._next = 0.0  # when to look again
        self._last = None  # the last look

    def others_idle(self):
        self._update()
        return self.idle

    def others_cores(self):
        """How many cores' worth other processes used lately (0 before two looks, or off
        Linux)."""
        self._update()
        return self.others

    def _update(self):
        now = time.monotonic()
        if now < self._next:
            return
        self._next = now + self.interval
        look = self._look(now)
        if look is None:  # not Linux: never look again, and count as busy
            self._next = float("inf")
        elif self._last is not None:
            elapsed, busy, own = (new - old for new, old in zip(look, self._last))
            self.others = max(0.0, busy - own) / elapsed if elapsed > 0 else self.others
            self.idle = self.others < self.QUIET_CORES
        self._last = look

    @staticmethod
    def _look(now):
        """(now, seconds all CPUs were busy, seconds this process ran), or None off Linux."""
        try:
            with open("/proc/stat") as f:
                fields = f.readline().split()
        except OSError:
            return None
        # cpu user nice system idle iowait irq softirq steal ...: all but idle and iowait
        user, nice, system, _, _, irq, softirq, steal = (int(x) for x in fields[1:9])
        busy = (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")
        return now, busy, time.process_time()


_watch = CpuWatch()


def others_idle():
    """Whether other processes left the CPUs idle lately (see ``CpuWatch``)."""
    return _watch.others_idle()


def others_cores():
    """How many cores' worth of CPU time other processes used lately (see ``CpuWatch``)."""
    return _watch.others_cores()
