"""``forbid("play", ...)``: a match may ask for the destination base, so a play there is refused
before it happens (Antarctic Base, Tsar's Palace); two-argument matches keep working."""

from __future__ import annotations

import textwrap

from oracle.abilities import ability
from oracle.scenario import run_text


@ability("Fb Wall")
def _fb_wall(ctx):
    """Play on a base. Ongoing: minions cannot be played here."""
    here = ctx.here
    ctx.forbid("play", None, match=lambda game, card, base: base is here and card.defn.plays_as == "minion",
               until="while_source", reason="minions cannot be played here (Fb Wall)")


@ability("Fb Old")
def _fb_old(ctx):
    """Play on a base. Ongoing: (test) cards named Grunt cannot be played; a two-argument match."""
    ctx.forbid("play", None, match=lambda g, c, s="Grunt": c.name == s, until="while_source")


BOARD = """\
    id: test/forbid
    cards:
      - {name: Fb Wall, type: action, play_on: base}
      - {name: Fb Old, type: action, play_on: base}
      - {name: Grunt, type: minion, power: 3}
      - {name: Page, type: minion, power: 1}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
      - {name: Base B, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Page, Grunt]}
        - {name: Bob}
      bases:
        - base: Base A
          actions: [{card: %s, controller: Bob}]
        - base: Base B
"""


def test_a_forbidden_destination_is_refused_and_another_base_is_not():
    result = run_text(textwrap.dedent(BOARD % "Fb Wall" + """\
    steps:
      - play: Page
        base: Base A
      - expect: {error: minions cannot be played here, at: {Page: hand of Alice}}
      - play: Page
        base: Base B
    expect:
      at: {Page: Base B}
    """))
    assert result["passed"], result


def test_a_two_argument_match_with_a_default_is_called_as_before():
    result = run_text(textwrap.dedent(BOARD % "Fb Old" + """\
    steps:
      - play: Grunt
        base: Base B
      - expect: {error: cannot play, at: {Grunt: hand of Alice}}
      - play: Page
        base: Base A
    expect:
      at: {Page: Base A}
    """))
    assert result["passed"], result
