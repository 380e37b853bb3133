"""Engine behaviour that needs abilities: Me First!, triggers, durations, protection,
power floors, extra plays, limits. The abilities below belong to test-only cards
(only abilities registered by test modules apply to test-only cards)."""

from __future__ import annotations

import textwrap

import pytest

from oracle.abilities import ability
from oracle.engine import abilities_hook
from oracle.scenario import run_text


# ---- test abilities ------------------------------------------------------------
@ability("Test Trick", kind="special", window="before_scoring")
def _trick(ctx):
    """Special: Before a base scores, gain 1 VP (then discard this card)."""
    ctx.gain_vp(1)
    ctx.place(ctx.card, "discard")


@ability("Test Sail", kind="special", window="before_scoring")
def _sail_special(ctx):
    """Special: Before a base scores, you may play this card."""
    ctx.play_this()


@ability("Test Sail")
def _sail(ctx):
    """Move any number of your minions to other bases."""
    mine = ctx.minions(controller=ctx.controller)
    for m in ctx.choose_many("Test Sail: move any number of your minions", mine):
        dest = ctx.choose(f"move {m.ref} to which base?", ctx.other_bases(ctx.base_of(m)))
        ctx.move(m, dest)


@ability("Test Shrinker")
def _shrinker(ctx):
    """Choose a minion; it gets -10 power until the end of the turn."""
    target = ctx.choose("Test Shrinker: choose a minion", ctx.minions())
    ctx.add_power(target, -10)


@ability("Test Pump")
def _pump(ctx):
    """Choose a minion; it gets +3 power until the end of the turn."""
    target = ctx.choose("Test Pump: choose a minion", ctx.minions())
    ctx.add_power(target, 3)


@ability("Test Sniper")
def _sniper(ctx):
    """You may destroy a minion."""
    target = ctx.may_choose("Test Sniper: destroy a minion", [m for m in ctx.minions() if m is not ctx.card])
    if target is not None:
        ctx.destroy(target)


@ability("Test Shield", kind="protect")
def _shield(ctx, affect):
    """Ongoing: Your other minions here cannot be destroyed."""
    t = affect.target
    return (affect.kind == "destroy" and t is not ctx.card and t.controller == ctx.controller
            and ctx.base_of(t) is ctx.here)


@ability("Test Recruiter")
def _recruiter(ctx):
    """You may play an extra minion."""
    ctx.extra("minion")


@ability("Test Bouncer", kind="ongoing", event="moved")
def _bouncer(ctx):
    """Ongoing: After a minion moves, move it to another base (a deliberate endless loop)."""
    m = ctx.event.card
    others = ctx.other_bases(ctx.base_of(m))
    ctx.move(m, others[0])


@ability("Test Crusher", kind="breakpoint")
def _crusher(ctx, base):
    """Ongoing: This base has -100 breakpoint."""
    return -100 if base is ctx.here else 0


@ability("Test Starter", kind="start_of_turn")
def _starter(ctx):
    """Ongoing: At the start of your turn, draw a card."""
    ctx.draw(1)


abilities_hook.clear_cache()

