"""ops/blas.py: products give a @ b whatever the thread count, and CpuWatch's arithmetic."""
import numpy as np
import pytest

from scopelab.ops import blas


class ScriptedWatch(blas.CpuWatch):
    """A CpuWatch that sees the given looks (time, busy seconds of all, of this process)."""

    def __init__(self, looks):
        super().__init__(interval=0.0)
        self.looks = list(looks)

    def _look(self, now):
        return self.looks.pop(0)


@pytest.mark.parametrize("shape", [(2, 3, 4), (256, 784, 10), (300, 300, 300)])
def test_products_are_products(shape):
    m, k, n = shape
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((m, k)), rng.standard_normal((k, n))
    np.testing.assert_allclose(blas.matmul(a, b), a @ b, rtol=1e-9, atol=1e-12)
    np.testing.assert_allclose(blas.matmul_on_one_thread(a, b), a @ b, rtol=1e-9, atol=1e-12)


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


def test_without_proc_stat_it_stays_on_one_thread_and_stops_looking():
    watch = ScriptedWatch([None])
    assert watch.others_idle() is False
    assert watch.others_idle() is False  # a second look would fail: the script is empty


def test_looks_at_most_every_interval():
    watch = ScriptedWatch([(0.0, 10.0, 5.0)])
    watch.interval = 60.0
    assert watch.others_idle() is False
    assert watch.others_idle() is False  # within the interval: no second look


def _threads():
    controls = blas._find_thread_controls()
    return None if controls is None else controls[1]()


def test_small_products_of_a_loop_share_one_switch_to_one_thread(monkeypatch):
    # Other processes busy: a loop of small products (a convolution's taps) runs on one
    # thread, and the thread count comes back afterwards, also after an error.
    monkeypatch.setattr(blas, "_watch", ScriptedWatch([(0.0, 10.0, 5.0), (1.0, 12.0, 6.0)]))
    before = _threads()
    with blas.threads_for(blas.SMALL - 1):
        if before is not None:
            assert _threads() == 1
    assert _threads() == before
    with pytest.raises(ValueError), blas.threads_for(blas.SMALL - 1):
        raise ValueError("inside")
    assert _threads() == before


def test_large_products_keep_all_threads(monkeypatch):
    monkeypatch.setattr(blas, "_watch", ScriptedWatch([]))  # large: the watch is not asked
    before = _threads()
    with blas.threads_for(blas.SMALL):
        assert _threads() == before
