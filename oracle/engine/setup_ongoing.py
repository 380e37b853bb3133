"""Ongoing abilities of cards that start in play (a scenario's setup, rules/setup).

A card placed on the board by a setup was never played, so its on-play
ability never runs; but many cards install their *Ongoing* effects from that
ability (``ctx.ongoing``, ``ctx.cancel_abilities``, ... with
``until="while_source"``). ``establish(game)`` runs the on-play ability of each
such card in play with a ``SetupContext``: everything that would change the
board or ask a player (destroy, draw, a prompt, an extra play ...) stops that
card's run and undoes it, and only lasting effects that last while the card
is in play (or permanently) are kept. So Jammed Signal set up on a base
cancels the base's ability, and "When you play this, destroy ..." never happens.
"""

from __future__ import annotations

from . import cites
from .abilities_hook import abilities_of, canceled
from .context import Context

KEEP = ("while_source", "permanent")


class NotOngoing(Exception):
    """The on-play ability did something that only a play does."""


def _stop(self, *args, **kwargs):
    raise NotOngoing


class SetupContext(Context):
    """The context of an on-play ability run for a card that starts in play: ``ctx.setting_up``
    is True; only lasting effects are made."""

    setting_up = True

    (choose, may_choose, choose_many, may_choose_many, may, choose_word, destroy, move, return_to_hand, place_counters,
     remove_counters, add_power, take_control, draw, discard_from_hand, gain_vp, extra, use_regular_play,
     play_extra_now, play_this, draw_madness, play_monster, draw_treasures, play_titan, bury, uncover,
     put_in_stasis, store, play_stored, swap_base, swap, duel, place, discard_from_play, shuffle_deck,
     play_card, search_deck, transfer_counters, transfer_action, put, to_hand, to_deck, to_discard,
     set_aside, shuffle, reorder, take_top, reveal_until, top_of_deck, leave_play,
     forget_card, end_effect, refill_deck) = (_stop,) * 53

    def log(self, text, *cite_ids) -> None:
        return None

    def ongoing(self, kind, amount=0, match=None, base=None, player=None, until="while_source", **kw):
        if until not in KEEP:
            raise NotOngoing
        return super().ongoing(kind, amount, match=match, base=base, player=player, until=until, **kw)

    def cancel_abilities(self, card=None, match=None, until="while_source"):
        if until not in KEEP:
            raise NotOngoing
        return super().cancel_abilities(card, match, until)

    def protect(self, match, until="start_of_turn", **kw):
        if until not in KEEP:
            raise NotOngoing
        return super().protect(match, until, **kw)

    def forbid(self, what, player, match=None, until="end_of_turn", **kw):
        if until not in KEEP:
            raise NotOngoing
        return super().forbid(what, player, match, until, **kw)

    def delayed(self, event, fn, when=None, until="end_of_turn", **kw):
        if until not in KEEP:
            raise NotOngoing
        return super().delayed(event, fn, when, until, **kw)


def _has_ongoing_text(card, ab) -> bool:
    """The card's text (or, for a test-only card, its ability's docstring) has an Ongoing ability."""
    return "ongoing" in f"{card.defn.text or ''} {ab.fn.__doc__ or ''}".lower()


def establish(game) -> list:
    """Make the Ongoing effects of the cards in play live; returns the cards whose effects were made."""
    done = []
    chooser = game.chooser
    game.chooser = _no_prompts
    try:
        for card in list(game.cards_in_play()):
            if card.defn.type == "base":
                continue
            abilities = [ab for ab in abilities_of(card, "on_play") if _has_ongoing_text(card, ab)]
            if not abilities or canceled(game, card):
                continue
            holder = card.zone.holder if card.zone is not None else None
            for ab in abilities:
                n_effects, n_log, version = len(game.effects), len(game.log), game.version
                saved = _private_state(game, card)
                board = _board(game)
                ctx = SetupContext(game, card, ability=ab, controller=card.controller,
                                   base=game.base_of(card), target=holder)
                try:
                    ab.fn(ctx)
                    ok = game.version == version
                except Exception:  # NotOngoing, a refusal, or code that needs a real play
                    ok = False
                _restore(game, card, saved)  # bookkeeping of a play ("played this turn") is not kept
                added = game.effects[n_effects:]
                if ok:
                    ok = all(e.until in KEEP for e in added) and bool(added)
                if not ok:
                    del game.effects[n_effects:]
                    del game.log[n_log:]
                    _restore_board(game, board)  # what it did before it stopped (a reveal, a shuffle) is undone
                    continue
                game.event(f"{card.ref} starts in play: its ongoing ability applies", cites.SETUP, cites.USING_ABILITIES)
                done.append(card)
    finally:
        game.chooser = chooser
    return done


def _shallow(value):
    return value.copy() if type(value) in (dict, list, set) else value


def _private_state(game, card):
    """What ability code may note on the game (``game.__dict__["_..."]``) or on the card itself."""
    return ({k: _shallow(v) for k, v in game.__dict__.items() if k.startswith("_")},
            dict(card.__dict__))


def _restore(game, card, saved):
    game_private, card_state = saved
    for k in [k for k in game.__dict__ if k.startswith("_") and k not in game_private]:
        del game.__dict__[k]
    game.__dict__.update(game_private)
    for k in [k for k in card.__dict__ if k not in card_state]:
        del card.__dict__[k]
    card.__dict__.update(card_state)


_CARD_FIELDS = ("zone", "counters", "controller", "owner", "stasis", "talent_used", "as_type", "ability_as")
_PLAYER_FIELDS = ("vp", "minion_plays", "action_plays")
_RECORDS = ("moves", "plays", "destructions", "hand_discards", "counter_placements", "vp_sources", "pending_events",
            "reset_choices", "stasis_records")


def _board(game):
    """Where every card is and what it carries, the players' VP and plays, the records and the RNG."""
    zones = [(z, list(z)) for z in game.all_zones()]
    cards = [(c, tuple(getattr(c, f) for f in _CARD_FIELDS)) for _, cs in zones for c in cs]
    players = [(p, tuple(getattr(p, f) for f in _PLAYER_FIELDS), list(p.extras)) for p in game.players]
    records = {k: len(getattr(game, k)) for k in _RECORDS}
    return zones, cards, players, records, game.rng.getstate(), game.version


def _restore_board(game, saved):
    zones, cards, players, records, rng, version = saved
    for z, content in zones:
        z[:] = content
    for c, values in cards:
        for f, v in zip(_CARD_FIELDS, values):
            setattr(c, f, v)
    for p, values, extras in players:
        for f, v in zip(_PLAYER_FIELDS, values):
            setattr(p, f, v)
        p.extras[:] = extras
    for k, n in records.items():
        del getattr(game, k)[n:]
    game.rng.setstate(rng)
    game.version = version + 1  # caches keyed on the version must not see the undone states


def _no_prompts(game, prompt):
    raise NotOngoing