HEAD = """
cards:
  - {name: Ten, type: minion, power: 10}
  - {name: Five, type: minion, power: 5}
  - {name: Two, type: minion, power: 2}
  - {name: Test Trick, type: action}
  - {name: Test Sail, type: action}
  - {name: Test Shrinker, type: action}
  - {name: Test Pump, type: action}
  - {name: Test Sniper, type: minion, power: 1}
  - {name: Test Shield, type: minion, power: 1}
  - {name: Test Recruiter, type: minion, power: 1}
  - {name: Test Bouncer, type: minion, power: 1}
  - {name: Test Crusher, type: action, play_on: base}
  - {name: Test Starter, type: minion, power: 1}
  - {name: Test Jammer, type: action, play_on: base}
  - {name: Test Duelist, type: minion, power: 4}
  - {name: Test Vault, type: minion, power: 1}
  - {name: Test Sleep, type: action}
  - {name: Test Terraform, type: action}
  - {name: Test Swapper, type: minion, power: 1}
  - {name: Test Harbor, type: base, breakpoint: 12, vp: [3, 2, 1]}
  - {name: Test Titan, type: titan}
  - {name: Test Seeker, type: action}
  - {name: Test Mover, type: action}
  - {name: Test Ward, type: action}
  - {name: Test Gauge, type: minion, power: 2}
  - {name: Test Digger, type: minion, power: 1}
  - {name: Test Bomber, type: action}
  - {name: Test Martyr, type: minion, power: 2}
  - {name: Test Burrow, type: minion, power: 1}
  - {name: Test Arena, type: base, breakpoint: 50, vp: [3, 2, 1]}
  - {name: Test Charm, type: action}
  - {name: Test Hush, type: action}
  - {name: Test Lifeline, type: action, play_on: minion}
  - {name: Test Satchel, type: minion, power: 1}
  - {name: Test Promise, type: action}
  - {name: Test Aegis, type: action}
  - {name: Test Rally Ground, type: base, breakpoint: 50, vp: [3, 2, 1]}
  - {name: Test Infiltrator, type: action, play_on: base}
  - {name: Test Hippogriff, type: monster, power: 3, treasure: 1}
  - {name: Treehouse Stand-in, type: base, breakpoint: 15, vp: [4, 1, 1]}
  - {name: Taunter, type: minion, power: 4}
  - {name: Turner, type: minion, power: 3}
  - {name: Jungle, type: base, breakpoint: 12, vp: [3, 2, 0]}
  - {name: Other, type: base, breakpoint: 50, vp: [3, 2, 1]}
  - {name: Spare, type: base, breakpoint: 50, vp: [3, 2, 1]}
"""


def run(body, **kw):
    return run_text("id: t\ntitle: t\n" + textwrap.dedent(HEAD) + textwrap.dedent(body), **kw)


def test_me_first_order_and_passing():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Trick]}
        - {name: Bob, hand: [Test Trick]}
        - {name: Carol}
      bases:
        - base: Jungle
          minions: [{card: Ten, controller: Alice}, {card: Five, controller: Bob}]
      base_deck: [Spare]
    steps:
      - advance: draw
        choose:
          - {player: Alice, answer: pass}
          - {player: Bob, answer: Test Trick}
          - {player: Alice, answer: Test Trick}
    expect:
      vp: {Alice: 4, Bob: 3}
      log: ["Me First!", "Alice passes", "Bob uses the Special of Test Trick",
            "Alice uses the Special of Test Trick", "window closes", "Alice is 1st"]
    """)
    assert r["passed"], r["failures"] or r["error"]


def test_me_first_skips_players_with_nothing_and_unscripted_prompt_fails():
    r = run("""
    setup:
      players:
        - {name: Alice}
        - {name: Bob, hand: [Test Trick]}
      bases:
        - base: Jungle
          minions: [{card: Ten, controller: Alice}, {card: Five, controller: Bob}]
      base_deck: [Spare]
    steps:
      - advance: draw
    """)
    assert not r["passed"]
    msg = r["error"]["message"]
    assert "Bob" in msg and "Test Trick" in msg and "pass" in msg and "Me First!" in msg
    assert r["error"]["line"] is not None


def test_wrong_answer_refuses_and_leftover_answers_are_an_error():
    body = """
    setup:
      players:
        - {name: Alice, hand: [Test Sniper]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob}]
    steps:
      - play: Test Sniper
        base: Other
        choose: [%s]
      - expect:
          error: "%s"
          at: {Test Sniper: hand of Alice, Two: Other}
    """
    r = run(body % ("Ten", "not among the options"))
    assert r["passed"], r["failures"]
    r = run(body % ("Two, Two", "left over"))
    assert r["passed"], r["failures"]


def test_before_scoring_drop_below_breakpoint_still_scores():
    """Full Sail at Jungle Oasis (rules/the-big-score) with a test card."""
    r = run("""
    setup:
      players:
        - {name: Alice}
        - {name: Bob, hand: [Test Sail]}
      bases:
        - base: Jungle
          minions: [{card: Ten, controller: Alice}, {card: Five, controller: Bob}]
        - Other
      base_deck: [Spare]
    steps:
      - advance: draw
        choose:
          - {player: Bob, answer: Test Sail}
          - [Five]
    expect:
      vp: {Alice: 3, Bob: 0}
      at: {Five: Other}
      log: ["below its breakpoint, but a base chosen to score still scores"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_power_never_below_zero_and_until_end_of_turn_expires():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Shrinker]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Bob}]
    steps:
      - play: Test Shrinker
      - expect:
          power: {Five: 0}
          totals: {Other: {Bob: 0}}
      - advance: next
    expect:
      power: {Five: 5}
    """)
    assert r["passed"], r["failures"]


def test_snapshot_power_does_not_follow_new_minions():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Pump, Two]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Alice}]
    steps:
      - play: Test Pump
      - play: Two
        base: Other
    expect:
      power: {Five: 8, Two: 2}
    """)
    assert r["passed"], r["failures"]


