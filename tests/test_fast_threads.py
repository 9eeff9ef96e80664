"""scopelab/fast/threads.py: every task runs once, errors come back, and the BLAS thread count
comes back after one_blas_thread, also after an error and when nested."""
import threading

import numpy as np
import pytest

from scopelab.fast import threads


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
