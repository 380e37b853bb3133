"""Cards: what is printed on a card (``CardDef``) and one physical copy in a game (``Card``).

Rules: "Know Your Cards!" and the terms Owner, Control, Printed Power
(``terms/owner``, ``terms/control``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from oracle.names import name_key  # noqa: F401  (the one name key, re-exported)

TYPES = ("minion", "action", "titan", "base", "monster", "treasure", "madness", "other")


# an optional keyword before the text ("Wraith - Play on a base.")
_PLAY_ON = re.compile(r"^\W*(?:[\w'\u2019 ]{1,30}\s[-\u2013\u2014]\s)?play (?:this )?on (a |an |one of your |your |another player[\u2019']s )?(base|minion)s?"
                      r"((?: where you have (?:at least one |a )minion)?)", re.I)

# "Base modifier." / "Character modifier." (Marvel, Disney: actions played on a base / a character),
# optionally followed by "Play on your character." or "Play on another player's character."
_MODIFIER = re.compile(r"^\W*(base|character) modifier\.(?:\s*play on (your|another player[\u2019']s) character\b)?", re.I)

@dataclass(frozen=True)
class CardDef:
    """What is printed on a card.

    ``play_on`` is ``"base"``, ``"minion"`` or None (a standard action).
    Monsters carry ``treasure`` (their treasure number); treasures carry
    ``as_type`` (played as a minion or an action).
    """

    name: str
    type: str
    power: int | None = None
    breakpoint: int | None = None
    vp: tuple = (0, 0, 0)
    text: str = ""
    play_on: str | None = None
    treasure: int = 0
    undead: bool = False
    as_type: str | None = None
    monsters: int = 0
    instead_of: str | None = None
    play_on_whose: str | None = None  # "yours" | "others" | "with_your_minion" (from "Play on ..." text)
    faction: str | None = None
    set: str | None = None
    slug: str | None = None
    test_only: bool = False
    printing: str | None = None  # the label of the older printing this is (None: the current text)

    @property
    def key(self) -> str:
        return name_key(self.name)

    @property
    def plays_as(self) -> str:
        """The card type it is played and treated as: monsters are minions,
        treasures are minions or actions, Madness cards are actions."""
        if self.type == "monster":
            return "minion"
        if self.type == "treasure":
            return self.as_type or "action"
        if self.type == "madness":
            return "action"
        return self.type

    @cached_property
    def is_fusion(self) -> bool:
        """A fusion (minion/action card, compilation/ 002 "Fusions"): type ``other`` with
        "Minion:" and "Action:" abilities; played as one or the other."""
        return self.type == "other" and "minion:" in self.text.lower() and "action:" in self.text.lower()

    def can_be(self, kind: str) -> bool:
        """Whether this card may be played as ``kind`` (a fusion may be either)."""
        return self.plays_as == kind or (self.is_fusion and kind in ("minion", "action"))

    @classmethod
    def from_library(cls, c, printing: str | None = None) -> "CardDef":
        """Build from an ``oracle.library`` card (duck-typed); with ``printing``, from that older
        printing of it (``c.printing(label)``: its text, and its power where it gives one)."""
        # ``text`` is the current official wording; ``errata`` is only a note about the change.
        text = getattr(c, "text", "") or ""
        printed_power = getattr(c, "power", None)
        if printing is not None:
            old = c.printing(printing)
            text = old.get("text") or ""
            printed_power = old.get("power", printed_power)
        ctype = (getattr(c, "type", "other") or "other").lower()
        play_on = whose = None
        if ctype in ("action", "treasure"):
            m = _PLAY_ON.search(text)
            if m:
                play_on = m.group(2).lower()
                who = (m.group(1) or "").lower()
                if "your" in who:
                    whose = "yours"
                elif "another" in who:
                    whose = "others"
                elif m.group(3):
                    whose = "with_your_minion"
            else:  # Smash Up: Marvel / Disney "Base modifier." and "Character modifier." actions
                m = _MODIFIER.search(text)
                if m:
                    play_on = "base" if m.group(1).lower() == "base" else "minion"
                    if (m.group(2) or "").lower().startswith("your"):
                        whose = "yours"
                    elif (m.group(2) or "").lower().startswith("another"):
                        whose = "others"
        vp = getattr(c, "vp", None) or (0, 0, 0)
        monsters = 0
        if ctype == "base":
            m = re.match(r"\s*(\d+) Monsters?\.", text)
            monsters = int(m.group(1)) if m else 0
        return cls(
            name=c.name, type=ctype if ctype in TYPES else "other",
            power=printed_power, breakpoint=getattr(c, "breakpoint", None),
            vp=tuple(int(v or 0) for v in vp), text=text, play_on=play_on, play_on_whose=whose,
            treasure=int(getattr(c, "treasure", 0) or 0),
            undead=bool(getattr(c, "undead", False)),
            as_type=getattr(c, "as_type", None),
            monsters=monsters, faction=getattr(c, "faction", None),
            set=getattr(c, "set", None), slug=getattr(c, "slug", None), printing=printing,
        )


MADNESS = CardDef(
    name="Madness", type="madness",
    text="Draw two cards OR return this card to the Madness deck.", slug="madness",
)


@dataclass(eq=False)
class Card:
    """One physical card in a game.

    ``owner`` is the player name whose deck it came from (None for monsters and
    treasures, and for Madness cards in the Madness deck); ``controller`` the
    player who controls it while in play. ``attached`` holds the actions played
    on this card (a minion or titan). ``alias`` is the scenario's ``as:`` name.
    """

    uid: int
    defn: CardDef
    owner: str | None = None
    controller: str | None = None
    counters: int = 0
    attached: list = field(default_factory=list)
    alias: str | None = None
    talent_used: bool = False
    played_by: str | None = None
    played_from: str | None = None  # while ctx.play_card plays it from another zone: that zone's kind
    stasis: int = 0
    stored: list = field(default_factory=list)
    as_type: str | None = None  # a fusion in play: "minion" or "action"
    # while in play: the card whose abilities (and way of being played) it has instead of its own, e.g.
    # Hello, Dolly!'s "copy the ability of that action" (forgotten when it leaves play)
    ability_as: CardDef | None = None

    @property
    def name(self) -> str:
        return self.defn.name

    @property
    def type(self) -> str:
        return self.defn.plays_as

    @property
    def kind(self) -> str:
        """The type this card is played and treated as now (a fusion: as it was played)."""
        return self.as_type or self.defn.plays_as

    @property
    def ref(self) -> str:
        """How scenarios refer to this card: its ``as:`` name, else its name."""
        return self.alias or self.defn.name

    def reset(self) -> None:
        """Forget everything from play: "no memory of its previous status" (rules/in-and-out-of-play)."""
        self.counters = 0
        self.stasis = 0
        self.as_type = None
        self.talent_used = False
        self.played_by = None
        self.ability_as = None

    @property
    def rules(self) -> CardDef:
        """The definition its abilities and way of being played come from (``ability_as`` or its own)."""
        return self.ability_as or self.defn

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"<{self.ref}#{self.uid}>"
