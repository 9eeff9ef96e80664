"""The scope explorer in a real browser: JupyterLab 4 on 127.0.0.1, driven by Playwright.

The explorer chapter is copied into a temporary folder, JupyterLab serves that folder with a
token of this test's own, and Debian's Chromium (``apt-get install chromium``; Playwright's
own browsers are never downloaded) opens it, runs every cell, opens the ``image_filters/`` and
``conv1/`` scopes, clicks ``biases`` and reads its details (shown by CSS, as on the static page). Every request the page makes is
recorded: all of them must go to 127.0.0.1. The screenshot lands in the test's tmp_path.
"""
import os
import pathlib
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
NOTEBOOK = "07_scope_explorers.ipynb"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def jupyterlab(tmp_path):
    """(base url, token) of a JupyterLab serving a copy of the explorer chapter."""
    root = tmp_path / "notebooks"
    root.mkdir()
    shutil.copy(ROOT / "notebooks" / NOTEBOOK, root / NOTEBOOK)
    port, token = free_port(), secrets.token_hex(16)
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # Settings, workspaces and runtime files of this server stay in the temporary folder.
    for variable in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR",
                     "JUPYTERLAB_WORKSPACES_DIR"):
        env[variable] = str(tmp_path / variable.lower())
    server = subprocess.Popen(
        [sys.executable, "-m", "jupyterlab", "--no-browser", "--allow-root",
         "--ServerApp.ip=127.0.0.1", "--ServerApp.port=%d" % port,
         "--ServerApp.port_retries=0", "--IdentityProvider.token=%s" % token,
         "--ServerApp.root_dir=%s" % root],
        env=env, stdout=subprocess.DEVNULL, stderr=open(tmp_path / "jupyterlab.log", "w"))
    base = "http://127.0.0.1:%d" % port
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen("%s/api/status?token=%s" % (base, token), timeout=2)
            break
        except (urllib.error.URLError, ConnectionError):
            if time.monotonic() > deadline or server.poll() is not None:
                server.terminate()
                pytest.fail("JupyterLab did not start:\n" +
                            (tmp_path / "jupyterlab.log").read_text()[-3000:])
            time.sleep(0.5)
    yield base, token
    server.terminate()
    try:
        server.wait(timeout=20)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


def test_explorer_in_jupyterlab(jupyterlab, tmp_path):
    if not os.path.exists(CHROMIUM):
        pytest.skip("%s is missing (apt-get install chromium)" % CHROMIUM)
    sync_api = pytest.importorskip("playwright.sync_api", reason="playwright is not installed")
    base, token = jupyterlab
    requests = []
    with sync_api.sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1400, "height": 1000})
            page.set_default_timeout(60_000)
            page.on("request", lambda request: requests.append(request.url))
            page.goto("%s/lab/tree/%s?token=%s" % (base, NOTEBOOK, token))
            page.locator(".jp-Notebook").first.wait_for()
            # A fresh JupyterLab may ask which kernel to start: the notebook's own (python3).
            select = page.locator(".jp-Dialog").get_by_role("button", name="Select", exact=True)
            try:
                select.wait_for(timeout=10_000)
                select.click()
            except sync_api.TimeoutError:
                pass  # it started the notebook's kernel without asking
            page.locator(".jp-Notebook-ExecutionIndicator[data-status='idle']").wait_for()
            page.locator(".lm-MenuBar-itemLabel", has_text="Run").click()
            page.locator(".lm-Menu").get_by_text("Run All Cells", exact=True).click()
            # Stored widget outputs have no model until their cell runs again: the explorer's
            # buttons appear only then.
            refresh = page.locator(".widget-button", has_text="Refresh").first
            refresh.wait_for()
            # Wait for the last widget (the timeline): the explorer is redrawn when shown again.
            page.locator(".scopelab-steps").first.wait_for()
            explorer = page.locator(".widget-vbox", has=refresh).first
            tree = explorer.locator(".scopelab-tree")
            tree.locator("summary", has_text="image_filters/").click()
            tree.locator("summary", has_text="conv1/").click()
            tree.locator("label", has_text="biases").first.click()
            details = explorer.locator(".scopelab-var:visible")
            details.filter(has_text="variable image_filters/conv1/biases").wait_for()
            assert "image_filters/conv1/biases/Assign" in details.inner_text()
            explorer.scroll_into_view_if_needed()
            page.screenshot(path=str(tmp_path / "explorer.png"))
        finally:
            page.screenshot(path=str(tmp_path / "last.png"))  # what the page showed at the end
            browser.close()
    outside = [url for url in requests
               if urllib.parse.urlsplit(url).hostname not in ("127.0.0.1", None)
               and not url.startswith(("data:", "blob:", "about:"))]
    assert requests and not outside, outside
