"""The ability registry loads once, whole, even when server threads ask for it at the same time."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

SCRIPT = """
import threading
from oracle.abilities import is_implemented
answers = []
def ask():
    answers.append(is_implemented("Tortuga", "tortuga") and is_implemented("First Mate", "first-mate"))
threads = [threading.Thread(target=ask) for _ in range(8)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(answers.count(True), len(answers))
"""


def test_threads_asking_while_the_registry_loads_all_see_it_whole():
    for _ in range(3):  # a fresh process each time: the registry starts empty
        out = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr
        assert out.stdout.split() == ["8", "8"]
