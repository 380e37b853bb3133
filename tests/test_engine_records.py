"""The per-turn records abilities read instead of the log: plays and destructions
(``ctx.plays_this_turn``, ``ctx.destroyed_this_turn``), and the cancel check before an on-play
ability resolves."""

from __future__ import annotations

import textwrap

from oracle.abilities import ability
from oracle.scenario.runner import Run

SEEN = {}


@ability("Rec Sniper")
def _rec_sniper(ctx):
    """Destroy a minion."""
    target = ctx.choose("Rec Sniper: destroy a minion", [m for m in ctx.minions() if m is not ctx.card])
    if target is not None:
        ctx.destroy(target)


@ability("Rec Reader")
def _rec_reader(ctx):
    """(test) Notes what this turn's records hold when it is played."""
    SEEN["plays"] = [(p["card"].ref, p["kind"], p["player"], p["base"].ref if p["base"] else None, p["how"])
                     for p in ctx.plays_this_turn()]
    SEEN["minions"] = [p["card"].ref for p in ctx.plays_this_turn(kind="minion", player=ctx.controller)]
    SEEN["destroyed"] = [(d["card"].ref, d["base"].ref, d["by"], d["source"].ref, d["controller"])
                         for d in ctx.destroyed_this_turn()]


@ability("Rec Ward")
def _rec_ward(ctx):
    """Play on a base. Ongoing: minions here have their abilities canceled."""
    here = ctx.here
    ctx.cancel_abilities(match=lambda g, c: c.defn.plays_as == "minion" and g.base_of(c) is here)


@ability("Rec Extra")
def _rec_extra(ctx):
    """Play an extra minion."""
    ctx.extra("minion")


def run(text):
    r = Run(textwrap.dedent(text), "<test>")
    result = r.execute()
    return r, result


BOARD = """\
    id: test/records
    cards:
      - {name: Rec Sniper, type: minion, power: 2}
      - {name: Rec Reader, type: action}
      - {name: Rec Extra, type: action}
      - {name: Rec Ward, type: action, play_on: base}
      - {name: Victim, type: minion, power: 1}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
      - {name: Base B, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Rec Extra, Rec Sniper, Rec Reader, Rec Sniper]}
        - {name: Bob}
      plays: {actions: 0}
      bases:
        - base: Base A
          minions: [{card: Victim, controller: Bob}]
        - base: Base B
"""


def test_plays_and_destructions_of_the_turn_are_recorded():
    SEEN.clear()
    r, result = run(BOARD + """\
    steps:
      - play: Rec Extra
      - play: Rec Sniper
        base: Base A
      - advance: next
    """)
    assert result["error"] is None and not result["failures"], result
    game = r.game
    assert game.plays == [] and game.destructions == []  # the record is of the current turn only
    # read it through an ability during the turn
    SEEN.clear()
    r, result = run(BOARD.replace("plays: {actions: 0}", "plays: {actions: 0, minions: 0}") + """\
    steps:
      - play: Rec Extra
      - play: Rec Sniper
        base: Base A
      - play: Rec Sniper
        base: Base B
      - {expect: {at: {Victim: discard of Bob}}}
    """)
    assert result["error"] is None and not result["failures"], result
    plays = [(p["card"].ref, p["kind"], p["how"]) for p in r.game.plays]
    assert plays == [("Rec Extra", "action", "normal"), ("Rec Sniper", "minion", "extra"),
                     ("Rec Sniper", "minion", "normal")]
    d, second = r.game.destructions  # the second Rec Sniper destroys the first (the only minion left)
    assert second["card"].ref == "Rec Sniper" and second["base"].ref == "Base A" and second["controller"] == "Alice"
    assert d["card"].ref == "Victim" and d["base"].ref == "Base A" and d["by"] == "Alice"
    assert d["source"].ref == "Rec Sniper" and d["controller"] == "Bob"


def test_an_ability_reads_the_records_through_its_context():
    SEEN.clear()
    _, result = run(BOARD.replace("hand: [Rec Extra, Rec Sniper, Rec Reader, Rec Sniper]",
                                  "hand: [Rec Sniper, Rec Reader]") + """\
    steps:
      - play: Rec Sniper
        base: Base A
      - play: Rec Reader
    """)
    assert result["error"] is None and not result["failures"], result
    assert SEEN["plays"][0] == ("Rec Sniper", "minion", "Alice", "Base A", "normal")
    assert SEEN["plays"][1][:2] == ("Rec Reader", "action")
    assert SEEN["minions"] == ["Rec Sniper"]
    assert SEEN["destroyed"] == [("Victim", "Base A", "Alice", "Rec Sniper", "Bob")]


def test_a_minion_canceled_before_it_is_played_does_not_resolve_its_ability():
    _, result = run(BOARD.replace("hand: [Rec Extra, Rec Sniper, Rec Reader, Rec Sniper]", "hand: [Rec Sniper]")
                    .replace("minions: [{card: Victim, controller: Bob}]",
                             "minions: [{card: Victim, controller: Bob}]\n"
                             "          actions: [{card: Rec Ward, controller: Bob}]") + """\
    steps:
      - play: Rec Sniper
        base: Base A
    expect:
      at: {Victim: Base A}
    """)
    assert result["passed"], result