def test_breakpoint_never_below_zero():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Crusher]}
        - {name: Bob}
      bases: [Other]
    steps:
      - play: Test Crusher
        base: Other
    expect:
      breakpoint: {Other: 0}
    """)
    assert r["passed"], r["failures"]


def test_protection_prevents_destroy_pair():
    body = """
    setup:
      players:
        - {name: Alice, hand: [Test Sniper]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob}%s]
    steps:
      - play: Test Sniper
        base: Other
        choose: [Two]
    expect:
      at: {Two: %s}
    """
    r = run(body % (", {card: Test Shield, controller: Bob}", "Other"))
    assert r["passed"], r["failures"]
    assert any("protects it" in e["text"] for e in r["log"])
    r = run(body % ("", "discard of Bob"))
    assert r["passed"], r["failures"]


def test_extra_minion_play():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Recruiter, {card: Two, as: a}, {card: Five, as: b}]}
        - {name: Bob}
      bases: [Other]
    steps:
      - play: Test Recruiter
        base: Other
      - play: a
        base: Other
      - play: b
        base: Other
    expect:
      error: already played a minion
      at: {a: Other, b: hand of Alice}
    """)
    assert r["passed"], r["failures"]


def test_endless_trigger_loop_hits_a_limit():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Sail]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Test Bouncer, controller: Bob}, {card: Two, controller: Alice}]
        - Spare
    steps:
      - play: Test Sail
        choose: [[Two], Spare]
    """, limits={"max_depth": 30})
    assert not r["passed"]
    assert "limit exceeded" in r["error"]["message"]


def test_start_of_turn_ability():
    r = run("""
    setup:
      players:
        - {name: Alice}
        - {name: Bob, deck: [Five]}
      bases:
        - base: Other
          minions: [{card: Test Starter, controller: Bob}]
    steps:
      - advance: next
    expect:
      current: Bob
      hand: {Bob: [Five]}
      log: ["Bob's turn starts", "Test Starter triggers"]
    """)
    assert r["passed"], r["failures"]


def test_interactive_stops_at_first_unscripted_prompt():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Sniper]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob}, {card: Five, controller: Bob}]
    steps:
      - play: Test Sniper
        base: Other
    """, interactive=True)
    pp = r["pending_prompt"]
    assert pp is not None and pp["step"] == 0 and pp["player"] == "Alice"
    assert set(pp["options"]) == {"Two", "Five", "pass"}
    assert r["error"] is None


@ability("Test Jammer")
def _jammer(ctx):
    """Play on a base. Ongoing: Cancel the abilities of minions here."""
    here = ctx.here
    ctx.cancel_abilities(match=lambda game, c: game.base_of(c) is here and c.defn.plays_as == "minion")


abilities_hook.clear_cache()


