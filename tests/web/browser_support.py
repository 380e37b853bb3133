"""What every browser test shares: Debian's chromium driven by Playwright, and a real server.

Import the fixtures into a test module (``from browser_support import browser, server``)
and mark it with ``pytestmark = needs_chromium``. Where chromium is missing the tests are
skipped, except in CI (``ORACLE_REQUIRE_BROWSER=1``), where that fails the run.
"""

from __future__ import annotations

import os
from pathlib import Path

import playwright.sync_api as playwright_api
import pytest

from web.screenshots import CHROMIUM, CHROMIUM_ARGS
from webtest_support import Server

if os.environ.get("ORACLE_REQUIRE_BROWSER") == "1":
    assert Path(CHROMIUM).exists(), f"{CHROMIUM} is not installed (apt-get install chromium)"

needs_chromium = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason=f"{CHROMIUM} is not installed")


@pytest.fixture(scope="module")
def server(data_dir, tmp_path_factory):
    """``oracle serve`` on a free loopback port, reading the test build."""
    srv = Server(data_dir, tmp_path_factory.mktemp("server") / "serve.log")
    srv.start()
    yield srv
    srv.stop()


@pytest.fixture(scope="module")
def browser():
    """Debian's chromium (never Playwright's own download)."""
    with playwright_api.sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()
