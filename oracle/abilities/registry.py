"""The ability registry: card abilities are small functions registered by card name.

See docs/abilities.md. A faction module (``oracle/abilities/<set>/<faction>.py``)
writes::

    from oracle.abilities import ability

    @ability("Laser Dino")
    def laser_dino(ctx):
        '''Destroy a minion of power 2 or less.'''   # the card text, quoted
        ...

Kinds (``kind=``):

- ``on_play`` (default): resolves when the card is played.
- ``talent``: used once per Play Cards phase with a ``talent:`` step.
- ``special``: ``window=`` names the event it answers (``before_scoring``,
  ``after_scoring``, ``minion_played``, ``destroyed``, ...) or None for a
  Special used with a ``special:`` step; ``zone=`` where the card must be
  (``hand`` default, ``play``, ``discard``, ``base``, ``aside``, ``stasis``); ``usable(ctx) -> bool``
  narrows when.
- ongoing triggers: ``before_scoring``, ``when_scoring``, ``after_scoring``,
  ``start_of_turn``, ``end_of_turn``, or ``ongoing`` with ``event=`` (any event
  the engine emits); ``when(ctx) -> bool`` narrows when it triggers.
- ongoing values, asked while the card is in play: ``power`` (``fn(ctx, minion) -> int``; with
  ``own=True`` it is asked only about its own card: "Gains +1 power for each ..."),
  ``player_power`` (``fn(ctx, base, player) -> int``), ``breakpoint``
  (``fn(ctx, base) -> int``), ``protect`` (``fn(ctx, effect) -> bool``: True prevents it).
- ``leave_stasis``: the card's instructions for leaving stasis (``fn(ctx)``).
- ``instead``: ``fn(ctx, card, where) -> str | None``, asked when a card would go to the discard
  pile: another destination (hand, deck_top, deck_bottom) replaces it.
- ``hand_limit``: ``fn(ctx, player) -> int``, added to a player's maximum hand size.
- ``redirect``: ``fn(ctx, affect) -> card | None``, asked before an ability affects a minion in play:
  another card it affects instead (e.g. Ensign).
- ``leave_discard``: ``fn(ctx, to_zone) -> Zone | None``, asked when this card would leave a discard
  pile by any path (a draw, a search, a reshuffle, an ability): another zone replaces ``to_zone``.
"""

from __future__ import annotations

import threading

from dataclasses import dataclass

from oracle.names import name_key

KINDS = frozenset({
    "on_play", "talent", "special", "ongoing", "before_scoring", "when_scoring", "after_scoring",
    "start_of_turn", "end_of_turn", "power", "player_power", "breakpoint", "protect", "leave_stasis",
    "instead", "hand_limit", "instead_of_hand_discard", "leave_discard", "watch", "state",
    "redirect", "titan_limit", "no_clash", "talent_again",
})
TRIGGER_KINDS = {"before_scoring": "before_scoring", "when_scoring": "when_scoring",
                 "after_scoring": "after_scoring", "start_of_turn": "start_of_turn",
                 "end_of_turn": "end_of_turn"}


_key = name_key  # the one name key (oracle/names.py)


@dataclass
class Ability:
    """One registered ability of a card."""

    card: str
    kind: str
    fn: object
    event: str | None = None
    window: str | None = None
    zone: str = "hand"
    usable: object = None
    when: object = None
    module: str | None = None
    slug: str | None = None  # only for the card with this slug (cards that share a name)
    own: bool = False  # a ``power`` ability that changes only its own card's power
    printing: str | None = None  # an older printing's ability (its label); None: the current text's

    @property
    def doc(self) -> str:
        return (getattr(self.fn, "__doc__", None) or "").strip()


_REGISTRY: dict[str, list[Ability]] = {}
LOAD_ERRORS: dict[str, str] = {}  # module path -> error, for faction modules that failed to import
_PLAIN: dict[str, str] = {}
_loaded = False


