"""State checks (``kind="state"``): "destroy this card if ..." conditions, checked whenever nothing is
resolving; and ``forbid("hand", ...)``: a card that would enter a forbidden hand stays where it is.
The abilities below belong to test-only cards."""

from __future__ import annotations

import textwrap

from oracle.abilities import ability
from oracle.engine import abilities_hook
from oracle.scenario import run_text


def _big_neighbour(ctx):
    here = ctx.here
    return here is not None and any(m is not ctx.card and ctx.power(m) >= 5 for m in ctx.minions(base=here))


@ability("Test Fragile", kind="state", when=_big_neighbour)
def _fragile(ctx):
    """Ongoing: Destroy this minion if another minion here has power 5 or more."""
    ctx.destroy(ctx.card)


@ability("Test Wanderer", kind="state", when=lambda ctx: True)
def _wanderer(ctx):
    """Ongoing: This minion is always moving to another base (a deliberate endless loop)."""
    ctx.move(ctx.card, ctx.other_bases(ctx.here)[0])


@ability("Test Grow")
def _grow(ctx):
    """Choose a minion; it gets +3 power until the end of the turn."""
    ctx.add_power(ctx.choose("Test Grow: choose a minion", ctx.minions()), 3)


@ability("Test Guard", kind="protect")
def _guard(ctx, affect):
    """Ongoing: Your other minions here cannot be destroyed."""
    t = affect.target
    return (affect.kind == "destroy" and t is not ctx.card and t.controller == ctx.controller
            and ctx.base_of(t) is ctx.here)


@ability("Test Miser")
def _miser(ctx):
    """Until the end of the turn, no player may add cards to their hand."""
    ctx.forbid("hand", None, reason="(Test Miser)")


@ability("Test Drawer")
def _drawer(ctx):
    """Draw two cards."""
    ctx.draw(2)


@ability("Test Bounce")
def _bounce(ctx):
    """Return a minion to its owner's hand."""
    ctx.return_to_hand(ctx.choose("Test Bounce: return a minion", ctx.minions()))


abilities_hook.clear_cache()

HEAD = """
cards:
  - {name: Two, type: minion, power: 2}
  - {name: Three, type: minion, power: 3}
  - {name: Test Fragile, type: minion, power: 1}
  - {name: Test Wanderer, type: minion, power: 1}
  - {name: Test Grow, type: action}
  - {name: Test Guard, type: minion, power: 1}
  - {name: Test Miser, type: minion, power: 1}
  - {name: Test Drawer, type: action}
  - {name: Test Bounce, type: action}
  - {name: Other, type: base, breakpoint: 50, vp: [3, 2, 1]}
  - {name: Spare, type: base, breakpoint: 50, vp: [3, 2, 1]}
"""


def run(body, **kw):
    return run_text("id: t\ntitle: t\n" + textwrap.dedent(HEAD) + textwrap.dedent(body), **kw)


GROW = """
setup:
  players:
    - {name: Alice, hand: [Test Grow]}
    - {name: Bob}
  bases:
    - base: Other
      minions: [{card: Test Fragile, controller: Bob}, {card: %s, controller: Alice}%s]
steps:
  - play: Test Grow
    choose: [%s]
expect:
  at: {Test Fragile: %s}
"""


def test_state_check_destroys_when_the_condition_starts_to_hold():
    r = run(GROW % ("Two", "", "Two", "discard of Bob"))
    assert r["passed"], r["failures"]
    texts = [e["text"] for e in r["log"]]
    grow = next(i for i, t in enumerate(texts) if "gets +3 power" in t)
    gone = next(i for i, t in enumerate(texts) if "Test Fragile" in t and "destroyed" in t)
    assert gone > grow


def test_state_check_does_nothing_while_the_condition_does_not_hold():
    r = run(GROW % ("Two", "", "Test Fragile", "Other"))  # Fragile itself at 4: no *other* minion at 5
    assert r["passed"], r["failures"]


def test_state_check_prevented_destruction_is_not_retried_endlessly():
    r = run(GROW % ("Two", ", {card: Test Guard, controller: Bob}", "Two", "Other"))
    assert r["passed"], r["failures"]
    assert sum("protects it" in e["text"] for e in r["log"]) <= 3


def test_state_checks_that_keep_moving_cards_hit_a_limit():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Grow]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Test Wanderer, controller: Bob}, {card: Two, controller: Alice}]
        - Spare
    steps:
      - play: Test Grow
        choose: [Two]
    """)
    assert not r["passed"]
    assert "limit exceeded" in r["error"]["message"]


HAND = """
setup:
  players:
    - {name: Alice, hand: [Test Miser, %s], deck: [Two, Three]}
    - {name: Bob}
  bases:
    - base: Other
      minions: [{card: Three, controller: Alice, as: a3}]
steps:
  - play: Test Miser
    base: Other
  - play: %s
%s
expect:
  hand: {Alice: []}
  at: {a3: Other}
  deck_count: {Alice: 2}
"""


def test_forbidden_hand_keeps_drawn_cards_in_the_deck():
    r = run(HAND % ("Test Drawer", "Test Drawer", ""))
    assert r["passed"], r["failures"]


def test_forbidden_hand_keeps_a_returned_minion_in_play():
    r = run(HAND % ("Test Bounce", "Test Bounce", "    choose: [a3]"))
    assert r["passed"], r["failures"]
