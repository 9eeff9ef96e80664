"""What the browser tests share: Debian's Chromium, and servers started on 127.0.0.1.

Playwright's own browsers are never downloaded: the tests drive ``/usr/bin/chromium``
(``apt-get install chromium``) and skip, saying so, when it is missing.
"""
import contextlib
import os
import socket
import subprocess
import time
import urllib.error
import urllib.request

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def need_chromium():
    if not os.path.exists(CHROMIUM):
        pytest.skip("%s is missing (apt-get install chromium)" % CHROMIUM)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def serving(command, ready_url, log_path, what, seconds=60, env=None):
    """Runs ``command`` until the ``with`` block ends, once ``ready_url`` answers; fails the
    test with the end of the server's log if it does not within ``seconds``."""
    with open(log_path, "w") as log:
        server = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=log)
        try:
            deadline = time.monotonic() + seconds
            while True:
                try:
                    urllib.request.urlopen(ready_url, timeout=2).read()
                    break
                except (urllib.error.URLError, ConnectionError):
                    if time.monotonic() > deadline or server.poll() is not None:
                        pytest.fail("%s did not start:\n%s"
                                    % (what, open(log_path).read()[-3000:]))
                    time.sleep(0.5)
            yield
        finally:
            server.terminate()
            try:
                server.wait(timeout=20)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
