"""scopelab/fast/threads.py: every task runs once, errors come back, and the BLAS thread count
comes back after one_blas_thread, also after an error and when nested; tasks go to the cores
other processes leave; cpu_watch.py's arithmetic."""
import threading

import numpy as np
import pytest

from scopelab.fast import cpu_watch, threads


@pytest.mark.parametrize("count", [0, 1, 2, 7, 50])
def test_every_task_runs_once(count):
    seen = []
    lock = threading.Lock()

    def task(i):
        with lock:
            seen.append(i)
    threads.run_tasks(task, count)
    assert sorted(seen) == list(range(count))


def test_a_failing_task_raises_in_the_caller():
    def task(i):
        if i == 3:
            raise ValueError("task 3")
    with pytest.raises(ValueError, match="task 3"):
        threads.run_tasks(task, 8)


def test_tasks_handed_out_by_a_task_run_on_its_thread():
    inner = []
    lock = threading.Lock()

    def task(i):
        def note(j):
            with lock:
                inner.append((i, j, threading.current_thread().name))
        threads.run_tasks(note, 3)
    threads.run_tasks(task, 4)
    assert sorted(x[:2] for x in inner) == [(i, j) for i in range(4) for j in range(3)]
    by_task = {}
    for i, _, name in inner:
        by_task.setdefault(i, set()).add(name)
    # A task run by a worker did its inner tasks itself.
    assert all(len(names) == 1 for i, names in by_task.items()
               if any(n.startswith("scopelab-fast") for n in names))


@pytest.mark.parametrize("size, count", [(10, 3), (3, 10), (0, 4), (7, 1)])
def test_blocks_cut_a_range_into_nearly_equal_pieces(size, count):
    parts = threads.blocks(size, count)
    assert [i for p in parts for i in range(p.start, p.stop)] == list(range(size))
    lengths = [p.stop - p.start for p in parts]
    assert max(lengths) - min(lengths) <= 1 and (size == 0 or min(lengths) > 0)


def _threads():
    controls = threads._find_thread_controls()
    return None if controls is None else controls[1]()


def test_one_blas_thread_switches_and_restores():
    before = _threads()
    with threads.one_blas_thread():
        with threads.one_blas_thread():
            if before is not None:
                assert _threads() == 1
        if before is not None:
            assert _threads() == 1  # the outer block still holds it
    assert _threads() == before
    with pytest.raises(ValueError), threads.one_blas_thread():
        raise ValueError("inside")
    assert _threads() == before


def test_products_inside_are_products():
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((300, 200)), rng.standard_normal((200, 100))
    with threads.one_blas_thread():
        np.testing.assert_allclose(a @ b, np.einsum("ij,jk->ik", a, b), rtol=1e-9)


class ScriptedWatch(cpu_watch.CpuWatch):
    """A CpuWatch that sees the given looks (time, busy seconds of all, of this process)."""

    def __init__(self, looks):
        super().__init__(interval=0.0)
        self.looks = list(looks)

    def _look(self, now):
        return self.looks.pop(0)


def test_idle_when_others_used_little():
    # Over one second the CPUs were busy 1.3 s, 1.0 s of it this process: others 0.3 core.
    watch = ScriptedWatch([(0.0, 10.0, 5.0), (1.0, 11.3, 6.0)])
    assert watch.others_idle() is False  # nothing to compare with yet
    assert watch.others_idle() is True


def test_busy_when_another_process_takes_a_core():
    watch = ScriptedWatch([(0.0, 10.0, 5.0), (1.0, 12.0, 6.0), (2.0, 12.4, 6.3)])
    watch.others_idle()
    assert watch.others_idle() is False  # others used a whole core
    assert watch.others_idle() is True  # and then stopped


def test_without_proc_stat_it_counts_as_busy_and_stops_looking():
    watch = ScriptedWatch([None])
    assert watch.others_idle() is False
    assert watch.others_idle() is False  # a second look would fail: the script is empty


def test_looks_at_most_every_interval():
    watch = ScriptedWatch([(0.0, 10.0, 5.0)])
    watch.interval = 60.0
    assert watch.others_idle() is False
    assert watch.others_idle() is False  # within the interval: no second look


def test_others_cores_counts_the_cores_other_processes_used():
    watch = ScriptedWatch([(0.0, 10.0, 5.0), (0.5, 11.5, 5.6), (1.0, 11.6, 6.1)])
    assert watch.others_cores() == 0.0  # nothing to compare with yet: nobody else
    assert watch.others_cores() == pytest.approx(1.8)  # 0.9 s in half a second
    assert watch.others_cores() == 0.0  # this process alone: never below zero


@pytest.mark.parametrize("cores, others, expected", [(2, 0.0, 2), (2, 0.4, 2), (2, 0.6, 1),
                                                     (2, 1.4, 1), (2, 1.6, 2), (2, 9.0, 2),
                                                     (8, 3.0, 5), (8, 7.7, 8)])
def test_tasks_use_the_cores_others_leave_or_all_when_others_want_more(monkeypatch, cores,
                                                                      others, expected):
    monkeypatch.setattr(threads, "CORES", cores)
    monkeypatch.setattr(threads, "others_cores", lambda: others)
    assert threads.task_threads() == expected


def test_run_tasks_stays_on_its_thread_when_others_leave_it_one_core(monkeypatch):
    monkeypatch.setattr(threads, "task_threads", lambda: 1)
    names = set()
    threads.run_tasks(lambda i: names.add(threading.current_thread().name), 40)
    assert names == {threading.current_thread().name}