def test_canceled_protection_no_longer_protects():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Jammer, Test Sniper]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob}, {card: Test Shield, controller: Bob}]
        - Spare
    steps:
      - play: Test Jammer
        base: Other
      - play: Test Sniper
        base: Spare
        choose: [Two]
    expect:
      at: {Two: discard of Bob}
    """)
    assert r["passed"], (r["failures"], r["error"])


@ability("Test Duelist")
def _duelist(ctx):
    """Choose a minion here to duel with this minion. If this minion wins, destroy the other."""
    foe = ctx.choose("Test Duelist: duel which minion?", [m for m in ctx.minions(base=ctx.here)
                                                         if m.controller != ctx.controller])
    if foe is not None and ctx.duel(ctx.card, foe) in ("challenger", "tie"):
        ctx.destroy(foe)


abilities_hook.clear_cache()


@pytest.mark.parametrize("bob_card,outcome", [("pass", "discard of Bob"), ("Test Pump", "Other")])
def test_duel(bob_card, outcome):
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Duelist, Two]}
        - {name: Bob, hand: [Test Pump]}
      bases:
        - base: Other
          minions: [{card: Five, controller: Bob}]
    steps:
      - play: Test Duelist
        base: Other
        choose: [{player: Alice, answer: Two}, {player: Bob, answer: %s}, {player: Bob, answer: Five}]
    expect:
      at: {Two: hand of Alice, Five: %s}
    """ % (bob_card, outcome) if bob_card == "Test Pump" else """
    setup:
      players:
        - {name: Alice, hand: [Test Duelist]}
        - {name: Bob, hand: [Two]}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob, as: bobs-two}]
    steps:
      - play: Test Duelist
        base: Other
        choose: [{player: Bob, answer: pass}]
    expect:
      at: {bobs-two: discard of Bob}
      log: ["challenges", "wins the duel (4 to 2)"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Vault")
def _vault(ctx):
    """Store a card from your hand under this minion."""
    pick = ctx.choose("Test Vault: store a card", ctx.hand())
    if pick is not None:
        ctx.store(pick, ctx.card)


abilities_hook.clear_cache()


def test_storage_moves_with_holder_and_is_discarded_with_it():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Vault, Five, Test Sail]}
        - {name: Bob, hand: [Test Sniper]}
      bases:
        - Other
        - Spare
    steps:
      - play: Test Vault
        base: Other
        choose: [Five]
      - expect:
          at: {Five: stored under Test Vault}
          totals: {Other: {Alice: 1}}
      - play: Test Sail
        choose: [[Test Vault]]
      - expect:
          at: {Test Vault: Spare, Five: stored under Test Vault}
      - advance: next
      - play: Test Sniper
        base: Other
        choose: [Test Vault]
    expect:
      at: {Test Vault: discard of Alice, Five: discard of Alice}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Hippogriff", kind="before_scoring", when=lambda ctx: ctx.event.base is ctx.here)
def _hippogriff(ctx):
    """Before this base scores, destroy a randomly chosen minion here (a stand-in: the
    Hippogriff's text is not in the sources, only 001's example)."""
    victims = [m for m in ctx.minions(base=ctx.here) if m.controller is not None]
    if victims:
        ctx.destroy(ctx.game.rng.choice(victims))


abilities_hook.clear_cache()


def test_hippogriffs_at_treehouse_example():
    """001 (Me First!): Treehouse with two Hippogriffs has breakpoint 21; the total reaches
    22; the Hippogriffs destroy two minions, dropping it below 21; it still scores."""
    r = run("""
    setup:
      players: [{name: Alice}, {name: Bob}]
      bases:
        - base: Treehouse Stand-in
          minions:
            - {card: Test Hippogriff, as: hippogriff-1}
            - {card: Test Hippogriff, as: hippogriff-2}
            - {card: Ten, controller: Alice}
            - {card: Taunter, controller: Bob}
            - {card: Turner, controller: Bob}
            - {card: Five, controller: Bob}
      base_deck: [Spare]
    steps:
      - expect:
          breakpoint: {Treehouse Stand-in: 21}
          totals: {Treehouse Stand-in: {Alice: 10, Bob: 12}}
      - advance: draw
        choose: [hippogriff-1]
    expect:
      bases: [Spare]
      log: ["Treehouse Stand-in scores: total power 22 meets its breakpoint 21", "is destroyed",
            "is destroyed", "below its breakpoint, but a base chosen to score still scores"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Sleep")
def _sleep(ctx):
    """Choose a player. That player can't play actions on their next turn."""
    who = ctx.choose("Test Sleep: choose a player", ctx.other_players())
    ctx.forbid("play", who, match=lambda game, c: c.defn.plays_as == "action", turn=ctx.next_turn_of(who),
               reason="no actions on this turn (Test Sleep)")


abilities_hook.clear_cache()


def test_forbid_play_lasts_through_the_players_next_turn():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Sleep]}
        - {name: Bob, hand: [Test Pump, Two]}
      bases:
        - base: Other
          minions: [{card: Five, controller: Alice}]
    steps:
      - play: Test Sleep
      - advance: next
      - play: Test Pump
      - expect:
          error: cannot play Test Pump
      - play: Two
        base: Other
      - advance: next
      - advance: next
      - play: Test Pump
        choose: [Five]
    expect:
      power: {Five: 8}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Terraform")
