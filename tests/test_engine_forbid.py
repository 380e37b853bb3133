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


@ability("Fb Hush")
def _fb_hush(ctx):
    """Play on a base. Ongoing: other players with less power here than you cannot use Special
    abilities while this base is scoring."""
    here, me = ctx.here, ctx.controller

    def hushed(game, card, base, player):
        from oracle.engine import power
        return (base is here and game.scoring_base is here and player != me
                and power.player_total(game, here, player) < power.player_total(game, here, me))
    ctx.forbid("special", None, match=hushed, until="while_source", reason="Fb Hush")


@ability("Fb Trick", kind="special", window="before_scoring")
def _fb_trick(ctx):
    """Special: Before a base scores, gain 1 VP."""
    ctx.gain_vp(1)
    ctx.place(ctx.card, "discard")


@ability("Fb Swap")
def _fb_swap(ctx):
    """(test) Discard a card from your hand."""
    card = ctx.choose("Fb Swap: discard a card", ctx.hand())
    if card is not None:
        ctx.discard_from_hand(card)


@ability("Fb Blaster", kind="instead_of_hand_discard")
def _fb_blaster(ctx, card, player):
    """Ongoing: when you would discard a card from your hand, you may discard the top card of another
    player's deck instead."""
    if player != ctx.controller:
        return None
    other = ctx.may_choose("Fb Blaster: discard the top card of whose deck instead?",
                           [p for p in ctx.other_players() if ctx.game.player(p).deck])
    return ctx.game.player(other).deck[0] if other else None


def test_specials_can_be_forbidden_while_a_base_scores():
    result = run_text(textwrap.dedent("""\
    id: test/hush
    cards:
      - {name: Fb Hush, type: action, play_on: base}
      - {name: Fb Trick, type: action}
      - {name: Big, type: minion, power: 10}
      - {name: Small, type: minion, power: 1}
      - {name: Base A, type: base, breakpoint: 5, vp: [3, 2, 1]}
      - {name: Base B, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice}
        - {name: Bob, hand: [Fb Trick]}
        - {name: Carol, hand: [Fb Trick]}
      bases:
        - base: Base A
          actions: [{card: Fb Hush, controller: Alice}]
          minions:
            - {card: Big, controller: Alice}
            - {card: Small, controller: Bob}
            - {card: Big, controller: Carol, as: carols-big}
      base_deck: [Base B]
    steps:
      - advance: draw
        choose: [{player: Carol, answer: Fb Trick}]  # Bob, with less power than Alice, is not asked
    expect:
      vp: {Alice: 3, Carol: 4, Bob: 1}
    """))
    assert result["passed"], result


def test_a_discard_from_the_hand_can_be_replaced():
    result = run_text(textwrap.dedent("""\
    id: test/blaster
    cards:
      - {name: Fb Swap, type: action}
      - {name: Fb Blaster, type: minion, power: 5}
      - {name: Keep, type: minion, power: 1}
      - {name: Top, type: minion, power: 1}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Fb Swap, Keep]}
        - {name: Bob, deck: [Top]}
      bases:
        - base: Base A
          minions: [{card: Fb Blaster, controller: Alice}]
    steps:
      - play: Fb Swap
        choose: [Bob]
    expect:
      hand: {Alice: [Keep]}
      discard: {Bob: [Top], Alice: [Fb Swap]}
    """))
    assert result["passed"], result


def test_an_extra_minion_or_action_pays_for_either_and_the_free_play_goes_first():
    result = run_text(textwrap.dedent("""\
    id: test/either
    cards:
      - {name: Fb Either, type: action}
      - {name: Page, type: minion, power: 1}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Fb Either, Page, Page, Fb Either]}
        - {name: Bob}
      bases: [Base A]
    steps:
      - play: Fb Either
      - play: Page
        base: Base A
      - expect: {log: [Alice plays Page on Base A]}
      - play: Page
        base: Base A
      - expect: {log: [Alice plays Page on Base A as an extra minion]}
      - play: Fb Either
      - expect: {error: already played an action}
    expect:
      hand: {Alice: [Fb Either]}
    """))
    assert result["passed"], result
    texts = [e["text"] for e in result["log"]]
    assert "Alice plays Page on Base A" in texts  # the free minion play paid for the first Page


@ability("Fb Either")
def _fb_either(ctx):
    """(test) You may play an extra minion or action."""
    ctx.extra("minion_or_action")


@ability("Fb Zero")
def _fb_zero(ctx):
    """Ongoing: (test) minions at this base have power 0 ("reset")."""
    here = ctx.here
    ctx.ongoing("set_power", 0, match=lambda g, c: g.base_of(c) is here and c.defn.plays_as == "minion")


@ability("Fb Five")
def _fb_five(ctx):
    """(test) A minion's power is 5 until the end of the turn."""
    target = ctx.choose("Fb Five: choose a minion", ctx.minions())
    ctx.ongoing("set_power", 5, match=lambda g, c: c is target, until="end_of_turn")


def test_when_two_abilities_reset_a_power_the_current_player_chooses():
    board = textwrap.dedent("""\
    id: test/resets
    cards:
      - {name: Fb Zero, type: action, play_on: base}
      - {name: Fb Five, type: action}
      - {name: Grunt, type: minion, power: 3}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Fb Five]}
        - {name: Bob}
      bases:
        - base: Base A
          actions: [{card: Fb Zero, controller: Bob}]
          minions: [{card: Grunt, controller: Bob}]
    steps:
      - {expect: {power: {Grunt: 0}}}
      - play: Fb Five
        choose: [{player: Alice, answer: "%s"}]
    expect:
      power: {Grunt: %d}
    """)
    for answer, power in (("0 (Fb Zero)", 0), ("5 (Fb Five)", 5)):
        result = run_text(board % (answer, power))
        assert result["passed"], result
