"""``seed:`` reaches every random draw, and a coin flip is fair over many seeds (issue 14, fault 4).

Every random draw of the engine and the abilities comes from the game's one seeded generator
(``game.rng``, seeded by the scenario's ``seed:``): no module draws from the ``random`` module's
hidden global generator or makes a generator of its own (the random playouts seed their own, from
their seed, for the random players' choices)."""

from __future__ import annotations

import re
from pathlib import Path

from oracle.scenario.runner import run_text

ROOT = Path(__file__).resolve().parents[1]
CHAOS_LORD = (ROOT / "scenarios/cards/goblins-bases/goblin-town-chaos-lord.yaml").read_text()
SEEDS = range(300)


def _flip(seed: int) -> str:
    """The result of the first coin flip (Goblin Town, Alice's Chaos Lord in play) under ``seed``."""
    text = re.sub(r"(?m)^seed: \d+$", f"seed: {seed}", CHAOS_LORD)
    r = run_text(text, f"seed-{seed}")
    lines = [e["text"] if isinstance(e, dict) else str(e) for e in r["log"]]
    lines += [t for f in r["failures"] for t in f.get("attempt", [])]
    found = re.findall(r"flips a coin: (heads|tails)", " ".join(lines))
    assert found, f"seed {seed}: no coin was flipped"
    return found[0]


def test_a_coin_flip_is_fair_over_many_seeds():
    results = [_flip(s) for s in SEEDS]
    heads = results.count("heads")
    # 300 fair flips: heads is 150 +- 8.7 (one standard deviation); 115..185 is four of them
    assert 115 <= heads <= 185, f"{heads} heads in {len(results)} flips"
    longest = max(len(m.group(0)) for m in re.finditer(r"(h+|t+)", "".join(r[0] for r in results)))
    assert longest < 15, f"{longest} identical results in a row over consecutive seeds"


def test_seed_decides_the_flip_and_the_same_seed_repeats_it():
    assert {_flip(s) for s in range(20)} == {"heads", "tails"}
    assert [_flip(s) for s in range(10)] == [_flip(s) for s in range(10)]


def test_no_random_draw_bypasses_the_game_generator():
    bad = []
    for path in sorted((ROOT / "oracle").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for n, line in enumerate(path.read_text().splitlines(), 1):
            code = line.split("#", 1)[0]
            if re.search(r"\brandom\.(random|choice|choices|shuffle|sample|randint|randrange|uniform|seed)\(", code):
                bad.append(f"{rel}:{n}: {line.strip()}")
            if "Random(" in code and rel not in ("oracle/engine/state.py", "oracle/engine/playout.py"):
                bad.append(f"{rel}:{n}: {line.strip()}")
    assert not bad, "random draws outside game.rng:\n" + "\n".join(bad)