def _terraform(ctx):
    """Search the base deck for a base and swap it with a base in play."""
    deck = list(ctx.game.base_deck)
    new = ctx.choose("Test Terraform: choose a base from the base deck", deck)
    old = ctx.choose("Test Terraform: swap it with which base in play?", ctx.bases())
    ctx.swap_base(old, new)


@ability("Test Swapper")
def _swapper(ctx):
    """Swap one of your minions in play with a minion in your hand."""
    mine = ctx.minions(controller=ctx.controller, where=lambda m: m is not ctx.card)
    a = ctx.choose("Test Swapper: your minion in play", mine)
    b = ctx.choose("Test Swapper: a minion in your hand", [c for c in ctx.hand() if c.defn.plays_as == "minion"])
    if a is not None and b is not None:
        ctx.swap(a, b)


abilities_hook.clear_cache()


def test_swap_base_keeps_cards_and_position():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Terraform]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Bob, counters: 1}]
          actions: [{card: Test Crusher, controller: Bob}]
        - Jungle
      base_deck: [Spare]
    steps:
      - play: Test Terraform
        choose: [Other]
    expect:
      bases: [Spare, Jungle]
      at: {Five: Spare, Test Crusher: Spare, Other: base deck}
      power: {Five: 6}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_swap_minion_with_hand():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Swapper, Ten]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Alice, counters: 2, actions: [{card: Test Crusher, controller: Bob}]}]
    steps:
      - play: Test Swapper
        base: Other
    expect:
      at: {Ten: Other, Five: hand of Alice, Test Crusher: on Ten}
      counters: {Five: 0}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Harbor", kind="ongoing", event="base_replaced", when=lambda ctx: ctx.event.card is ctx.card)
def _harbor(ctx):
    """After this base scores and is replaced, the runner-up may move one of their minions on
    another base to the replacement base."""
    second = [s.player for s in ctx.event.data["standings"] if s.place == 2]
    for who in second:
        mine = [m for m in ctx.minions(controller=who) if ctx.base_of(m) is not ctx.event.base]
        pick = ctx.may_choose("Test Harbor: move one of your minions to the new base", mine, player=who)
        if pick is not None:
            ctx.move(pick, ctx.event.base)


abilities_hook.clear_cache()


