"""A board in and out: the scenario format's ``setup`` mapping is the engine's notation (its FEN).

``build(game, setup, cards)`` sets up an empty ``Game`` from a setup mapping (SCENARIO-FORMAT.md,
"setup", and the extensions in docs/abilities.md); ``write(game)`` writes back every part of a board
the format can express, so that setup -> game -> setup -> game gives the same board and the same
mapping; ``setup_yaml(mapping)`` prints a setup mapping as readable YAML. ``Game.from_setup`` and
``game.to_setup`` (oracle/engine/game.py) are the public doors.

Rules: rules/setup (players, bases, decks); card conservation (rules/in-and-out-of-play). Cards set
up in play never were played: only their Ongoing effects are made live (``setup_ongoing``).

Cards stored under a card on a base or in stasis (compilation/ "Storage") are written under it
(``stored:``), and a player's extra plays that name no condition, base or follow-up (``extras:``), both
extensions. Not expressed by the format, so not written: effects still running (an "until the end of the
turn" bonus), extra plays limited to some cards or a base (their condition is code), talents used this
turn, the plays of players other than the current one, and the turn's records ("if you played ... this
turn").
"""

from __future__ import annotations

import yaml

from .cards import MADNESS, name_key
from .catalog import suggest, written_name
from .errors import SetupError
from .events import GameEvent, fire
from .play import Extra, is_implemented
from .setup_ongoing import establish
from .state import PHASES, Base, Player

MAX_CARDS = 2000  # a whole game of Smash Up uses a few hundred cards

SETUP_KEYS = ("players", "current", "phase", "turn", "plays", "bases", "base_deck", "base_discard",
              "monster_deck", "monster_discard", "treasure_deck", "treasure_discard", "madness")
PLAYER_KEYS = ("name", "vp", "factions", "hand", "deck", "discard", "titans", "stasis", "extras")
EXTRA_KEYS = ("kind", "reason", "any_phase")
EXTRA_KINDS = ("minion", "action", "minion_or_action")
BASE_KEYS = ("base", "as", "minions", "actions", "titans", "buried")
ENTRY_KEYS = ("card", "as", "controller", "owner", "counters", "actions", "stored")
STORED_KEYS = ("card", "as", "controller", "owner")
ATTACHED_KEYS = ("card", "as", "controller", "owner")
PILES = {"base_deck": "base", "base_discard": "base", "monster_deck": "monster", "monster_discard": "monster",
         "treasure_deck": "treasure", "treasure_discard": "treasure"}  # the game's own decks: the type they hold


def _check_keys(d, allowed, path, key):
    if not isinstance(d, dict):
        raise SetupError(f"{key} must be a mapping", path, key)
    for k in d:
        if k not in allowed:
            raise SetupError(f"unknown key {k!r} in {key}", path + (k,), f"{key}.{k}", suggest(k, allowed))


def _count(v, path, key, most=None):
    """A whole number >= 0 (None is 0), or an error naming the key."""
    if v is None:
        return 0
    if isinstance(v, bool) or not isinstance(v, int) or v < 0 or (most is not None and v > most):
        raise SetupError(f"{key} is a whole number (0 or more), not {v!r}", path, key)
    return v


def _list(items, path, key):
    if items is None:
        return []
    if not isinstance(items, list):
        raise SetupError(f"{key} is a list of cards", path, key)
    return items