def ability(card: str, kind: str = "on_play", *, event: str | None = None, window: str | None = None,
            zone: str = "hand", usable=None, when=None, slug: str | None = None, own: bool = False,
            printing: str | None = None):
    """Register the decorated function as an ability of the card named ``card`` (only of the
    card with ``slug``, when different cards share that name). With ``printing=LABEL`` it is an
    ability of that older printing of the card (its ``previous_versions`` entry with that label),
    used only in a game whose scenario asks for that printing (``printing:``); the current text's
    abilities are then not used, and the printing's are never used otherwise."""
    if kind not in KINDS:
        raise ValueError(f"unknown ability kind {kind!r}; one of {sorted(KINDS)}")
    if kind == "ongoing" and not event:
        raise ValueError("an 'ongoing' trigger needs event=")
    if kind in TRIGGER_KINDS:
        event = TRIGGER_KINDS[kind]

    def deco(fn):
        _REGISTRY.setdefault(_key(card), []).append(Ability(
            card=card, kind=kind, fn=fn, event=event, window=window, zone=zone,
            usable=usable, when=when, module=getattr(fn, "__module__", None), slug=slug, own=own,
            printing=printing))
        return fn

    return deco


def plain(card: str, reason: str) -> None:  # a name, or a slug
    """Declare a card implemented although it has no function: its text is
    fully handled by the engine's rules (``reason`` says how)."""
    _PLAIN[_key(card)] = reason


_LOAD_LOCK = threading.RLock()
_loading = False


def load_all() -> None:
    """Import every faction module under ``oracle/abilities/`` once (any ``*.py`` file
    in any folder; folder names may be set slugs with hyphens).

    Thread-safe: a server thread asking while another thread is importing waits for the whole
    registry (it would otherwise find a card's ability missing and refuse the card)."""
    global _loaded, _loading
    if _loaded:
        return
    with _LOAD_LOCK:
        if _loaded or _loading:  # done meanwhile, or asked again by an import of this thread
            return
        _loading = True
        try:
            _import_all()
        finally:
            _loaded, _loading = True, False


def _import_all() -> None:
    import importlib.util
    import re
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root)
        if rel.parts[0] in ("__init__.py", "registry.py") or path.name.startswith("test_"):
            continue
        if path.name == "__init__.py" and len(rel.parts) > 1:
            continue
        parts = [re.sub(r"\W", "_", p) for p in rel.with_suffix("").parts]
        modname = "oracle.abilities." + ".".join(parts)
        if modname in sys.modules:
            continue
        try:
            if all(re.fullmatch(r"[A-Za-z_]\w*", p) for p in rel.with_suffix("").parts):
                try:
                    importlib.import_module(modname)
                    continue
                except ModuleNotFoundError as e:
                    if e.name and not modname.startswith(e.name):
                        raise
            spec = importlib.util.spec_from_file_location(modname, path)
            mod = importlib.util.module_from_spec(spec)
            sys.modules[modname] = mod
            spec.loader.exec_module(mod)
        except Exception as e:  # one broken faction module must not break every other card
            sys.modules.pop(modname, None)
            LOAD_ERRORS[str(rel)] = f"{type(e).__name__}: {e}"


def abilities(card: str, kind: str | None = None, slug: str | None = None,
              printing: str | None = None) -> list[Ability]:
    """The abilities registered for a card (of one kind, if given; for the card with ``slug``:
    its slug-specific abilities and those registered for the name alone), of its current text or,
    with ``printing``, of that older printing only."""
    load_all()
    found = [a for a in _REGISTRY.get(_key(card), []) if (a.slug is None or slug is None or a.slug == slug)
             and a.printing == printing]
    if kind is None:
        return list(found)
    return [a for a in found if a.kind == kind]


def is_implemented(card: str, slug: str | None = None, printing: str | None = None) -> bool:
    """True when the card has registered abilities or is declared plain (with ``slug``:
    abilities for that very card, or for its name alone; with ``printing``: abilities of that
    older printing, which a plain declaration of the current text does not cover)."""
    load_all()
    k = _key(card)
    if printing is not None:
        return any(a.printing == printing and (a.slug is None or slug is None or a.slug == slug)
                   for a in _REGISTRY.get(k, []))
    if k in _PLAIN or (slug is not None and slug in _PLAIN):
        return True
    return any(a.printing is None and (slug is None or a.slug is None or a.slug == slug)
               for a in _REGISTRY.get(k, []))


def printings_registered(card: str) -> set[str]:
    """The labels of the older printings of ``card`` that have abilities registered."""
    load_all()
    return {a.printing for a in _REGISTRY.get(_key(card), []) if a.printing is not None}


def implemented_names() -> list[str]:
    load_all()
    names = {a.card for lst in _REGISTRY.values() for a in lst if a.printing is None}
    return sorted(names)