MADNESS_SEEN = []


@ability("Rec Watcher", kind="ongoing", event="madness_drawn")
def _rec_watcher(ctx):
    """Ongoing: after a player draws a Madness card, (test) note who and from where."""
    MADNESS_SEEN.append((ctx.event.player, ctx.event.card.name, ctx.event.data["from"]))


@ability("Rec Madder")
def _rec_madder(ctx):
    """Draw a Madness card, then draw a card."""
    ctx.draw_madness(1)
    ctx.draw(1)


def test_drawing_a_madness_card_is_an_event_with_player_and_card():
    MADNESS_SEEN.clear()
    _, result = run("""\
    id: test/madness-drawn
    cards:
      - {name: Rec Watcher, type: minion, power: 1}
      - {name: Rec Madder, type: action}
      - {name: Filler, type: minion, power: 1}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Rec Madder], deck: [Madness, Filler, Filler]}
        - {name: Bob}
      madness: 5
      bases:
        - base: Base A
          minions: [{card: Rec Watcher, controller: Bob}]
    steps:
      - play: Rec Madder
      - advance: end
    """)
    assert result["error"] is None and not result["failures"], result
    assert MADNESS_SEEN == [("Alice", "Madness", "madness"), ("Alice", "Madness", "deck")]


def test_a_treasure_in_a_hand_at_setup_has_no_owner():
    r, result = run("""\
    id: test/treasure-owner
    cards:
      - {name: Loot, type: treasure, as_type: action}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players: [{name: Alice, hand: [Loot]}, Bob]
      bases: [Base A]
    """)
    assert result["error"] is None, result
    [loot] = r.game.players[0].hand
    assert loot.owner is None and loot.controller == "Alice"


@ability("Rec Listener", kind="ongoing", event="discarded")
def _rec_listener(ctx):
    """Ongoing: after a card goes to a discard pile, (test) say so."""
    ctx.log(f"Rec Listener hears {ctx.event.card.ref} discarded")


def test_a_standard_actions_discard_event_comes_after_its_discard_line():
    _, result = run("""\
    id: test/discard-order
    cards:
      - {name: Rec Listener, type: minion, power: 1}
      - {name: Plain Action, type: action}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, hand: [Plain Action]}
        - {name: Bob}
      bases:
        - base: Base A
          minions: [{card: Rec Listener, controller: Bob}]
    steps:
      - play: Plain Action
    expect:
      log: [Alice plays Plain Action, Plain Action is discarded after resolving, Rec Listener hears Plain Action]
    """)
    assert result["passed"], result


def test_ongoing_sources_are_cached_until_a_card_changes_zone():
    from oracle.engine.abilities_hook import sources_with
    r, result = run(BOARD + "    steps: []\n")
    game = r.game
    first = sources_with(game, "on_play")
    assert game.src_cache.get("on_play") is first  # cached
    assert sources_with(game, "on_play") is first
    game.put(game.players[0].hand[0], game.players[0].discard)  # a card changes zone
    assert sources_with(game, "on_play") is not first


@ability("Rec Frozen", kind="special", zone="stasis")
def _rec_frozen(ctx):
    """Special: (test) while this card is in stasis, gain 1 VP and discard it."""
    ctx.gain_vp(1)
    ctx.place(ctx.card, "discard")


def test_a_special_of_a_card_in_stasis():
    _, result = run("""\
    id: test/stasis-special
    cards:
      - {name: Rec Frozen, type: action}
      - {name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}
    setup:
      players:
        - {name: Alice, stasis: [{card: Rec Frozen, stasis: 2}]}
        - {name: Bob}
      bases: [Base A]
    steps:
      - special: Rec Frozen
    expect:
      vp: {Alice: 1}
      at: {Rec Frozen: discard of Alice}
    """)
    assert result["passed"], result


@ability("Rec Seek")
def _rec_seek(ctx):
    """Search your deck for a minion and place it on top of your deck."""
    ctx.search_deck("Rec Seek: search your deck for a minion", where=lambda c: c.defn.plays_as == "minion",
                    to="deck_top", may=False)


def test_a_card_searched_to_the_top_of_the_deck_stays_on_top_after_the_shuffle():
    for seed in range(5):
        _, result = run(f"""\
        id: test/seek
        seed: {seed}
        cards:
          - {{name: Rec Seek, type: action}}
          - {{name: Filler, type: action}}
          - {{name: Grunt, type: minion, power: 3}}
          - {{name: Base A, type: base, breakpoint: 100, vp: [3, 2, 1]}}
        setup:
          players:
            - {{name: Alice, hand: [Rec Seek], deck: [Filler, Filler, Filler, Grunt, Filler, Filler]}}
            - {{name: Bob}}
          bases: [Base A]
        steps:
          - play: Rec Seek
        expect:
          deck: {{Alice: [Grunt, Filler, Filler, Filler, Filler, Filler]}}
        """)
        assert result["passed"], result