class _Builder:
    """One setup being built: card lookups, ``as:`` names used, where each card was written."""

    def __init__(self, game, cards):
        self.game = game
        self.cards = cards
        self.aliases = set()
        self.paths = {}  # card uid -> path of its entry (for errors found after it was made)

    def card(self, entry, path, key, owner=None, controller=None):
        """A new card from an entry: a name, or a mapping with ``card`` (and ``as``)."""
        if isinstance(entry, dict):
            name = entry.get("card")
            if name is None:
                raise SetupError("missing card:", path, key)
            alias = entry.get("as")
        else:
            name, alias = entry, None
        try:
            defn = self.cards.get(name)
        except SetupError as e:
            raise SetupError(e.message, path, key, e.suggestions, e.kind) from None
        game = self.game
        if game.next_uid > MAX_CARDS:
            raise SetupError(f"too many cards: a setup holds at most {MAX_CARDS}", path, key)
        if alias is not None:
            alias = str(alias)
            k = name_key(alias)
            if k in self.aliases:
                raise SetupError(f"the as: name {alias!r} is used twice", path, key)
            self.aliases.add(k)
        c = game.new_card(defn, owner=owner, controller=controller, alias=alias)
        self.paths[c.uid] = path
        return c

    def player_name(self, v, path, key, names):
        if v is None:
            return None
        if str(v) not in names:
            raise SetupError(f"{v!r} is not a player", path, key, suggest(v, names))
        return str(v)

    # ------------------------------------------------------------ parts
    def players(self, setup):
        game = self.game
        players = setup.get("players")
        if not isinstance(players, list) or not players:
            raise SetupError("setup.players is a list of players", ("players",), "setup.players")
        entries = []
        for i, pd in enumerate(players):
            path = ("players", i)
            if not isinstance(pd, dict):
                pd = {"name": pd}
            _check_keys(pd, PLAYER_KEYS, path, "setup.players")
            if pd.get("name") is None:
                raise SetupError("each player needs a name", path, "setup.players.name")
            name = str(pd["name"])
            if any(p.name == name for p in game.players):
                raise SetupError(f"two players are named {name}", path, "setup.players.name")
            p = Player(name, pd.get("factions"))
            p.vp = _count(pd.get("vp", 0), path + ("vp",), "setup.players.vp")
            game.players.append(p)
            entries.append(pd)
        for i, (p, pd) in enumerate(zip(game.players, entries)):
            for zk in ("hand", "deck", "discard"):
                self.pile(pd.get(zk), ("players", i, zk), f"setup.players.{zk}", getattr(p, zk), p.name)
            for j, e in enumerate(_list(pd.get("stasis"), ("players", i, "stasis"), "setup.players.stasis")):
                path = ("players", i, "stasis", j)
                if isinstance(e, dict):
                    _check_keys(e, ("card", "as", "stasis", "stored"), path, "setup.players.stasis")
                c = self.card(e, path, "setup.players.stasis", owner=p.name, controller=p.name)
                game.put(c, p.stasis)
                c.stasis = _count(e.get("stasis", 0), path, "setup.players.stasis") if isinstance(e, dict) else 0
                if isinstance(e, dict):
                    self.stored(c, e.get("stored"), path + ("stored",), "setup.players.stasis.stored",
                                [q.name for q in game.players])
            self.extras(p, pd.get("extras"), ("players", i, "extras"))
            for j, e in enumerate(_list(pd.get("titans"), ("players", i, "titans"), "setup.players.titans")):
                path = ("players", i, "titans", j)
                if isinstance(e, dict):
                    _check_keys(e, ("card", "as"), path, "setup.players.titans")
                t = self.card(e, path, "setup.players.titans", owner=p.name)
                if t.defn.type != "titan":
                    raise SetupError(f"{t.name} is not a titan", path, "setup.players.titans")
                game.put(t, p.titans)

    def extras(self, p, items, path):
        """Extra plays ``p`` may still make this turn (rules/extra-cards): a kind, or ``{kind, reason,
        any_phase}``; they have no condition on the card or base (``play.Extra``)."""
        key = "setup.players.extras"
        for j, e in enumerate(_list(items, path, key)):
            if not isinstance(e, dict):
                e = {"kind": e}
            _check_keys(e, EXTRA_KEYS, path + (j,), key)
            kind = e.get("kind")
            if kind not in EXTRA_KINDS:
                raise SetupError(f"an extra play's kind is one of {', '.join(EXTRA_KINDS)}, not {kind!r}",
                                 path + (j, "kind"), key + ".kind", suggest(str(kind), EXTRA_KINDS))
            p.extras.append(Extra(kind, reason=str(e.get("reason") or ""), any_phase=bool(e.get("any_phase"))))

    def pile(self, items, path, key, zone, owner):
        """A player's hand, deck (top first) or discard pile. An entry may say ``owner:``: a card this
        player holds that another player owns (an extension: docs/abilities.md)."""
        names = [p.name for p in self.game.players]
        for j, e in enumerate(_list(items, path, key)):
            card_owner = owner
            if isinstance(e, dict):
                _check_keys(e, ("card", "as", "owner"), path + (j,), key)
                if e.get("owner") is not None:
                    card_owner = self.player_name(e["owner"], path + (j, "owner"), key + ".owner", names)
            c = self.card(e, path + (j,), key, owner=card_owner, controller=owner)
            t = c.defn.type
            if t == "base":
                raise SetupError(f"{c.name} is a base; it cannot be in a player's {zone.kind}", path + (j,), key)
            if t == "titan":
                raise SetupError(f"{c.name} is a titan: titans never go in the hand, deck or discard pile "
                                 f"(use titans:)", path + (j,), key)
            if t in ("treasure", "monster"):
                c.owner = None  # treasures and monsters belong to no player (rules/monsters-and-treasures)
            game = self.game
            game.put(c, zone)

    def turn(self, setup):
        game = self.game
        names = [p.name for p in game.players]
        cur = setup.get("current", names[0])
        if str(cur) not in names:
            raise SetupError(f"current: {cur!r} is not a player", ("current",), "setup.current", suggest(cur, names))
        game.current = names.index(str(cur))
        phase = str(setup.get("phase", "play"))
        if phase not in PHASES:
            raise SetupError(f"phase is one of {', '.join(PHASES)}", ("phase",), "setup.phase",
                             suggest(phase, PHASES))
        game.phase = phase
        game.turn = _count(setup.get("turn", 1), ("turn",), "setup.turn") or 1
        plays = setup.get("plays") or {}
        _check_keys(plays, ("minions", "actions"), ("plays",), "setup.plays")
        p = game.current_player
        p.minion_plays = _count(plays.get("minions", 0), ("plays", "minions"), "setup.plays")
        p.action_plays = _count(plays.get("actions", 0), ("plays", "actions"), "setup.plays")

    def bases(self, setup):
        game = self.game
        names = [p.name for p in game.players]
        bases = setup.get("bases") or []
        if not isinstance(bases, list):
            raise SetupError("setup.bases is a list", ("bases",), "setup.bases")
        for i, bd in enumerate(bases):
            path = ("bases", i)
            if not isinstance(bd, dict):
                bd = {"base": bd}
            _check_keys(bd, BASE_KEYS, path, "setup.bases")
            if "base" not in bd:
                raise SetupError("each base entry needs base:", path, "setup.bases.base")
            bc = self.card({"card": bd["base"], "as": bd.get("as")}, path, "setup.bases.base")
            if bc.defn.type != "base":
                raise SetupError(f"{bc.name} is a {bc.defn.type}, not a base", path, "setup.bases.base")
            b = Base(bc)
            game.bases.append(b)
            for kind in ("minions", "actions", "titans", "buried"):
                key = f"setup.bases.{kind}"
                for j, e in enumerate(_list(bd.get(kind), path + (kind,), key)):
                    self.on_base(b, kind, e, path + (kind, j), key, names)

    def on_base(self, b, kind, e, path, key, names):
        """One card on a base: a minion, an action played on the base, a titan, a buried card."""
        if not isinstance(e, dict):
            e = {"card": e}
        _check_keys(e, ENTRY_KEYS, path, key)
        c = self.card(e, path, key)
        ctl = self.player_name(e.get("controller"), path + ("controller",), key + ".controller", names)
        own = self.player_name(e.get("owner", ctl), path + ("owner",), key + ".owner", names)
        t = c.defn.type
        if kind == "minions":
            if c.defn.plays_as != "minion" and not c.defn.is_fusion:
                raise SetupError(f"{c.name} is a {t}, not a minion", path, key)
            if c.defn.is_fusion:
                c.as_type = "minion"  # a fusion on a base is a minion (002, Fusions)
            if ctl is None and t != "monster":
                raise SetupError(f"{c.name} needs a controller (only monsters have none)", path, key + ".controller")
            zone = b.minions
        elif kind == "actions":
            if c.defn.plays_as != "action":
                raise SetupError(f"{c.name} is a {t}, not an action", path, key)
            zone = b.actions
        elif kind == "titans":
            if t != "titan":
                raise SetupError(f"{c.name} is not a titan", path, key)
            zone = b.titans
        else:
            zone = b.buried
        if kind != "minions" and ctl is None:
            raise SetupError(f"{c.name} needs a controller", path, key + ".controller")
        if t in ("monster", "treasure"):
            own = None
        c.owner, c.controller = own, ctl
        if t == "madness":
            c.owner = ctl
        c.counters = _count(e.get("counters", 0), path + ("counters",), key + ".counters")
        self.game.put(c, zone)
        akey = key + ".actions"
        for a_i, ae in enumerate(_list(e.get("actions"), path + ("actions",), akey)):
            apath = path + ("actions", a_i)
            if not isinstance(ae, dict):
                ae = {"card": ae}
            _check_keys(ae, ATTACHED_KEYS, apath, akey)
            a = self.card(ae, apath, akey)
            if a.defn.plays_as != "action":
                raise SetupError(f"{a.name} is not an action", apath, akey)
            actl = self.player_name(ae.get("controller", ctl), apath + ("controller",), akey + ".controller", names)
            a.controller = actl
            a.owner = self.player_name(ae.get("owner", actl), apath + ("owner",), akey + ".owner", names)
            if a.defn.type == "treasure":
                a.owner = None
            self.game.put(a, c.attached)
        self.stored(c, e.get("stored"), path + ("stored",), key + ".stored", names)

    def stored(self, holder, items, path, key, names):
        """Cards stored face down under ``holder`` (compilation/ "Storage"): controlled by the holder's
        controller unless the entry says otherwise, owned by their controller unless it says ``owner:``."""
        for j, se in enumerate(_list(items, path, key)):
            spath = path + (j,)
            if not isinstance(se, dict):
                se = {"card": se}
            _check_keys(se, STORED_KEYS, spath, key)
            s = self.card(se, spath, key)
            if s.defn.type in ("base", "titan"):
                raise SetupError(f"{s.name} is a {s.defn.type}; it cannot be stored under a card", spath, key)
            s.controller = self.player_name(se.get("controller", holder.controller), spath + ("controller",),
                                            key + ".controller", names)
            s.owner = self.player_name(se.get("owner", s.controller), spath + ("owner",), key + ".owner", names)
            if s.defn.type in ("monster", "treasure"):
                s.owner = None
            self.game.put(s, holder.stored)

    def piles(self, setup):
        game = self.game
        for zk, want in PILES.items():
            for j, e in enumerate(_list(setup.get(zk), (zk,), f"setup.{zk}")):
                c = self.card(e, (zk, j), f"setup.{zk}")
                if c.defn.type != want:
                    raise SetupError(f"{c.name} is a {c.defn.type}, not a {want}", (zk, j), f"setup.{zk}")
                game.put(c, getattr(game, zk))
        if "madness" in setup:
            n = setup.get("madness")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0 or n > MAX_CARDS:
                raise SetupError("madness is the number of cards left in the Madness deck", ("madness",),
                                 "setup.madness")
            game.madness_in_game = True
            for _ in range(n):
                game.put(game.new_card(MADNESS), game.madness)
        elif any(c.defn.type == "madness" for c in game.all_cards()):
            game.madness_in_game = True