def test_after_base_scores_and_is_replaced():
    r = run("""
    setup:
      players: [{name: Alice}, {name: Bob}]
      bases:
        - base: Test Harbor
          minions: [{card: Ten, controller: Alice}, {card: Five, controller: Bob, as: bobs-five}]
        - base: Other
          minions: [{card: Two, controller: Bob}]
      base_deck: [Spare]
    steps:
      - advance: draw
        choose: [{player: Bob, answer: Two}]
    expect:
      bases: [Spare, Other]
      at: {Two: Spare, bobs-five: discard of Bob}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_live_effects_survive_a_refused_step():
    """A refused step restores the state; effects made earlier (closures over the board) still work."""
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Jammer, Test Sniper, Ten]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob}, {card: Test Shield, controller: Bob}]
        - Spare
    steps:
      - play: Test Jammer
        base: Other
      - play: Ten
      - expect:
          error: needs a base
      - play: Test Sniper
        base: Spare
        choose: [Two]
    expect:
      at: {Two: discard of Bob}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Titan", kind="special", zone="aside")
def _titan(ctx):
    """Special: On your turn, you may play this titan on a base where you have a minion,
    instead of your regular minion play."""
    bases = [b for b in ctx.bases() if ctx.minions(base=b, controller=ctx.controller)]
    base = ctx.choose("Test Titan: play it on which base?", bases)
    ctx.play_titan(ctx.card, base, instead_of="minion")


abilities_hook.clear_cache()


def test_titan_played_with_its_special():
    r = run("""
    setup:
      players:
        - {name: Alice, titans: [Test Titan], hand: [Two]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Alice}]
        - Spare
    steps:
      - special: Test Titan
      - play: Two
        base: Other
    expect:
      error: already played a minion
      at: {Test Titan: Other}
      controller: {Test Titan: Alice}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Seeker")
def _seeker(ctx):
    """Search your deck for a minion of power 2 or less and place it in your hand."""
    ctx.search_deck("Test Seeker: a minion of power 2 or less", where=lambda c: c.defn.plays_as == "minion"
                    and (c.defn.power or 0) <= 2)


@ability("Test Mover")
def _mover(ctx):
    """Transfer all +1 power counters from one minion to another."""
    frm = ctx.choose("from", [m for m in ctx.minions() if m.counters])
    to = ctx.choose("to", [m for m in ctx.minions() if m is not frm])
    ctx.transfer_counters(frm, to, frm.counters)


abilities_hook.clear_cache()


def test_search_reveals_and_shuffles_and_transfer():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Seeker, Test Mover], deck: [Ten, Two, Five]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Bob, counters: 2, as: bobs-five}, {card: Ten, controller: Bob, as: bobs-ten}]
    steps:
      - play: Test Seeker
        choose: [Two]
      - expect:
          hand: {Alice: [Two, Test Mover]}
          log: ["reveals Two", "Alice shuffles their deck"]
      - advance: next
      - advance: next
      - play: Test Mover
    expect:
      power: {bobs-five: 5, bobs-ten: 12}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Ward")
def _ward(ctx):
    """Choose a minion. It gets +5 power until the start of your next turn."""
    m = ctx.choose("Test Ward: choose a minion", ctx.minions())
    ctx.ongoing("power", 5, match=lambda game, c, m=m: c is m, until="start_of_turn")


@ability("Test Gauge", kind="start_of_turn")
def _gauge(ctx):
    """At the start of your turn, if this minion has 5 or more power, gain 1 VP."""
    if ctx.power(ctx.card) >= 5:
        ctx.gain_vp(1)


abilities_hook.clear_cache()


def test_start_of_turn_expirations_come_before_start_of_turn_abilities():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Ward]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Test Gauge, controller: Alice}]
    steps:
      - play: Test Ward
      - expect:
          power: {Test Gauge: 7}
      - advance: next
      - expect:
          power: {Test Gauge: 7}
      - advance: next
    expect:
      current: Alice
      power: {Test Gauge: 2}
      vp: {Alice: 0}
      log: ["effect(s) lasting until the start of Alice's turn expire", "Test Gauge triggers"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Digger")
def _digger(ctx):
    """Bury a card from your hand at this base."""
    pick = ctx.choose("Test Digger: bury a card", ctx.hand())
    if pick is not None:
        ctx.bury(pick, ctx.here)


abilities_hook.clear_cache()


def test_bury_then_uncover_next_turn():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Digger, Five]}
        - {name: Bob}
      bases: [Other]
    steps:
      - play: Test Digger
        base: Other
      - expect:
          at: {Five: buried at Other}
          totals: {Other: {Alice: 1}}
      - advance: next
      - advance: next
        choose: [{player: Alice, answer: Five}]
    expect:
      at: {Five: Other}
      totals: {Other: {Alice: 6}}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Bomber")