def build(game, setup, cards) -> None:
    """Set up the empty ``game`` from ``setup``; card names are looked up with ``cards.get(name)``
    (a ``catalog.Catalog``). Raises ``SetupError`` naming the path of the first bad value."""
    if not isinstance(setup, dict):
        raise SetupError("setup is a mapping (players, bases, ...)", (), "setup")
    _check_keys(setup, SETUP_KEYS, (), "setup")
    b = _Builder(game, cards)
    b.players(setup)
    b.turn(setup)
    b.bases(setup)
    b.piles(setup)
    if not game.allow_unimplemented:
        for c in game.cards_in_play():
            if not is_implemented(c):
                raise SetupError(f"{c.name}'s ability is not implemented (set allow_unimplemented: true to treat it "
                                 f"as blank)", b.paths.get(c.uid, ()), "setup.bases", kind="unimplemented")
    establish(game)  # cards that start in play: their Ongoing effects are live
    if game.phase == "play":
        # a board set up in the Play Cards phase: the turn's standing permissions ("On your turn, you may
        # play an extra minion here", USS Banner) apply, as they would after a real start of turn
        fire(game, GameEvent("turn_set_up", player=game.current_player.name), me_first_window=False)
    game.check_conservation()


# ---------------------------------------------------------------- writing a board out
def _ref(c, **more):
    """A card entry: its bare name, or a mapping when it has an ``as:`` name or more to say."""
    extra = {k: v for k, v in more.items() if v not in (None, 0, [], False)}
    if c.alias is None and not extra:
        return written_name(c.defn)
    out = {"card": written_name(c.defn)}
    if c.alias is not None:
        out["as"] = c.alias
    out.update(extra)
    return out


def _in_play(c, owner_default):
    """An entry on a base: controller always, owner when it differs from the default."""
    out = {"card": written_name(c.defn)}
    if c.alias is not None:
        out["as"] = c.alias
    if c.controller is not None:
        out["controller"] = c.controller
    if c.owner != owner_default and c.defn.type not in ("monster", "treasure"):
        out["owner"] = c.owner
    if c.counters:
        out["counters"] = c.counters
    if len(c.attached):
        out["actions"] = [_attached(a, c.controller) for a in c.attached]
    if len(c.stored):
        out["stored"] = [_attached(s, c.controller) for s in c.stored]
    return out


def _extra(e):
    if not e.reason and not e.any_phase:
        return e.kind
    out = {"kind": e.kind}
    if e.reason:
        out["reason"] = e.reason
    if e.any_phase:
        out["any_phase"] = True
    return out


def _attached(a, holder_controller):
    out = {"card": written_name(a.defn)}
    if a.alias is not None:
        out["as"] = a.alias
    if a.controller != holder_controller:
        out["controller"] = a.controller
    if a.owner != a.controller and a.defn.type != "treasure":
        out["owner"] = a.owner
    if len(out) == 1:
        return out["card"]
    return out


def write(game) -> dict:
    """The setup mapping of ``game``'s board: everything the format can express, defaults left out."""
    players = []
    for p in game.players:
        pd = {"name": p.name}
        if p.vp:
            pd["vp"] = p.vp
        if p.factions:
            pd["factions"] = list(p.factions)
        for zk in ("hand", "deck", "discard"):
            zone = getattr(p, zk)
            if len(zone):
                pd[zk] = [_ref(c, owner=c.owner if c.owner not in (None, p.name) else None) for c in zone]
        if len(p.titans):
            pd["titans"] = [_ref(c) for c in p.titans]
        extras = [_extra(e) for e in p.extras if e.where is None and e.base is None and e.on is None and e.then is None]
        if extras:
            pd["extras"] = extras
        if len(p.stasis):
            pd["stasis"] = [_ref(c, stasis=c.stasis, stored=[_attached(s, c.controller) for s in c.stored])
                            for c in p.stasis]
        players.append(pd)
    out = {"players": players}
    if game.players:
        out["current"] = game.current_player.name
        cur = game.current_player
        if cur.minion_plays or cur.action_plays:
            out["plays"] = {"minions": cur.minion_plays, "actions": cur.action_plays}
    out["phase"] = game.phase
    if game.turn != 1:
        out["turn"] = game.turn
    bases = []
    for b in game.bases:
        bd = {"base": written_name(b.card.defn)}
        if b.card.alias is not None:
            bd["as"] = b.card.alias
        for kind, zone in (("minions", b.minions), ("actions", b.actions), ("titans", b.titans),
                           ("buried", b.buried)):
            if len(zone):
                bd[kind] = [_in_play(c, c.controller) for c in zone]
        bases.append(bd if len(bd) > 1 else bd["base"])
    if bases:
        out["bases"] = bases
    for zk in PILES:
        zone = getattr(game, zk)
        if len(zone):
            out[zk] = [_ref(c) for c in zone]
    if game.madness_in_game:
        out["madness"] = len(game.madness)
    return out