def _bomber(ctx):
    """Destroy a minion. Draw a card."""
    ctx.destroy(ctx.choose("Test Bomber: destroy a minion", ctx.minions()))
    ctx.draw(1)


@ability("Test Martyr", kind="ongoing", event="destroyed", when=lambda ctx: ctx.event.card is ctx.card)
def _martyr(ctx):
    """Ongoing: After this minion is destroyed, its controller draws a card."""
    ctx.draw(1)


abilities_hook.clear_cache()


def test_triggers_wait_until_the_card_being_resolved_is_finished():
    """rules/card-resolution-order: resolve the card just played, then what it triggered."""
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Bomber], deck: [Ten]}
        - {name: Bob, deck: [Five]}
      bases:
        - base: Other
          minions: [{card: Test Martyr, controller: Bob}]
    steps:
      - play: Test Bomber
    expect:
      hand: {Alice: [Ten], Bob: [Five]}
      log: ["Test Martyr is destroyed", "Alice draws 1 card", "Test Martyr triggers", "Bob draws 1 card",
            "Test Bomber is discarded after resolving"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Burrow")
def _burrow(ctx):
    """You may play an extra minion on this base at any time this turn."""
    ctx.extra("minion", base=ctx.here, any_phase=True)


@ability("Test Arena", kind="special", zone="base")
def _arena(ctx):
    """You may use your regular action play to destroy a minion of power 2 or less here."""
    if not ctx.use_regular_play("action"):
        ctx.game.refuse("the regular action play was already used this turn")
    ctx.destroy(ctx.choose("Test Arena: destroy a minion", ctx.minions(base=ctx.here,
                                                                         where=lambda m: ctx.power(m) <= 2)))


abilities_hook.clear_cache()


def test_extra_limited_to_a_base_and_usable_any_time_this_turn():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Burrow, Five]}
        - {name: Bob}
      bases: [Other, Spare]
    steps:
      - play: Test Burrow
        base: Other
      - advance: draw
      - play: Five
        base: Spare
      - expect:
          error: Play Cards phase
      - play: Five
        base: Other
    expect:
      at: {Five: Other}
      log: ["Alice plays Five on Other as an extra minion"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_special_of_a_base_used_with_the_regular_action_play():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Pump]}
        - {name: Bob}
      bases:
        - base: Test Arena
          minions: [{card: Two, controller: Bob}, {card: Five, controller: Bob}]
    steps:
      - special: Test Arena
      - play: Test Pump
      - expect:
          error: already played an action
          at: {Two: discard of Bob}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Charm")
def _charm(ctx):
    """Take control of a minion until the end of the turn."""
    ctx.take_control(ctx.choose("Test Charm: take control of a minion", ctx.minions()), until="end_of_turn")


@ability("Test Hush", kind="special", window="minion_playing",
         usable=lambda ctx: ctx.event.player != ctx.controller)
def _hush(ctx):
    """Special: When another player plays a minion, cancel its abilities until the end of the turn."""
    ctx.cancel_abilities(card=ctx.event.card, until="end_of_turn")
    ctx.place(ctx.card, "discard")


@ability("Test Lifeline", kind="instead", when=None)
def _lifeline(ctx, card, where):
    """Play on your minion. Ongoing: When this minion goes to the discard pile, place it on top of
    your deck instead."""
    return "deck_top" if card is ctx.card.zone.holder else None


@ability("Test Satchel", kind="hand_limit")
def _satchel(ctx, player):
    """Ongoing: Your maximum hand size is increased by 1."""
    return 1 if player == ctx.controller else 0