def test_cards(game) -> list:
    """The test-only card definitions on ``game``'s board (a scenario's ``cards:``), by name."""
    seen = {}
    for c in game.all_cards():
        if c.defn.test_only and c.defn.key not in seen:
            seen[c.defn.key] = c.defn
    return [seen[k] for k in sorted(seen)]


def card_entry(defn) -> dict:
    """A test-only card as a scenario's ``cards:`` entry."""
    t = "fusion" if defn.is_fusion else defn.type
    out = {"name": defn.name, "type": t}
    for k in ("power", "breakpoint", "play_on", "treasure", "as_type", "monsters", "instead_of", "faction"):
        v = getattr(defn, k)
        if v not in (None, 0):
            out[k] = v
    if defn.type == "base":
        out["vp"] = list(defn.vp)
    if defn.undead:
        out["undead"] = True
    if defn.text and not defn.is_fusion:
        out["text"] = defn.text
    return out


# ---------------------------------------------------------------- YAML
class _Dumper(yaml.SafeDumper):
    """Block style for the top levels, one line for a card entry (``{card: X, controller: A}``)."""


def _represent_dict(dumper, data):
    flow = all(not isinstance(v, (dict, list)) or (isinstance(v, list) and all(not isinstance(x, (dict, list))
                                                                                    for x in v))
               for v in data.values()) and "players" not in data and "name" not in data and "base" not in data
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flow)


def _represent_list(dumper, data):
    flow = all(isinstance(x, (str, int)) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


_Dumper.add_representer(dict, _represent_dict)
_Dumper.add_representer(list, _represent_list)


def setup_yaml(mapping, key="setup") -> str:
    """``mapping`` as readable YAML (under ``key``, or bare when ``key`` is None): players and bases
    one per block, card lists on one line. Loading it gives ``mapping`` back."""
    data = {key: mapping} if key else mapping
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100, default_flow_style=False)