@ability("Test Promise")
def _promise(ctx):
    """Until the end of the turn, when a base scores, gain 1 VP."""
    ctx.delayed("when_scoring", lambda c: c.gain_vp(1))


@ability("Test Aegis")
def _aegis(ctx):
    """Your minions cannot be destroyed until the start of your next turn."""
    me = ctx.controller
    ctx.protect(lambda game, a: a.kind == "destroy" and a.target.controller == me)


abilities_hook.clear_cache()


def test_control_until_end_of_turn_reverts():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Charm]}
        - {name: Bob}
      bases:
        - base: Other
          minions: [{card: Five, controller: Bob}]
    steps:
      - play: Test Charm
      - expect:
          controller: {Five: Alice}
          totals: {Other: {Alice: 5, Bob: 0}}
      - advance: next
    expect:
      controller: {Five: Bob}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_special_when_a_minion_is_played_cancels_its_ability():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Sniper]}
        - {name: Bob, hand: [Test Hush]}
      bases:
        - base: Other
          minions: [{card: Two, controller: Bob}]
    steps:
      - play: Test Sniper
        base: Other
        choose: [{player: Bob, answer: Test Hush}]
    expect:
      at: {Two: Other, Test Hush: discard of Bob}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_instead_of_the_discard_pile_and_hand_limit():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Sniper], deck: [Two]}
        - {name: Bob, hand: [Ten, Ten, Ten, Ten, Ten, Ten, Ten, Ten, Ten, Ten], deck: [Two]}
      bases:
        - base: Other
          minions:
            - {card: Five, controller: Bob, actions: [{card: Test Lifeline, controller: Bob}]}
            - {card: Test Satchel, controller: Bob}
    steps:
      - play: Test Sniper
        base: Other
        choose: [Five]
      - expect:
          deck: {Bob: [Five, Two]}
          at: {Test Lifeline: discard of Bob}
      - advance: next
      - advance: next
        choose: [Ten]
    expect:
      discard: {Bob: [Test Lifeline, Ten]}
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


def test_delayed_trigger_and_lasting_protection():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Aegis], deck: [Two]}
        - {name: Bob, hand: [Test Sniper]}
      bases:
        - base: Other
          minions: [{card: Five, controller: Alice, as: alices-five}]
    steps:
      - play: Test Aegis
      - advance: next
      - play: Test Sniper
        base: Other
        choose: [alices-five]
    expect:
      at: {alices-five: Other}
      log: ["alices-five is not affected (destroy): Test Aegis protects it"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Promise]}
        - {name: Bob}
      bases:
        - base: Jungle
          minions: [{card: Ten, controller: Alice}, {card: Five, controller: Bob}]
      base_deck: [Spare]
    steps:
      - play: Test Promise
      - advance: draw
    expect:
      vp: {Alice: 4, Bob: 2}
      log: ["Test Promise triggers (when Jungle scores)"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])


@ability("Test Rally Ground", kind="power")
def _rally(ctx, minion):
    """Ongoing: Minions here have +1 power."""
    return 1 if ctx.base_of(minion) is ctx.here else 0


@ability("Test Infiltrator")
def _infiltrator(ctx):
    """Play on a base. Ongoing: You ignore this base's ability while this card is here."""
    ctx.ignore_base(ctx.here)


abilities_hook.clear_cache()


def test_ignoring_a_base_ability_is_per_player():
    r = run("""
    setup:
      players:
        - {name: Alice, hand: [Test Infiltrator]}
        - {name: Bob}
      bases:
        - base: Test Rally Ground
          minions: [{card: Five, controller: Alice, as: a5}, {card: Five, controller: Bob, as: b5}]
    steps:
      - expect:
          power: {a5: 6, b5: 6}
      - play: Test Infiltrator
        base: Test Rally Ground
    expect:
      power: {a5: 5, b5: 6}
      log: ["Alice ignores the ability of Test Rally Ground"]
    """)
    assert r["passed"], (r["failures"], r["error"], [e["text"] for e in r["log"]])
