"""Draft the ruling files from the seeds and the card archive (a helper, run by hand).

The committed files in ``rulings/`` are the reviewed truth; this script is how
they were drafted, and it holds everything that was reviewed by hand: the
players' questions, the ids, the "see above" targets, which archive
clarifications were filed and which only reword a 003 ruling.

Sources: the card clarifications, card text changes and new general rules of
The Bigger Geekier Box rulebook (003), its worked examples, the clarifications
and changed rules of the Smash Up: Munchkin rulebook (001), and the AEG wiki
card archive where it adds to or changes those.

    python -m oracle.ingest.rulings_extract 003|001|archive|names   # show what is parsed
    python -m oracle.ingest.rulings_extract write [--overwrite]     # write rulings/**.yaml

Cites are filled from ``corpus/`` when it is there.
"""

from __future__ import annotations

import argparse
import functools
import json
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

from oracle.paths import CARD_ARCHIVE_DIR, RULINGS_DIR, SEEDS_DIR

SEED_003 = "003_5bf5e42e232e8d52.txt"
SEED_001 = "001_dd5b9f616dd7269c.txt"
DOC_003 = "The Bigger Geekier Box rulebook (2018)"
DOC_001 = "Smash Up: Munchkin rulebook (2015)"
DOC_WIKI = "AEG Smash Up rulebook wiki (card archive)"

# Faction headings of 003's clarifications, as the PDF extraction left them.
FACTION_HEADINGS = [
    ("Aliens", r"^Aliens$"),
    ("Ancient Egyptians", r"^# Ancient Egyptians"),
    ("Astroknights", r"^\*\*Astroknights\*\*"),
    ("Bear Cavalry", r"^# \*\*Bear Cavalry"),
    ("Changerbots", r"^# Changerbots"),
    ("Clerics", r"^\*\*Clerics\*\*"),
    ("Cowboys", r"^# Cowboys"),
    ("Cyborg Apes", r"^# \*\*Cyborg Apes"),
    ("Dinosaurs", r"^#### \*\*Dinosaurs"),
    ("Disco Dancers", r"^#### Disco Dancers"),
    ("Dragons", r"^#### \*\*Dragons"),
    ("Dwarves", r"^#### \*\*Dwarves"),
    ("Elder Things", r"^# Elder Things"),
    ("Elves", r"^#### Elves"),
    ("Explorers", r"^# Explorers"),
    ("Fairies", r"^# Fairies"),
    ("Geeks", r"^eks The Bigger"),
    ("Ghosts", r"^sts Awesome"),
    ("Giant Ants", r"^#### \*\*Giant Ants"),
    ("Grannies", r"^# Grannies"),
    ("Halflings", r"^#### Halflings"),
    ("Ignobles", r"^Ignobles"),
    ("Innsmouth", r"^Innsmouth The"),
    ("Itty Critters", r"^\*\*Itty Critters"),
    ("Kaiju", r"^Kaiju$"),
    ("Killer Plants", r"^\*\*Killer Plants"),
    ("Kitty Cats", r"^Kitty Cats"),
    ("Kung Fu Fighters", r"^Kung Fu Fighters"),
    ("Mad Scientists", r"^\*\*Mad Scientists"),
    ("Mages", r"^Mages$"),
    ("Magical Girls", r"^\*\*Magical Girls"),
    ("Mega Troopers", r"^\*\*Mega Troopers"),
    ("Minions of Cthulhu", r"^#### \*\*Minions of Cthulhu"),
    ("Miskatonic University", r"^## Miskatonic"),
    ("Mythic Greeks", r"^# \*\*Mythic Greeks"),
    ("Mythic Horses", r"^# Mythic Horses"),
    ("Ninjas", r"^#### \*\*Ninjas"),
    ("Orcs", r"^#### Orcs"),
    ("Pirates", r"^Pirates$"),
    ("Princesses", r"^# Princesses"),
    ("Robots", r"^Robots$"),
    ("Rock Stars", r"^Rock Stars"),
    ("Samurai", r"^Samura$"),
    ("Shapeshifters", r"^Shapeshifters$"),
    ("Sharks", r"^Sharks$"),
    ("Sheep", r"^Sheep$"),
    ("Smash Up All Stars", r"^# Smash Up All Stars"),
    ("Star Roamers", r"^\*\*Star Roamers"),
    ("Steampunks", r"^Steampunks$"),
    ("Super Spies", r"^# \*\*Super Spies"),
    ("Superheroes", r"^# \*\*Superheroes"),
    ("Teddy Bears", r"^# Teddy Bears"),
    ("Thieves", r"^#### \*\*Thieves"),
    ("Time Travelers", r"^#### \*\*Time Travelers"),
    ("Tornados", r"^#### \*\*Tornados"),
    ("Tricksters", r"^#### \*\*Tricksters"),
    ("Truckers", r"^#### \*\*Truckers"),
    ("Vampires", r"^# \*\*Vampires"),
    ("Vigilantes", r"^#### \*\*Vigilantes"),
    ("Vikings", r"^Vikings Oops"),
    ("Warriors", r"^Warriors$"),
    ("Werewolves", r"^Werewolves$"),
    ("Wizards", r"^Wizards$"),
    ("Zombies", r"^\*\*Zombies"),
    ("Monsters", r"^\*\*Monsters\*\*"),
    ("Treasures", r"^\*\*Treasures\*\*"),
    ("Bases", r"^# Bases \(by Name\)"),
]

# An entry: "**Name:** text", "Name: text", "**Name** (from the Titans Event Kit): text".
ENTRY = re.compile(
    r"^(?:\*\*)?(?P<name>(?:\.\.\. )?[^*:]+?)(?:\*\*)?(?P<kit> \(from the Titans Event Kit\))?"
    r"(?::(?:\*\*)?| (?=See ))\s*(?P<text>.+)$"
)
SEE = re.compile(r"See (?:also )?\"?(?P<target>[^\"(]+?)\"? \((?:above|below|page \d+|p\. \d+)\)")


def slugify(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    text = text.lower().replace("'", "").replace("\u2019", "")
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def clean(text: str) -> str:
    """Undo PDF-extraction damage only: bold markers and doubled spaces."""
    text = text.replace("**", "")
    return re.sub(r"\s+", " ", text).strip()


def parse_003() -> list[dict]:
    lines = (SEEDS_DIR / SEED_003).read_text(encoding="utf-8").splitlines()
    start = next(i for i, l in enumerate(lines) if l.startswith("# Minions, Actions, and Titans (by Faction)"))
    end = next(i for i, l in enumerate(lines) if l.startswith("# PHACTION PHILES"))
    faction = None
    out: list[dict] = []
    pending_join = False
    for i in range(start + 1, end):
        raw = lines[i].strip()
        if not raw:
            continue
        heading = next((f for f, rx in FACTION_HEADINGS if re.match(rx, raw)), None)
        if heading:
            faction = heading
            continue
        if raw in ("Smash Up: Munchkin",) or raw.startswith("#"):
            continue
        if pending_join:  # "Shield Maiden: See Pillage (above)" / "for explanation."
            out[-1]["text"] += " " + clean(raw)
            pending_join = False
            continue
        m = ENTRY.match(raw)
        if raw.startswith(("This is a", "The clarification in", "(Since")):
            out[-1].setdefault("notes", []).append(clean(raw))
            continue
        if not m:
            continue
        name = m.group("name").strip()
        text = clean(m.group("text"))
        if text.endswith("(above)"):
            pending_join = True
        section = "Card Clarifications: Bases (by Name)" if faction == "Bases" else (
            "Card Clarifications: Special Minions and Actions (by Type): " + faction
            if faction in ("Monsters", "Treasures")
            else "Card Clarifications: Minions, Actions, and Titans (by Faction): " + faction)
        out.append({"faction": faction, "card": name.strip('"'), "text": text, "line": i + 1,
                    "section": section, "kit": bool(m.group("kit")), "raw_name": name})
    for e in out:
        s = SEE.search(e["text"])
        e["see"] = s.group("target").strip() if s else None
    return out


def parse_001() -> list[dict]:
    lines = (SEEDS_DIR / SEED_001).read_text(encoding="utf-8").splitlines()
    start = next(i for i, l in enumerate(lines) if l.strip() == "EVARIFICATIONS")
    end = next(i for i, l in enumerate(lines) if l.strip() == "VOID WHERE PROHIBITED")
    out: list[dict] = []
    for i in range(start + 1, end):
        raw = lines[i].strip()
        if not raw:
            continue
        m = re.match(r"^([A-Z][^:]{1,30}):\s*(.*)$", raw)
        if m and m.group(1) not in ("Most factions have two",):
            out.append({"card": m.group(1).strip(), "text": m.group(2).strip(), "line": i + 1})
        elif out:
            # PDF broke the entry over lines (and sometimes a paragraph).
            sep = "" if out[-1]["text"].endswith("-") else " "
            out[-1]["text"] = (out[-1]["text"] + sep + raw).strip()
    for e in out:
        e["text"] = clean(e["text"].replace("two\n4-power", "two 4-power"))
    return out


def archive_clarifications() -> list[dict]:
    data = json.loads((CARD_ARCHIVE_DIR / "smashup-catalog.json").read_text(encoding="utf-8"))
    out = []
    for f in data["factions"]:
        for c in f["cards"]:
            for n, text in enumerate(c.get("clarifications") or []):
                out.append({"faction": f["name"], "set": f["set"], "card": c["name"], "text": text,
                            "url": f.get("sourceUrl"), "n": n})
    return out


def library_names() -> set[str]:
    """Names of the project's card library (it adds the Munchkin monsters and treasures), if built."""
    try:
        from oracle.library import load_library
        return {c.name for c in load_library()}
    except Exception:
        return set()


def archive_names() -> set[str]:
    data = json.loads((CARD_ARCHIVE_DIR / "smashup-catalog.json").read_text(encoding="utf-8"))
    bases = json.loads((CARD_ARCHIVE_DIR / "smashup-bases.json").read_text(encoding="utf-8"))
    names = {c["name"] for f in data["factions"] for c in f["cards"]}
    names |= {b["name"] for b in bases["bases"]}
    return names | {"Laseratops", "Assassination"} | library_names()


def norm(text: str) -> str:
    text = text.replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=["003", "001", "archive", "names", "write"])
    ap.add_argument("--overwrite", action="store_true", help="replace existing ruling files")
    args = ap.parse_args(argv)
    if args.what == "write":
        rulings = draft_all()
        print(f"{len(rulings)} drafted, {write(rulings, overwrite=args.overwrite)} written")
    elif args.what == "003":
        for e in parse_003():
            print(f"{e['faction']:20} | {e['card']:30} | see={e['see']} | {e['text'][:60]} {e.get('notes', '')}")
    elif args.what == "001":
        for e in parse_001():
            print(f"{e['card']:25} | {e['text']}")
    elif args.what == "names":
        names = {n.lower() for n in archive_names()}
        for e in parse_003() + parse_001():
            if e["card"].lower() not in names:
                print("missing:", e.get("faction"), "|", e["card"])
    else:
        for e in archive_clarifications():
            print(f"{e['faction']:20} | {e['card']:30} | {e['text'][:80]}")
    return 0



# --- Reviewed questions (written by hand), keyed "Faction|Card" as parsed. ---
# A value is the question, or (question, not_testable reason).
QUESTIONS_003 = {
    "Aliens|Collector": "Can Collector return another Collector?",
    "Aliens|Invader": "If my Invader is destroyed, do I lose the VP it gave me?",
    "Aliens|Jammed Signal": "What exactly does ignoring a base's ability (Jammed Signal) mean?",
    "Aliens|Terraforming": "Does Terraforming discard the minions on the swapped base, or the actions on those minions?",
    "Ancient Egyptians|Blessing of Anubis": "If Blessing of Anubis buries itself, what happens when it is uncovered?",
    "Ancient Egyptians|Mummy": "When can Mummy use its ability, and where does it go when it does?",
    "Ancient Egyptians|Tomb Trap": "If Tomb Trap buries itself, what happens when it is uncovered?",
    "Ancient Egyptians|You Can Take It With You": "If You Can Take It With You buries itself, what happens when it is uncovered?",
    "Astroknights|Alien Guru": "Which actions give Alien Guru's power counter, and how many counters if the action boosts several minions?",
    "Astroknights|Scoundrel": "Can I use Scoundrel's talent when I have no other minions at its base?",
    "Astroknights|Space Prince": "Which actions trigger Space Prince, and how many counters if the action boosts several minions?",
    "Astroknights|Walking Carpet": "Which actions trigger Walking Carpet, and how many counters if the action boosts several minions?",
    "Bear Cavalry|Commission": "Can I hold Commission's extra minion for later, or move the other minion later?",
    "Bear Cavalry|Cub Scout": "Does Cub Scout trigger when it moves at the same time as the other minion?",
    "Bear Cavalry|Superiority": "Does Superiority stop a minion from being placed or shuffled?",
    "Changerbots|Bruiser": "When Bruiser's talent is used, which abilities from actions does the minion lose?",
    "Changerbots|Form Mergacon": "Does Form Mergacon affect minions played after it?",
    "Changerbots|Solarshout": "Does Solarshout's -2 power end if Solarshout loses its ability (e.g. to The Touch)?",
    "Changerbots|The Touch": "When The Touch's minion loses abilities, which abilities from actions does it lose?",
    "Clerics|Curse of Uselessness": "Does a minion with Curse of Uselessness count for the breakpoint or for VPs?",
    "Clerics|Deep Friar": "If both Deep Friars are on a scoring base, can each one move the other?",
    "Clerics|Good Habits": "Does Good Habits affect minions played later in the turn, or monsters?",
    "Clerics|Join the Club": "Does Join the Club affect minions played later in the turn, or monsters?",
    "Clerics|Turner": "Do Zombies, Ghosts or Vampires count as Undead for Turner?",
    "Cowboys|Deputy": ("Can I wait until my opponent reveals their dueling card before deciding to discard Deputy?",
                       "a decision timing inside a duel; the board only shows the outcome"),
    "Cowboys|Dynamite Surprise": "When does Dynamite Surprise trigger: from hand, from my deck, when someone looks at it?",
    "Cowboys|High Noon": "Who gets High Noon's extra minion if my opponent wins or my minion is destroyed, and where is \"there\"?",
    "Cowboys|Pinkerton": "Can Pinkerton affect itself in a duel, and when is its power counter placed?",
    "Cowboys|Quick Draw": "Does Quick Draw's power gain change if the minion's dueling status changes?",
    "Cyborg Apes|Flying Monkey": "Can Flying Monkey move the minion to the base that replaces the scored base?",
    "Cyborg Apes|Missing Uplink": "Do I check hand size after Missing Uplink's draw at the end of the turn?",
    "Cyborg Apes|Shielding": "What does Shielding do to actions already on the minion, and does it protect itself?",
    "Dinosaurs|Augmentation": "If I play Augmentation on another player's turn, how long does it last, and does it affect minions played later?",
    "Dinosaurs|Howl": "If I play Howl on another player's turn, how long does it last, and does it affect minions played later?",
    "Dinosaurs|King Rex": ("Is King Rex missing its ability?", "says the card has no ability; nothing happens to show"),
    "Dinosaurs|Rampage": "Does Rampage's breakpoint reduction change if the minion's power changes later in the turn?",
    "Dinosaurs|War Raptor": "What is War Raptor's power in my hand, and on a base?",
    "Dinosaurs|Wildlife Preserve": "Which actions does Wildlife Preserve discard?",
    "Disco Dancers|Dancing King": "What does \"another minion\" mean on Dancing King?",
    "Disco Dancers|Diva": "Which effects can Diva copy, and how?",
    "Disco Dancers|Last Dance": "Who gets credit for destroying the minion with Last Dance?",
    "Disco Dancers|Turn the Beat Around": "Which minions are \"each minion affected by this\" on Turn the Beat Around?",
    "Disco Dancers|We Are Family": "Which effects can We Are Family copy, and how?",
    "Dragons|Burn It Down": "Does Burn It Down destroy actions on minions, and can I look at the next base first?",
    "Dragons|Dangerous Ground": "Can other players play a minion on Dangerous Ground without discarding?",
    "Dragons|Great Wyrm": "Does Great Wyrm change VPs awarded by abilities?",
    "Dragons|Hatchling": "Does Hatchling trigger when a minion moves away from its base, or when Hatchling itself moves?",
    "Dragons|Imperial Dragon": "Does Imperial Dragon trigger when a minion moves away from its base, or when it moves itself?",
    "Dragons|Ruins": "Does Ruins change VPs awarded by abilities?",
    "Dwarves|Cunning Plan": "If I play the treasure from Cunning Plan, does it use up my normal card play?",
    "Elder Things|Elder Thing": "Can Elder Thing both destroy two of my minions and go to the bottom of my deck? What if I can't destroy two?",
    "Elder Things|The Price of Power": "How long does The Price of Power's power boost last?",
    "Elder Things|Shoggoth": "Does Shoggoth destroy my own minions too?",
    "Elves|Dancing Root": "Does Dancing Root get shuffled into the deck with the discard piles, and who draws?",
    "Elves|Elf Help Guru": "Does Elf-Help Guru affect cards played later, and does its boost change if Elf-Help Guru leaves?",
    "Elves|Flower Child": "If Flower Child or the minion swapped with it leaves play, is the other one given back? Can it swap with a monster?",
    "Elves|Helping Hands": "Can Too Tough stop Helping Hands' VP loss?",
    "Elves|Pumping Iron": "Must either player choose one of their own minions for Pumping Iron?",
    "Explorers|Crypt Looter": "Does Crypt Looter trigger when a base is swapped out without scoring (e.g. by Terraforming)?",
    "Explorers|Forgotten Horrors": "How many cards does Forgotten Horrors draw when several minions move at once?",
    "Explorers|Idaho Smith": "Is the extra base from Idaho Smith permanent?",
    "Explorers|It Belongs in a Museum": "Can It Belongs in a Museum move the only eligible minion in play?",
    "Explorers|Lost City": "If another ability chooses the next base, can I still play a minion on it with Lost City?",
    "Explorers|Very Large Boulder": "Can I destroy a minion at Very Large Boulder's base without moving it?",
    "Fairies|Daisy Chain": "Does transferring an action with Daisy Chain change who controls it?",
    "Fairies|Glymmer": "Does Glymmer's effect end if Glymmer leaves play or someone else takes control of it?",
    "Fairies|Enchantment": "If Enchantment is transferred to another base, does it switch which part of its ability applies?",
    "Fairies|Ladybug": "Does transferring an action with Ladybug change who controls it?",
    "Fairies|Leaf Armor": "Does transferring Leaf Armor change who controls it?",
    "Fairies|Tinx": "Does transferring an action with Tinx change who controls it?",
    "Geeks|Banned List": ("What if a new player can't remember the name of a card to name for Banned List?",
                          "a table courtesy: you may let new players name a card by its power, ability or art"),
    "Geeks|Control Minion": "If I take control of a minion as it is played, can I change which base it goes to?",
    "Geeks|Felicia Day": "How do the minions Felicia Day moves travel, and do they trigger each other (e.g. Cub Scout)?",
    "Geeks|Force of Wil": "When does Force of Wil trigger: before or after the action's ability?",
    "Geeks|Griefer": "Do I have to choose the same Griefer effect for each player?",
    "Geeks|Mulligan": "If I don't draw the cards from Mulligan, what happens to them?",
    "Geeks|Non-Infinite Loop": "What if the action I choose with Non-Infinite Loop can't be played, or stays in play past the turn?",
    "Geeks|Wil Wheaton": "When does Wil Wheaton trigger: before or after the action's ability?",
    "Ghosts|Creampuff Man": "What is a \"standard action\" for Creampuff Man?",
    "Ghosts|Haunting": "Does Haunting do anything while it is in my hand?",
    "Ghosts|Seance": "Does Séance count itself among the cards in my hand?",
    "Ghosts|Spectre": "Which extra minion plays can Spectre be played with?",
    "Giant Ants|Death on Six Legs": "Can Death on Six Legs transfer power counters from other players' minions?",
    "Giant Ants|We Will Rock You": "Does We Will Rock You's power gain change if the counters change later?",
    "Grannies|Attic Treasures": "What if I have fewer than 3 cards in hand for Attic Treasures?",
    "Halflings|Last Call": "Does Last Call cancel a minion's restrictions on how it is played (e.g. Shoggoth)?",
    "Halflings|Rude Awakening": "Does Rude Awakening cancel a minion's restrictions on how it is played (e.g. Shoggoth)?",
    "Ignobles|Activate the Spy": "Which minions does Activate the Spy target?",
    "Ignobles|Banner Call": "Which minions does Banner Call target?",
    "Ignobles|Betrothed": "Does Betrothed still work if control was gained some other way, or it moved to another base?",
    "Ignobles|Foot of the King": "Which minions does Foot of the King target?",
    "Ignobles|Inevitable Betrayal": "Which minions does Inevitable Betrayal target?",
    "Innsmouth|Mysteries of the Deep": "Must the minions with the same name for Mysteries of the Deep be on the same base?",
    "Innsmouth|The Deep Ones": "Does The Deep Ones affect minions played later in the turn?",
    "Itty Critters|Critter Champion": "Does Critter Champion's minion still go to the bottom of the deck if Critter Champion leaves play first?",
    "Itty Critters|Critter Coach": "Does Critter Coach's minion still go to the bottom of the deck if Critter Coach leaves play first?",
    "Itty Critters|Critter Cube": "How do I play another player's minion that Critter Cube put in my deck, and where does it go after?",
    "Kaiju|Gorgodzolla": "Do actions on minions count for Gorgodzolla?",
    "Kaiju|Kaijookey": "Do actions on minions count for Kaijookey?",
    "Kaiju|Oh No!": "If Oh, No! plays or moves Gorgodzolla to their base, does Gorgodzolla get its power counter?",
    "Kaiju|There Goes Tokyo": "What happens to cards immune to destruction on the base There Goes Tokyo destroys?",
    "Kaiju|They Say He's Got to Go": "Can They Say He's Got to Go move another player's titan?",
    "Kaiju|Tiny Priestesses": "If Tiny Priestesses plays or moves Gorgodzolla to their base, does Gorgodzolla get its power counter?",
    "Kaiju|Wade through the Buildings": "Do actions on minions count for Wade through the Buildings?",
    "Killer Plants|Deep Roots": "What does Deep Roots not prevent?",
    "Killer Plants|Entangled": "What does Entangled not prevent?",
    "Killer Plants|Overgrowth": "If Overgrowth is destroyed during my turn, does the breakpoint change end?",
    "Killer Plants|Sprout": "Can a Sprout destroy itself the turn it is played?",
    "Killer Plants|Water Lily": "If Sprout gets me Water Lily, can I use Water Lily's ability right away?",
    "Killer Plants|Weed Eater": "Can Sprout play Weed Eater, and when does Weed Eater's power go back to 5?",
    "Kitty Cats|Whiskers": "Must I take Whiskers' extra action, and if I do, must I destroy the minion?",
    "Kung Fu Fighters|Everybody Was Kung Fu Fighting": "In what order do players destroy for Everybody Was Kung Fu Fighting, and can they if their own minions there are gone?",
    "Mad Scientists|Grave Situation": "Do minions Grave Situation places into my hand count as destroyed (e.g. for Field of Honor)?",
    "Mad Scientists|Igor": "Do I get Igor's power counter when Igor goes to the discard pile after scoring, or when discarded from my hand?",
    "Mages|Charm": "If a monster is controlled by a player when the base breaks, where do its treasures go?",
    "Mages|Happy Zapper": "Can I use Happy Zapper's ability before its base scores if I used it earlier that turn?",
    "Magical Girls|Bewitching Gal": "Does Bewitching Gal's reduction change if the number of minions there changes?",
    "Magical Girls|Purge the Demon": "Can Purge the Demon choose a base or a titan?",
    "Magical Girls|Rainbow Girl": "Does Rainbow Girl affect minions played after it?",
    "Magical Girls|Sakura Warrior": "Does Sakura Warrior's reduction change if the number of minions there changes?",
    "Mega Troopers|Black Trooper": "How often can Black Trooper trigger in a turn?",
    "Minions of Cthulhu|Cthulhu": "Do I put power counters on Cthulhu when I first play it?",
    "Minions of Cthulhu|Complete the Ritual": "What happens to actions on minions, my own cards, and immune cards with Complete the Ritual?",
    "Minions of Cthulhu|Cthulhu's Chosen": "When does Cthulhu's Chosen trigger, and how many Madness cards can I draw for it?",
    "Minions of Cthulhu|Furthering the Cause": "Does Furthering the Cause give 1 VP per minion destroyed?",
    "Minions of Cthulhu|Madness Unleashed": "Can I keep discarding Madness cards after I start drawing with Madness Unleashed?",
    "Minions of Cthulhu|Servitor of Cthulhu": "If Servitor of Cthulhu can't be destroyed, do I still place the action? Does destroying it on R'lyeh count twice?",
    "Miskatonic University|Gate to Beyond": "If I use Eldritch Gate's talent but don't play a minion, do I still draw a Madness card?",
    "Miskatonic University|Jinkies!": "Must the Madness cards for Jinkies! come from the same place?",
    "Miskatonic University|... It Just Might Work": "Where does a Madness card go when ...It Just Might Work discards it?",
    "Miskatonic University|Librarian": "Where does a Madness card go when Librarian discards it?",
    "Miskatonic University|Professor": "Where does a Madness card go when Professor discards it?",
    "Miskatonic University|That's So Crazy ...": "Does That's So Crazy... affect minions played later in the turn?",
    "Miskatonic University|Things Best Not Known": "How long does Things Best Not Known's power boost last?",
    "Mythic Greeks|Argonaut": "Can Argonaut be played as an extra action, and does it then count as a minion play?",
    "Mythic Greeks|Heracles": "Does Heracles trigger on every action, including mine?",
    "Mythic Greeks|Jason": "Does Jason affect minions played after the first action of the turn?",
    "Mythic Greeks|Odysseus": "Does Odysseus trigger on every action, including mine?",
    "Mythic Greeks|Spartan": "Does Spartan help if I played an action before it this turn?",
    "Mythic Horses|Rainbow": "When must the other minion have been played for Rainbow's talent?",
    "Mythic Horses|Super Future Space Armor Power": "Does Super Future Space Armor Power affect minions played after it?",
    "Ninjas|Disguise": "Can I return a minion with Disguise without playing the extra minion, or play it later?",
    "Ninjas|Infiltrate": "If I play Infiltrate, do other players also ignore the base's ability?",
    "Ninjas|Ninja Acolyte": "Does a minion played at the start of my turn stop Ninja Acolyte? Can I return it without playing the extra minion?",
    "Orcs|And Stay Down!": "Does And Stay Down! undo Specials already resolved, do ties for highest count, and how long does it last?",
    "Orcs|Dork Orc": "What happens to an action played on Dork Orc?",
    "Orcs|Gimme!": "How many actions does Gimme! get me, and do I get one if the destruction fails?",
    "Orcs|Too Tough": "If I play Too Tough on another player's minion, what does it protect against?",
    "Orcs|Topper Chopper": ("Why doesn't Topper Chopper have an ability?", "explains a design choice; nothing to show"),
    "Pirates|Dinghy": "Can Dinghy move the two minions to different bases?",
    "Pirates|First Mate": "Can First Mate trigger more than once a turn, and can it move to the replacement base?",
    "Pirates|Full Sail": "Can Full Sail move my minions to different bases?",
    "Pirates|Powderkeg": "If the minion I choose for Powderkeg is immune to destruction, are the others still destroyed?",
    "Pirates|Sea Dogs": "Can Sea Dogs move minions from different bases, or to different bases?",
    "Pirates|Swashbuckling": "Does Swashbuckling affect minions played later in the turn?",
    "Princesses|Eliza": "Which minions and actions count as extra cards for Eliza?",
    "Princesses|Family Heirloom": "How much power do two or three Heirlooms on the same minion give?",
    "Robots|Hoverbot": "Can I keep the minion Hoverbot reveals and play it later?",
    "Robots|Microbot Alpha": "Which of my minions count as Microbots with Microbot Alpha, and does its bonus change as minions come and go?",
    "Robots|Microbot Fixer": "If both Microbot Fixers are in play, how much does each Microbot gain?",
    "Rock Stars|Turn Up to 11": "If several abilities set a base's breakpoint (e.g. Turn Up to 11 and Overgrowth), which one wins?",
    "Samurai|Bushi": "Does being discarded after scoring count as going to the discard pile from play for Bushi?",
    "Samurai|Final Haiku": "Does being discarded after scoring count as going to the discard pile from play for Final Haiku?",
    "Samurai|Honor the Ancestors": "How many minions does Honor the Ancestors shuffle into my deck with 2, 3 or 4 players?",
    "Samurai|Honor the Fallen": "Does being discarded after scoring count as going to the discard pile from play for Honor the Fallen?",
    "Samurai|Samurai-Chan": "Does being discarded after scoring count as going to the discard pile from play for Samurai-Chan?",
    "Samurai|Shogun": "Does being discarded after scoring count as going to the discard pile from play for Shogun?",
    "Samurai|Way of the Warrior": "Does being discarded after scoring count as going to the discard pile from play for Way of the Warrior?",
    "Shapeshifters|Bacta the Future": "If the minion I choose to destroy with Bacta the Future is protected, do I still do the rest?",
    "Shapeshifters|Cellular Bonding": "How long does Cellular Bonding's copied ability last, and what if there is nothing to copy?",
    "Shapeshifters|Copycat": "Which abilities can Copycat copy, and how long does the copy last?",
    "Shapeshifters|Doppelganger": "Can Doppelgänger's replacement be played on the new base after scoring? What if Transmogrify destroys it?",
    "Shapeshifters|Genetic Shift": "Does Genetic Shift's first part affect minions played later?",
    "Shapeshifters|Mimic": "What is Mimic's power in play, in hand and in the deck?",
    "Shapeshifters|... Really?": "Can I destroy a minion with \"...Really?\" and play it again at once?",
    "Shapeshifters|Transmogrify": "If the minion I choose to destroy with Transmogrify is protected, do I still do the rest?",
    "Sharks|Chum": "Does the minion Chum destroys have to be at a particular base?",
    "Sharks|Hammerhead": "If several minions at Hammerhead's base are destroyed at once, how many counters does it get?",
    "Sharks|Mako": "If I draw Mako because of Torn Apart, can I play it right away?",
    "Sheep|Black Sheep": "Does Little Bo Peep or Incorporeal block Black Sheep's move?",
    "Sheep|Counting Sheep": "Must the other player's minion be at Counting Sheep's base to trigger it? Does it affect minions played later?",
    "Sheep|Flock": "Can Flock follow minions that move after a base scores?",
    "Sheep|Hello, Dolly!": "How does Hello, Dolly! copy an action, and must I meet that action's conditions?",
    "Sheep|On the Lamb": "Can I choose a player with no minions there for On the Lamb, and can the minions go to different bases?",
    "Sheep|Shearing": "If Shearing leaves play before my next turn, does it come back to my hand?",
    "Sheep|To Follow or Not...?": "If I play another player's card with To Follow, or Not?, who controls it and where does it go afterwards?",
    "Sheep|Wood for Sheep": "If I play another player's card with Wood for Sheep, who controls it and where does it go afterwards?",
    "Smash Up All Stars|Ensign": "What does the All Stars Ensign take on?",
    "Smash Up All Stars|Imperial Dragon": "Does moving the All Stars Imperial Dragon activate it?",
    "Smash Up All Stars|It's Astounding": "When do I play the All Stars It's Astounding's extra action?",
    "Smash Up All Stars|King Rex": ("Is the All Stars King Rex missing its ability?", "says the card has no ability; nothing happens to show"),
    "Smash Up All Stars|Non-Infinite Loop": "What if the action I choose with the All Stars Non-Infinite Loop can't be played, or stays in play past the turn?",
    "Smash Up All Stars|Servitor of Cthulhu": "If the All Stars Servitor of Cthulhu can't be destroyed, do I still place the action? Does destroying it on R'lyeh count twice?",
    "Smash Up All Stars|Sprout": "Can the All Stars Sprout destroy itself the turn it is played?",
    "Star Roamers|Ensign": "Which effects can Ensign take on instead of another minion?",
    "Star Roamers|Science Officer": "Can Science Officer return a minion I control but don't own, and do I still do the rest?",
    "Star Roamers|Ship's Engineer": "Does Ship's Engineer trigger if I return a minion I don't own?",
    "Star Roamers|Teleport Overflow": "Can Teleport Overflow return a minion I control but don't own? Must the revealed minions share the returned one's name?",
    "Star Roamers|Weird New Worlds": "If Weird New Worlds leaves play before the next base scores, does the number of bases go back down?",
    "Star Roamers|Whiplash Maneuver": "Does Whiplash Maneuver trigger if I return a minion I don't own?",
    "Steampunks|Aggromotive": "Which minion gets Aggromotive's +5 power, and on whose turns?",
    "Steampunks|Escape Hatch": "Do minions Escape Hatch places into my hand count as destroyed (e.g. for Field of Honor)?",
    "Steampunks|Ornate Dome": "Does Ornate Dome stop actions on minions, or actions that target the base without being played on it?",
    "Steampunks|Steam Man": "Does Steam Man trigger if I have more than one action on its base?",
    "Super Spies|Mindraker": "What does \"while this base is scoring\" mean for Mindraker, and does it stop Specials already played?",
    "Super Spies|Secret Agent": "If another player's action destroys Secret Agent, do they still discard a card?",
    "Superheroes|Captain Amazing": "Does Captain Amazing's talent affect minions played after it is used?",
    "Superheroes|Justice Friends": "Does Justice Friends affect minions played after it?",
    "Superheroes|Mind Lady": "Does Mind Lady's cancelation end if Mind Lady leaves play?",
    "Teddy Bears|Bear Picnic": "Does Bear Picnic affect monsters, or stop me playing other players' minions (e.g. from Trade)?",
    "Teddy Bears|Cuddle": "Which abilities does Cuddle cancel: the minion's, its actions', abilities granted by actions, monster treasure?",
    "Teddy Bears|Group Hug": "Does Group Hug's power boost change when more minions arrive or the minion moves?",
    "Teddy Bears|Lovey Bear": "What if the highest opposing starting power is less than Lovey Bear's?",
    "Teddy Bears|Snuggly Bear": "Can one first minion trigger several Snuggly Bears?",
    "Thieves|Mugging": "Can Sneaksy or Too Tough stop Mugging from removing an action?",
    "Thieves|Strip Bare": "Can Sneaksy or Too Tough stop Strip Bare from removing actions?",
    "Time Travelers|1.21 Gigawatts": "Can 1.21 Gigawatts take both actions and minions?",
    "Time Travelers|Do Over": "Can I keep Do Over!'s extra minion for later?",
    "Time Travelers|Doctor When": "Can I keep Doctor When's extra minion for later?",
    "Time Travelers|It's Astounding": "When do I play It's Astounding's extra action?",
    "Time Travelers|Time is Fleeting": "Can Time is Fleeting bring back the base that just scored?",
    "Time Travelers|Time Box": "Are Time Box's counters +1 power counters?",
    "Time Travelers|Time Walk": "Must I play extra cards before drawing Time Walk's 2 cards?",
    "Tornados|Trade Winds": "Can Trade Winds move the only eligible minion in play?",
    "Tornados|Twister": "Can Twister move itself?",
    "Tricksters|Brownie": "Which cards trigger Brownie?",
    "Tricksters|Flame Trap": "When is a minion destroyed by Flame Trap, and what if it is immune to destruction?",
    "Tricksters|Hideout": "If Hideout cancels an Ongoing ability, how long does the cancelation last?",
    "Tricksters|Leprechaun": "When is a minion destroyed by Leprechaun, and what if it is immune to destruction?",
    "Tricksters|Mark of Sleep": "Does Mark of Sleep stop abilities of actions already in play?",
    "Truckers|Convoy": "Do actions on minions count as actions on bases for Convoy?",
    "Truckers|El Bandido": "Do actions on minions count as actions on bases for \"El Bandido\"?",
    "Truckers|High-Speed Chase": "Does High-Speed Chase's power boost go away if it is destroyed?",
    "Truckers|Hotwire": "Do actions on minions count as actions on bases for Hotwire?",
    "Truckers|Rally": "Does Rally's boost change when other actions arrive, and do actions on minions count?",
    "Truckers|Rubber Chicken": "Do actions on minions count as actions on bases for \"Rubber Chicken\"?",
    "Truckers|Skinny Minnie": "Do actions on minions count as actions on bases for \"Skinny Minnie\"?",
    "Vampires|Dinner Date": "Can I place Dinner Date's +1 power counter if there is no other minion at the base?",
    "Vigilantes|Brojak": "Can Brojak get +1 if it is already at the same base, or after it moves?",
    "Vigilantes|Death Wisher": "If another player destroys Death Wisher itself, does its ability trigger?",
    "Vikings|Berserk": "Can Berserk put a card I don't own from my hand on top of my deck?",
    "Vikings|Huscarl": "Can Huscarl put a card I don't own from my hand on top of my deck?",
    "Vikings|Pillage": "How do cards I don't own work in my hand or deck after Pillage?",
    "Vikings|Raider": "Can Raider put a card I don't own from my hand on top of my deck?",
    "Vikings|Raiding Party": "How do cards I don't own work in my hand or deck after Raiding Party?",
    "Vikings|Ransack": "How do cards I don't own work in my hand or deck after Ransack?",
    "Vikings|Shield Maiden": "How do cards I don't own work in my hand or deck with Shield Maiden?",
    "Vikings|Valkyrie": "How do cards I don't own work in my hand or deck with Valkyrie?",
    "Vikings|Viking Funeral": "Can a card Viking Funeral puts back in the box come back into the game?",
    "Warriors|Campaign": "Does Campaign affect minions played after it?",
    "Werewolves|Frenzy": "Does Frenzy affect minions played after it?",
    "Werewolves|Leader of the Pack": "Do I benefit from Leader of the Pack on another player's minion, or if it is only tied for highest power?",
    "Werewolves|Moontouched": "Do I benefit from Moontouched on another player's minion, or if it is only tied for highest power?",
    "Werewolves|Pack Alpha": "Does Pack Alpha affect minions played after it?",
    "Wizards|Arcane Protector": "When can I play Arcane Protector after my fifth card in a turn?",
    "Wizards|Archmage": "Can I play Archmage's extra action if Archmage is destroyed the turn it is played?",
    "Wizards|Chronomage": "Can I play Chronomage's extra action if Chronomage is destroyed the turn it is played?",
    "Wizards|Mass Enchantment": "Can I keep the card from Mass Enchantment for later, and who controls it?",
    "Wizards|Neophyte": "Can I keep the action Neophyte reveals for later?",
    "Zombies|Lend a Hand": "Is Lend a Hand shuffled into the deck with the other cards?",
    "Zombies|Tenacious Z": "When can I use Tenacious Z, and how many times a turn?",
    "Zombies|They're Coming to Get You": "Which minion plays can I use to play a minion from the discard pile with They're Coming to Get You?",
    "Zombies|Zombie Lord": "When are Zombie Lord's empty bases decided, and must I play the extra minions at once?",
    "Monsters|Plutonium Dragon": "What happens to the treasures of monsters that Plutonium Dragon destroys?",
    "Monsters|Web Troll": "Do monsters played because of Web Troll count toward the base's monster number?",
    "Treasures|Cross Bow": "Does Cross Bow affect minions played after it?",
    "Treasures|Potion of Paralysis": "Which abilities does Potion of Paralysis cancel?",
    "Treasures|Tiger Steed": "Is Tiger Steed played on another minion?",
    "Bases|Boogie Wonderland": "Does Boogie Wonderland trigger when a minion moves to it, or from it?",
    "Bases|Cave of Shinies": "Does \"destroying\" a Warbot (or any minion that survives) count for Cave of Shinies' 1 VP?",
    "Bases|Changing Room": "Does a talent granted by an action count for Changing Room? Does moving there with a talent earn the counter?",
    "Bases|The Con": "Does The Con's power gain benefit the minion just played, or later minions?",
    "Bases|Drakkar": "How do cards I don't own work in my hand or deck with Drakkar?",
    "Bases|The Dread Gazebo": "Does The Dread Gazebo block actions that target the base without being played on it?",
    "Bases|Faceless City": "Must I use Faceless City's ability, and when do I shuffle?",
    "Bases|Funky Town": "Which effects can Funky Town copy, and how?",
    "Bases|The Gauntlet": "Who plays the monsters The Gauntlet brings in, and do they trigger Web Troll or Leprechaun?",
    "Bases|The Greasy Spoon": "Do actions on minions count as actions on The Greasy Spoon?",
    "Bases|The Greenhouse": "When does The Greenhouse's winner search for the minion to play?",
    "Bases|Hive of Scum and Villainy": "Which power increases count for Hive of Scum and Villainy?",
    "Bases|Ice Castle": "Does Ice Castle stop minions moving to it? What if it replaces a base in play?",
    "Bases|Innsmouth": "Where does the card chosen by the Innsmouth base go?",
    "Bases|Inventor's Salon": "Does Inventor's Salon's winner take the action before the actions on it are discarded?",
    "Bases|Jungle Oasis": ("Is Jungle Oasis missing its ability?", "says the base has no ability; nothing happens to show"),
    "Bases|Kaiju Island": "If Kaiju Island's ability is cancelled, what happens to its titans?",
    "Bases|Longhouse": "Can Longhouse put a card I don't own from my hand on top of my deck?",
    "Bases|Moon Dumpster": "In what order do players reveal for Moon Dumpster, including during setup?",
    "Bases|Mushroom Kingdom": "Do I need a card on Mushroom Kingdom to use its ability?",
    "Bases|The Nexus": "Can The Nexus replace itself?",
    "Bases|Ninja Dojo": "Can Ninja Dojo's winner destroy a minion on Ninja Dojo itself?",
    "Bases|The Pasture": "If Dinghy moves two minions to The Pasture, does each bring another minion?",
    "Bases|Portal Room": "After Portal Room's extra turn, who plays next?",
    "Bases|Primate Park": "Can I take some actions back from Primate Park and discard the rest?",
    "Bases|Q Point": "What can I keep on Q Point before scoring, and what about indestructible cards and titans?",
    "Bases|Rhodes Plaza Mall": "Do more than three players get VPs from Rhodes Plaza Mall?",
    "Bases|R'lyeh": "If the minion on R'lyeh is protected from destruction, does its controller still get the VP?",
    "Bases|Sakura Garden": "Does being discarded after scoring count for Sakura Garden, even after it scores itself?",
    "Bases|School of Wizardry": "If winners tie at School of Wizardry, who uses its ability?",
    "Bases|Secret Grove": "Can I use Secret Grove's ability without a minion there?",
    "Bases|Secret Volcano Headquarters": "Where do the unplayed cards from Secret Volcano Headquarters go?",
    "Bases|Sheep Shrine": "Does Sheep Shrine trigger when it enters play through Terraforming or No-Moon?",
    "Bases|Shogun's Palace": "In what order are duels at Shogun's Palace done when one minion plays others there, and who chooses?",
    "Bases|So-So Corral": "Who destroys the losing minion at So-So Corral?",
    "Bases|Spikey Chair Room": "Can I use Spikey Chair Room if the minion moved away or the base scored?",
    "Bases|Standing Stones": "How does the second use of a talent at Standing Stones work?",
    "Bases|Subterranean Lair": "How many times can I invoke Subterranean Lair in my Play Cards phase?",
    "Bases|Tar Pits": "Who places the minions for Tar Pits?",
    "Bases|Temple of Goju": "Who places the minions for Temple of Goju?",
    "Bases|Tortuga": "Can the minion moved by Tortuga come from Tortuga itself?",
    "Bases|Truck Stop": "Do actions on minions count as actions on Truck Stop?",
    "Bases|Whack-A-Ghoul": "Are Undead monsters whacked at Whack-A-Ghoul replaced?",
    "Bases|Wintersquashed": "With Wintersquashed, do I resolve the minion's ability before giving control of it?",
}

# Seed spellings -> the card archive's names (the card library's names).
NAME_MAP = {
    "Elder Thing": "Eldest Thing", "Gate to Beyond": "Eldritch Gate", "Family Heirloom": "Heirloom",
    "Elf Help Guru": "Elf-Help Guru", "Seance": "Séance", "Oh No!": "Oh, No!",
    "... It Just Might Work": "...It Just Might Work", "That's So Crazy ...": "That's So Crazy...",
    "Doppelganger": "Doppelgänger", "... Really?": '"...Really?"', "To Follow or Not...?": "To Follow, or Not?",
    "Do Over": "Do Over!", "El Bandido": '"El Bandido"', "Rubber Chicken": '"Rubber Chicken"',
    "Skinny Minnie": '"Skinny Minnie"', "Tooth and Claw ... and Guns": "Tooth and Claw...and Guns",
    "Lasertops": "Laseratops", "Assassin": "Assassination",
}
# Names that are also ordinary words or parts of longer names in the answers.
MENTION_STOP = {"Trade"}

PAGES_003 = {  # pages the rulebook itself states (cross-references and contents); others unknown
    "Aliens": 16, "Ancient Egyptians": 16, "Astroknights": 16, "Bear Cavalry": 16, "Changerbots": 16,
    "Clerics": 16, "Vikings|Pillage": 24, "Vikings|Raiding Party": 24, "Vikings|Ransack": 24,
    "Vikings|Shield Maiden": 24, "Vikings|Valkyrie": 24, "Vikings|Viking Funeral": 24, "Warriors": 24,
    "Werewolves": 24, "Wizards": 24, "Zombies": 24, "Monsters": 24, "Treasures": 24, "Bases": 25,
    "Disco Dancers|Diva": 17, "Disco Dancers|Last Dance": 17, "Disco Dancers|Turn the Beat Around": 17,
    "Disco Dancers|We Are Family": 17,
}

# Where "See X (above)" points outside the entry's own faction.
SEE_OVERRIDES = {
    "Aliens|Collector": ["aliens/collector-errata"],
    "Killer Plants|Sprout": ["killer-plants/sprout-errata"],
    "Ninjas|Infiltrate": ["ninjas/infiltrate-errata"],
    "Geeks|Force of Wil": ["geeks/control-minion"],
    "Geeks|Wil Wheaton": ["geeks/force-of-wil", "geeks/control-minion"],
    "Disco Dancers|Dancing King": ["disco-dancers/diva"],
    "Bases|Drakkar": ["vikings/pillage"],
    "Bases|Funky Town": ["disco-dancers/diva"],
    "Bases|Whack-A-Ghoul": ["clerics/turner"],
    "Bases|So-So Corral": ["bases/shoguns-palace"],
    "Bases|Truck Stop": ["bases/the-greasy-spoon"],
    "Smash Up All Stars|Ensign": ["star-roamers/ensign"],
    "Smash Up All Stars|Imperial Dragon": ["dragons/hatchling", "dragons/imperial-dragon"],
    "Smash Up All Stars|It's Astounding": ["time-travelers/its-astounding"],
    "Smash Up All Stars|King Rex": ["dinosaurs/king-rex"],
    "Smash Up All Stars|Non-Infinite Loop": ["geeks/non-infinite-loop"],
    "Smash Up All Stars|Servitor of Cthulhu": ["minions-of-cthulhu/servitor-of-cthulhu"],
    "Smash Up All Stars|Sprout": ["killer-plants/sprout", "killer-plants/sprout-errata"],
}
# Ids chosen by hand where the default (<faction>/<card>) is not the natural one.
ID_OVERRIDES = {
    "Bases|Cave of Shinies": "robots/warbot-cave-of-shinies",
}
SEE_PATTERN = re.compile(r"\((?:above|below)\)|, above\.|See (?:also )?\"?[A-Z][^\"]*\"? \((?:page|p\.)")


def group_slug(faction: str) -> str:
    return {"Superheroes": "superheroes", "Bases": "bases"}.get(faction, slugify(faction))


def card_slug(name: str) -> str:
    return slugify(name.replace("...", " "))


@functools.lru_cache(maxsize=None)
def _name_pattern(name: str) -> re.Pattern:
    return re.compile(r"(?<![\w])" + re.escape(name) + r"(?![\w])")


def mentions(text: str, names: list[str]) -> list[str]:
    """Card names in the text, longest first, each span used once."""
    found = []
    for n in names:
        if len(n) < 4 or n in MENTION_STOP or n not in text:
            continue
        rx = _name_pattern(n)
        if rx.search(text):
            found.append((text.index(rx.search(text).group(0)), n))
            text = rx.sub(lambda m: "#" * len(m.group(0)), text)
    return [n for _, n in sorted(found)]


def source(document: str, section: str, file: str, page=None, **extra) -> dict:
    src = {"document": document, "section": section}
    if page is not None:
        src["page"] = page
    src["file"] = file
    src.update(extra)
    return src


def ruling(id, cards, question, answer, src, authority, see_also=(), not_testable=None,
           supersedes=(), superseded_by=None) -> dict:
    return {
        "id": id, "cards": list(dict.fromkeys(cards)), "question": question, "answer": answer,
        "source": src, "authority": authority, "supersedes": list(supersedes),
        "superseded_by": superseded_by, "cites": [], "scenarios": [], "see_also": list(see_also),
        "not_testable": not_testable,
    }


def draft_003_clarifications(names: list[str]) -> list[dict]:
    entries = parse_003()
    ids = {}
    for e in entries:
        key = f"{e['faction']}|{e['card']}"
        ids[key] = ID_OVERRIDES.get(key, f"{group_slug(e['faction'])}/{card_slug(e['card'])}")
    out = []
    for e in entries:
        key = f"{e['faction']}|{e['card']}"
        q = QUESTIONS_003[key]
        question, nt = (q if isinstance(q, tuple) else (q, None))
        answer = " ".join([e["text"]] + [n for n in e.get("notes", []) if not n.startswith("(Since")])
        see = list(SEE_OVERRIDES.get(key, []))
        if e["see"] and not see:
            target = f"{e['faction']}|{e['see']}"
            see = [ids[target]]
        card = NAME_MAP.get(e["card"], e["card"])
        cards = [card] + [m for m in mentions(answer, names) if m != card]
        page = PAGES_003.get(key, PAGES_003.get(e["faction"]))
        out.append(ruling(ids[key], cards, question, answer,
                          source(DOC_003, e["section"], SEED_003, page), "official rulebook",
                          see_also=see, not_testable=nt))
    return out

ERRATA_SECTION = "Rules Changes and Errata: Card Text Changes (by Faction)"
# (faction, card as in the archive, id, question, answer quoted from 003 (bold dropped,
#  the PDF's broken line order in Terraforming put back), page or None)
ERRATA_003 = [
    ("Aliens", "Collector", "aliens/collector-errata",
     "What is Collector's corrected text: can it return another Collector?",
     "Collector: \"You may return a non-Collector minion of power 3 or less on this base to its owner's hand.\" "
     "This prevents infinite loops.", 14),
    ("Aliens", "Terraforming", "aliens/terraforming-errata",
     "What is Terraforming's corrected text: what happens to the cards on the swapped base, and where does the extra minion go?",
     "Terraforming: \"Search the base deck for a base. Swap it with a base in play (discard all actions attached to it). "
     "All minions from the original base remain. Shuffle the base deck. You may play an extra minion on the new base.\" "
     "This makes the implication explicit.", 14),
    ("Bear Cavalry", "Bear Hug", "bear-cavalry/bear-hug-errata",
     "With Bear Hug, who chooses between tied minions: the owner or the controller?",
     "Bear Hug: \"Each other player destroys his or her minion with the least power (controller chooses in case of ties).\" "
     "Otherwise this could lead to an impasse if the owner is not the controller.", None),
    ("Dinosaurs", "Tooth and Claw...and Guns", "dinosaurs/tooth-and-claw-and-guns-errata",
     "What is Tooth and Claw ... and Guns' corrected text: does it stop my own actions, and how long does it protect?",
     "Tooth and Claw ... and Guns: \"If another player's ability would affect this minion, destroy this card and the "
     "ability does not affect this minion for the rest of the turn.\" The card was never meant to prevent your actions, "
     "or the effects of bases or the minion itself. We added a time limit for effect negation.", None),
    ("Elder Things", "Eldest Thing", "elder-things/elder-thing-errata",
     "What is Elder Thing's corrected text: when does it destroy or go to the bottom of the deck?",
     "Elder Thing: \"Destroy two of your other minions or place this minion on the bottom of your deck. Ongoing: This "
     "minion is not affected by opponents' cards.\" Defines the card's timing.", None),
    ("Elder Things", "Dunwich Horror", "elder-things/dunwich-horror-errata",
     "What is Dunwich Horror's corrected text: when is the minion destroyed?",
     "Dunwich Horror: \"Play on a minion. Ongoing: This minion gains 5 power. Destroy this minion at the end of the turn.\" "
     "Defines the card's timing.", None),
    ("Giant Ants", "We Are the Champions", "giant-ants/we-are-the-champions-errata",
     "What is We Are the Champions' corrected text: is it a Special I play from my hand after a base scores?",
     "We Are the Champions: \"Special: After a base scores, transfer any or all +1 power counters from one of your minions "
     "there to another minion.\" This matches the intent of being triggered from the hand.", None),
    ("Minions of Cthulhu", "Altar to Cthulhu", "minions-of-cthulhu/altar-to-cthulhu-errata",
     "What is Altar to Cthulhu's corrected text: when do I get the extra action?",
     "Altar to Cthulhu: \"Play on a base. Ongoing: Whenever you play a minion here, you may play an extra action that "
     "turn.\" Defines the card's timing.", None),
    ("Ninjas", "Infiltrate", "ninjas/infiltrate-errata",
     "What is Infiltrate's corrected text: does it destroy itself when played, and when does it go away?",
     "Infiltrate: \"Play on a base. Destroy another action that has been played here. Ongoing: You may ignore this base's "
     "ability. Destroy this card at the start of your turn.\" The card does not destroy itself when played, and does not "
     "stay after it expires.", 15),
    ("Innsmouth", "In Plain Sight", "innsmouth/in-plain-sight-errata",
     "What is In Plain Sight's corrected text: which of my minions does it protect, and from what?",
     "In Plain Sight: \"Play on a base. Ongoing: Your minions here of power 2 or less are not affected by opponents' "
     "cards.\" Defines the card's timing.", 15),
    ("Minions of Cthulhu", "Complete the Ritual", "minions-of-cthulhu/complete-the-ritual-errata",
     "What is Complete the Ritual's corrected text: when does it send the cards away and swap the base?",
     "Complete the Ritual: \"Play on a base where you have at least one minion. Ongoing: At the start of your turn, place "
     "all minions and actions on it on the bottom of their owners' decks and swap this base with the top card of the base "
     "deck.\" Defines the card's timing.", 15),
    ("Sheep", "Counting Sheep", "sheep/counting-sheep-errata",
     "How often can Counting Sheep give my minions +1 power in a turn?",
     "Counting Sheep: Play on a base. Ongoing: Once per turn, after the power of another player's minion's increases, "
     "your minions here gain +1 power until the end of the turn. This prevents infinite loops.", 15),
    ("Killer Plants", "Sprout", "killer-plants/sprout-errata",
     "What is Sprout's corrected text: is it destroyed at the start of my next turn?",
     "Sprout: \"Destroy this card at the start of your next turn. You may search your deck for a minion of power 3 or "
     "less, play it here as an extra minion, and shuffle your deck.\" This avoids gross exploitation with cards that reward "
     "destruction (e.g. Field of Honor).", 15),
    ("Mythic Horses", "Rainbow", "mythic-horses/rainbow-errata",
     "What is Rainbow's corrected text: which other minion does its talent need?",
     "Rainbow: \"Talent: If you have played another minion here this turn, draw a card.\" This matches the fact that in "
     "Smash Up you don't keep track of what happened on the base in previous turns.", 15),
    ("Time Travelers", "Time is Fleeting", "time-travelers/time-is-fleeting-errata",
     "What is Time is Fleeting's corrected text: when do I play it?",
     "Time is Fleeting: \"Special: Play after a base scores if there is a base in the discard pile. Add a base of your "
     "choice from the discard pile instead of drawing a new base from the base deck.\" Defines the card's timing.", 15),
]

GENERAL_SECTION = "Rules Changes and Errata: New General Rules"
# (id, cards, question, answer, source kwargs, extra fields)
RULES_003 = [
    ("rules/search-reveal-and-shuffle", [],
     "After I search my deck for a card, do I have to reveal it and shuffle, even if the card doesn't say so?",
     "After you search your deck for a card, you must always reveal it and shuffle your deck, even if the card doesn't "
     "mention this.", dict(section=GENERAL_SECTION, page=14), {}),
    ("rules/cards-go-to-owner", [],
     "When another player's card that I played or control goes to a hand, deck or discard pile, whose does it go to?",
     "When a card that others can see goes to the hand, deck, or discard pile, it goes to the one belonging to the card's "
     "owner (i.e. the player whose deck the card came from), no matter who played or controlled it.",
     dict(section=GENERAL_SECTION, page=14), {}),
    ("rules/vp-without-a-minion", [],
     "Do I need a minion on a base to get VPs when it scores, or does power from other cards count?",
     "You no longer need a minion on a base to receive VP rewards; if you have power there by some other means, that "
     "qualifies you to earn rewards.", dict(section=GENERAL_SECTION, page=14),
     {"supersedes": ["rules/vp-requires-a-minion-munchkin"]}),
    ("rules/scoring-after-scoring-before-treasures", [],
     "When a base with monsters scores, are treasures handed out before or after \"after scoring\" abilities?",
     "5. Play and/or use any \"After scoring\" abilities. This may affect steps 6–9. "
     "6. Award treasures from any monsters on the base.",
     dict(section="The Big Score: Scoring Summary", page=6),
     {"supersedes": ["rules/treasures-before-after-scoring-munchkin"]}),
    ("rules/tie-10-10-5", [],
     "If three players have 10, 10 and 5 power on a scoring base, who gets which place?",
     "If players are tied on a base, all involved players get points for the position they tied for. So, if three "
     "players had 10, 10, and 5 power on a base when it scores, the winners with 10 power each get first place points! "
     "The player with 5 power then gets third place, not second. If two players tie for runner up, no one gets third "
     "place. Harsh.", dict(section="The Big Score: Tie Fighter", page=6), {}),
    ("rules/full-sail-at-jungle-oasis", ["Full Sail", "Jungle Oasis"],
     "If I move my minions off a base after it was chosen to score (e.g. Full Sail from Jungle Oasis) and it drops below "
     "its breakpoint, does it still score?",
     "After a base has been chosen to score, players may use abilities that happen \"before\" the base scores. Even if "
     "these abilities drop the total power on the base below its breakpoint, you still finish scoring that base. "
     "For example, a Pirate player sees that she will be the runner up at Jungle Oasis. Since that's worth 0 VP, she "
     "plays Full Sail to move all her minions away to another base. That drops the total power on this base below 12, "
     "but since it's already started scoring, it still finishes.", dict(section="The Big Score", page=6), {}),
    ("rules/madness-final-score-john-mary-chris", [],
     "At the end of the game, how do Madness cards change the VP totals, and who wins a tie?",
     "When the game ends, and one player is in the lead with 15 VP or more, players count the total number of Madness "
     "cards in their hands, decks, and and discard piles, or that are buried. Each player then loses 1 victory point for "
     "every 2 Madness cards that they have. The player with the highest modified VP total then wins. In case of ties, "
     "the player with the fewest Madness cards wins. Further ties share the win! "
     "For example, John has 15 VPs and 5 Madness cards; he gets -2 VPs for a final total of 13 VPs. Mary has 14 VPs and "
     "3 Madness cards, giving her a -1 VP penalty. Her modified total is 13 VPs, but she has fewer Madness cards, so she "
     "wins the tie. Finally, Chris has 13 VPs and no Madness cards. Chris, with the fewest Madness cards, wins the game, "
     "and John comes in last place!",
     dict(section="Special Cards, Counters, and Rules: The Madness Deck: Madness and the Final Score", page=7), {}),
    ("rules/treasure-choice-alan-and-beth", [],
     "When a base with monsters scores, who may take treasures, and in what order?",
     "To be eligible to claim a treasure, a player must either control a minion at that base or have at least 1 power "
     "there by virtue of some other effect. All qualifying players are included in treasure selection, not just the top "
     "three. When choosing treasures, start with the base's winner and proceed by the decreasing amount of power present "
     "on the base. Priority for breaking ties starts with the current player and going clockwise. Continue selecting "
     "(restarting with the winner if there are more treasures than players) until all treasures have been claimed. "
     "Example: A base scores. The monsters still on the base have a total treasure value of 5. Alan has a bunch of "
     "minions on the base, and Beth has one minion with a power of zero. The players reveal a total of 5 cards from the "
     "treasure deck. Alan, who had the highest total power, chooses one of the cards. Beth chooses second, then Alan "
     "chooses another, etc. In the end, Alan gets the first, third, and fifth choices, and Beth gets second and fourth. "
     "Chris had neither minions nor power on the base, and thus does not get any treasure.",
     dict(section="Special Cards, Counters, and Rules: Monsters and Treasures: Getting Loot from a Base that Scored"),
     {"supersedes": ["rules/treasure-choice-player-a-and-b-munchkin"]}),
]

RULES_001 = [
    ("rules/vp-requires-a-minion-munchkin", [],
     "Do I need a minion on a base to get VPs when it scores?",
     "You must have at least one minion on a base to get victory points.",
     dict(section="Awarding VP", page=8), {"superseded_by": "rules/vp-without-a-minion"}),
    ("rules/treasures-before-after-scoring-munchkin", [],
     "When a base with monsters scores, are treasures handed out before or after \"after scoring\" abilities?",
     "5. Treasures from any monsters on the base are awarded. "
     "6. Players may play and/or invoke any \"After scoring\" special abilities. This may affect steps 7-9.",
     dict(section="Scoring Order", page=9),
     {"superseded_by": "rules/scoring-after-scoring-before-treasures"}),
    ("rules/treasure-choice-player-a-and-b-munchkin", [],
     "When a base with monsters scores, who may take treasures, and in what order?",
     "A player must control a minion at the base in order to be included in the treasure distribution; however, all "
     "players with minions there are included, not just the top three. "
     "For example, if player A and player B each have at least one minion on the base and the monsters there have a "
     "total treasure value of 5, then 5 cards will be revealed from the base. If player A had the higher total power, "
     "they will choose one of the cards, then player B will choose one, then player A will choose another, etc. Player A "
     "will get first, third, and fifth choices, and player B will get second and fourth. Player C did not have a minion "
     "on the base, and will not get any treasure.",
     dict(section="Getting Loot", page=9), {"superseded_by": "rules/treasure-choice-alan-and-beth"}),
    ("rules/hippogriffs-at-treehouse-munchkin", ["Treehouse", "Turner"],
     "If \"before scoring\" abilities drop a base below its breakpoint (e.g. Hippogriffs at Treehouse), does it still score?",
     "When a base has been chosen to score, each player first gets to use any Special abilities that happen \"before\" "
     "the base scores. If the total power on a base drops below its breakpoint after it is chosen, you still finish "
     "scoring the base. For example, Treehouse has two Hippogriffs on it, raising its breakpoint to 21. The total power "
     "on it reaches 22 and it breaks. But the Hippogriffs' ability triggers and their randomly chosen targets are a "
     "Taunter and a Turner. That drops the total power there below 21, but since it's already started scoring, it still "
     "finishes.", dict(section="The Big Score", page=8), {"see_also": ["rules/full-sail-at-jungle-oasis"]}),
]

# 001's clarifications: card -> (group, question); the answers are parsed from the seed.
GROUP_001 = {
    "And Stay Down!": "orcs", "Charm": "mages", "Curse of Uselessness": "clerics", "Dancing Root": "elves",
    "Deep Friar": "clerics", "Flower Child": "elves", "The Gauntlet": "bases", "Gimme!": "orcs",
    "Happy Zapper": "mages", "Helping Hands": "elves", "Lord of the Prance": "elves",
    "Plutonium Dragon": "monsters", "Potion of Paralysis": "treasures", "Pumping Iron": "elves",
    "Strip Bare": "thieves", "Subterranean Lair": "bases", "Tiger Steed": "treasures", "Too Tough": "orcs",
    "Topper Chopper": "orcs", "Web Troll": "monsters", "Whack-A-Ghoul": "bases",
}
QUESTIONS_001 = {
    "Lord of the Prance": "Can I choose \"Monsters\" as the faction for Lord of the Prance?",
    "Deep Friar": "If both Deep Friars are on a scoring base, can they both save each other?",
    "Gimme!": "How many cards does Gimme! get me, and can it transfer one if the destruction fails?",
    "Happy Zapper": "Does Happy Zapper's ability trigger when its base scores if I used it earlier that turn?",
    "Strip Bare": "Can Dork Orc stop Strip Bare from removing actions?",
    "Subterranean Lair": "Can I invoke Subterranean Lair again after I invoked it and moved the minion off?",
    "Too Tough": "If I play Too Tough on another player's minion, what does it protect against?",
    "Dancing Root": "Does Dancing Root get shuffled into the deck with the discard piles?",
}
# 001 entries that 003 corrected (the rest are restated in 003 and linked with see_also).
SUPERSEDED_001 = {"Subterranean Lair": "bases/subterranean-lair"}

NAME_MAP["Whack-A-Ghoul"] = "Whack-a-Ghoul"


def draft_manual() -> list[dict]:
    out = []
    for faction, card, id, question, answer, page in ERRATA_003:
        out.append(ruling(id, [card], question, answer, source(DOC_003, ERRATA_SECTION, SEED_003, page),
                          "official rulebook"))
    for rows, doc, file, authority in ((RULES_003, DOC_003, SEED_003, "official rulebook"),
                                       (RULES_001, DOC_001, SEED_001, "official rulebook")):
        for id, cards, question, answer, src, extra in rows:
            r = ruling(id, cards, question, answer, source(doc, file=file, **src), authority)
            r.update(extra)
            out.append(r)
    return out


def draft_001(names: list[str], ids_003: dict[str, str]) -> list[dict]:
    out = []
    for e in parse_001():
        card = NAME_MAP.get(e["card"], e["card"])
        group = GROUP_001[e["card"]]
        newer = ids_003.get(norm(card))
        question, nt = QUESTIONS_001.get(e["card"]), None
        if question is None:  # same question as the restated 003 entry
            question, nt = QUESTIONS_003_BY_CARD[norm(card)]
        r = ruling(f"{group}/{card_slug(e['card'])}-munchkin",
                   [card] + [m for m in mentions(e["text"], names) if m != card], question, e["text"],
                   source(DOC_001, "Clarifications", SEED_001), "official rulebook", not_testable=nt)
        if e["card"] in SUPERSEDED_001:
            r["superseded_by"] = SUPERSEDED_001[e["card"]]
        elif newer:
            r["see_also"] = [newer]
        out.append(r)
    return out


QUESTIONS_003_BY_CARD: dict[str, tuple[str, str | None]] = {}


def draft_all() -> list[dict]:
    names = sorted(archive_names(), key=len, reverse=True)
    r003 = draft_003_clarifications(names)
    ids_003 = {}
    for r in r003:
        if not r["id"].startswith("smash-up-all-stars/"):
            ids_003.setdefault(norm(r["cards"][0]), r["id"])
            QUESTIONS_003_BY_CARD.setdefault(norm(r["cards"][0]), (r["question"], r["not_testable"]))
    manual = draft_manual()
    r001 = draft_001(names, ids_003)
    rulings = r003 + manual + r001
    rulings += draft_wiki(rulings, names)
    fill_cites(rulings)
    by_id = {r["id"]: r for r in rulings}
    # Make every supersession link symmetric.
    for r in rulings:
        for old in r["supersedes"]:
            by_id[old]["superseded_by"] = r["id"]
        if r["superseded_by"]:
            newer = by_id[r["superseded_by"]]
            if r["id"] not in newer["supersedes"]:
                newer["supersedes"].append(r["id"])
    return rulings


def write(rulings: list[dict], root: Path = RULINGS_DIR, overwrite: bool = False) -> int:
    import yaml

    n = 0
    for r in rulings:
        path = root / (r["id"] + ".yaml")
        if path.exists() and not overwrite:
            continue
        path.parent.mkdir(parents=True, exist_ok=True)
        data = {k: v for k, v in r.items() if not (k == "not_testable" and v is None)}
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100), encoding="utf-8")
        n += 1
    return n


# --- The AEG wiki (card archive) as a second source ---------------------------
# Every archive clarification is either restated by 003/001 (same words, or the
# same ruling reworded: not filed again) or filed as a ruling of its own below.
# Keys are (archive faction, archive card name, index in the card's list).
# A value is (question, {"supersedes": [...], "see_also": [...], "not_testable": "..."}).
WIKI_CLARIFICATIONS = {
    ("Aliens", "Terraforming", 0): (
        "When Terraforming swaps a base, which cards stay on the new base: actions on the base too?",
        {"supersedes": ["aliens/terraforming-errata"], "see_also": ["aliens/terraforming"]}),
    ("Astroknights", "Alien Guru", 1): (
        "What counts as an action directly increasing a minion's power for Alien Guru?",
        {"see_also": ["astroknights/alien-guru"]}),
    ("Astroknights", "Space Prince", 0): (
        "What counts as an action directly increasing a minion's power for Space Prince?",
        {"see_also": ["astroknights/space-prince"]}),
    ("Astroknights", "Walking Carpet", 0): (
        "What counts as an action directly increasing a minion's power for Walking Carpet?",
        {"see_also": ["astroknights/walking-carpet"]}),
    ("Clerics", "Turner", 0): (
        "When I must play an undead monster, where does it come from?", {"see_also": ["clerics/turner"]}),
    ("Clerics", "Join the Club", 0): (
        "When does Join the Club's Special trigger: does reshuffling my discard pile into my deck count?",
        {"see_also": ["clerics/join-the-club"]}),
    ("Elder Things", "Shoggoth", 0): (
        "Does Shoggoth's own power count toward the \"12 total power here\"?", {"see_also": ["elder-things/shoggoth"]}),
    ("Explorers", "Crypt Looter", 0): (
        "Does Crypt Looter trigger when a base with minions on it is swapped without scoring?",
        {"see_also": ["explorers/crypt-looter"]}),
    ("Ignobles", "Activate the Spy", 0): (
        "Does Activate the Spy target minions from my deck that I still control?",
        {"supersedes": ["ignobles/activate-the-spy"]}),
    ("Ignobles", "Banner Call", 0): (
        "Does Banner Call target minions from my deck that I still control?",
        {"supersedes": ["ignobles/banner-call"]}),
    ("Ignobles", "Foot of the King", 0): (
        "Does Foot of the King target minions from my deck that I still control?",
        {"supersedes": ["ignobles/foot-of-the-king"]}),
    ("Ignobles", "Inevitable Betrayal", 0): (
        "Does Inevitable Betrayal target minions from my deck that I still control?",
        {"supersedes": ["ignobles/inevitable-betrayal"]}),
    ("Itty Critters", "Critter Champion", 0): (
        "Must I reveal the card and shuffle my deck after searching with Critter Champion?",
        {"see_also": ["rules/search-reveal-and-shuffle", "itty-critters/critter-champion"]}),
    ("Itty Critters", "Critter Coach", 0): (
        "Must I reveal the card and shuffle my deck after searching with Critter Coach?",
        {"see_also": ["rules/search-reveal-and-shuffle", "itty-critters/critter-coach"]}),
    ("Kaiju", "Oh, No!", 0): (
        "If Oh, No! plays or moves Gorgodzolla to their base, does Gorgodzolla get its power counter?",
        {"supersedes": ["kaiju/oh-no"]}),
    ("Kaiju", "Tiny Priestesses", 0): (
        "If Tiny Priestesses plays or moves Gorgodzolla to their base, does Gorgodzolla get its power counter?",
        {"supersedes": ["kaiju/tiny-priestesses"]}),
    ("Kaiju", "Gorgodzolla", 0): (
        "Can I play Gorgodzolla instead of my regular minion play even with minions in hand? Do minion-play limits apply?",
        {"see_also": ["kaiju/gorgodzolla"]}),
    ("Kaiju", "Gorgodzolla", 1): (
        "Do my actions on minions there count toward Gorgodzolla's \"two or more actions\"?",
        {"supersedes": ["kaiju/gorgodzolla"]}),
    ("Minions of Cthulhu", "Complete the Ritual", 0): (
        "What happens to monsters, treasures and titans on the base when Complete the Ritual goes off?",
        {"see_also": ["minions-of-cthulhu/complete-the-ritual"]}),
    ("Miskatonic University", "...It Just Might Work", 0): (
        "Does ...It Just Might Work's +1 power affect minions played later in the turn?",
        {"see_also": ["miskatonic-university/thats-so-crazy", "miskatonic-university/it-just-might-work"]}),
    ("Star Roamers", "Teleport Overflow", 1): (
        "Does a single minion count as a group with the same name for Teleport Overflow?",
        {"see_also": ["star-roamers/teleport-overflow"]}),
    ("Super Spies", "Mindraker", 0): (
        "If I look at several buried or stored cards on the same card, may their controller rearrange them afterwards?",
        {"see_also": ["super-spies/mindraker"],
         "not_testable": "hidden information: the board is the same however the cards are arranged"}),
    ("Time Travelers", "1.21 Gigawatts", 1): (
        "How is \"Gigawatts\" pronounced on 1.21 Gigawatts?",
        {"see_also": ["time-travelers/1-21-gigawatts"], "not_testable": "a pronunciation joke; nothing happens on the board"}),
    ("Tricksters", "Leprechaun", 0): (
        "Which minion does Leprechaun destroy if several are played, or if the minion moves or removes Leprechaun?",
        {"see_also": ["tricksters/leprechaun", "tricksters/flame-trap"]}),
    ("Vigilantes", "Brojak", 0): (
        "Must Brojak react to the first eligible trigger every turn?", {"see_also": ["vigilantes/brojak"]}),
    ("Pirates", "The Kraken", 0): (
        "Do I have to say \"Release the Kraken!\" when I play The Kraken?",
        {"not_testable": "what the player says aloud; nothing happens on the board"}),
    # Cards of the seeds' factions that the seeds do not clarify.
    ("Ancient Egyptians", "Sphinx", 0): ("Can Sphinx return buried monster cards to my hand?", {}),
    ("Bear Cavalry", "Bear Necessities", 0): ("When does Bear Necessities destroy itself?", {}),
    ("Bear Cavalry", "Bear Necessities", 1): (
        "Does Bear Necessities' blocking effect end if the card is moved or destroyed?", {}),
    ("Bear Cavalry", "Bear Rides You", 0): ("Can Bear Rides You cancel the ability of the new base itself?", {}),
    ("Clerics", "Holy Roller", 0): ("Do I draw a card with Holy Roller if I choose its first option?", {}),
    ("Clerics", "Reverse Curse", 0): (
        "Can Reverse Curse destroy or transfer actions on minions at the new base, and where do they go?", {}),
    ("Elder Things", "Power of Madness", 0): (
        "Are other players' discard piles shuffled into their decks even if Power of Madness makes no one discard?", {}),
    ("Elder Things", "Spreading Horror", 0): ("What does \"on a different base\" mean for Spreading Horror?", {}),
    ("Elder Things", "Unfathomable Goals", 0): (
        "Does Madness drawn because of a minion played (e.g. Byakhee) count as revealed for Unfathomable Goals' extra action?",
        {}),
    ("Giant Ants", "Worker", 0): (
        "Can a Worker's power counter go to the titan (Death on Six Legs) before I check whether I can replay Worker?", {}),
    ("Giant Ants", "Who Wants to Live Forever?", 0): (
        "Do I still get Who Wants to Live Forever?'s search if I have no minion to destroy, or the destruction fails?", {}),
    ("Itty Critters", "Evolution", 0): (
        "Must I reveal the card and shuffle my deck after searching with Evolution?",
        {"see_also": ["rules/search-reveal-and-shuffle"]}),
    ("Itty Critters", "I Select You!", 0): (
        "Must I reveal the card and shuffle my deck after searching with I Select You!?",
        {"see_also": ["rules/search-reveal-and-shuffle"]}),
    ("Magical Girls", "Black Magicat", 0): (
        "Must I reveal the card and shuffle my deck after searching with Black Magicat?",
        {"see_also": ["rules/search-reveal-and-shuffle"]}),
    ("Magical Girls", "White Magicat", 0): (
        "Must I reveal the card and shuffle my deck after searching with White Magicat?",
        {"see_also": ["rules/search-reveal-and-shuffle"]}),
    ("Magical Girls", "Walking Castle", 0): (
        "Can I play Walking Castle instead of my regular minion play even with minions in hand? Do minion-play limits apply?",
        {}),
    ("Mega Troopers", "Red Trooper", 0): (
        "What happens to my two titans when Red Trooper's ability stops, and may both be on one base?", {}),
    ("Mega Troopers", "Plan for More!", 0): ("Is the minion played with Plan for More! played off the top of the deck?", {}),
    ("Mega Troopers", "Power Pose", 0): (
        "Can both of Power Pose's Specials happen if I am losing the base before it scores and then win it?", {}),
    ("Super Spies", "Informant", 0): ("If I look at another player's deck with Informant, in what order do the cards go back?", {}),
    ("Super Spies", "From Q With Love", 0): ("Can I discard one of the cards I just drew with From Q With Love?", {}),
    ("Super Spies", "Moon Zero Three", 0): (
        "Do I look at a player's hand if Moon Zero Three cannot be played, or is clashed out of play at once?", {}),
    ("Tornados", "Not in Kansas", 0): ("Does Not in Kansas also destroy actions on minions?", {}),
    ("Vampires", "Wolf Pact", 0): ("What does \"another one of your minions here\" mean for Wolf Pact?", {}),
    ("Vampires", "Stakeout", 0): ("What counts as another player's power here having been reduced this turn for Stakeout?", {}),
}

# Factions newer than the seeds are not filed: their clarifications are on the card pages
# (corpus/cards/**: clarifications), and there is no seed ruling for them to add to or change.

# Archive clarifications that reword a 003 ruling without changing it (not filed again).
WIKI_RESTATED = {
    ("Astroknights", "Alien Guru", 0), ("Dinosaurs", "Augmentation", 0), ("Dinosaurs", "Augmentation", 1),
    ("Dinosaurs", "Howl", 0), ("Dinosaurs", "Howl", 1), ("Dinosaurs", "Rampage", 0),
    ("Disco Dancers", "Dancing King", 0), ("Elder Things", "Eldest Thing", 0),
    ("Explorers", "Forgotten Horrors", 0), ("Explorers", "Lost City", 0), ("Ghosts", "Séance", 0),
    ("Itty Critters", "Critter Champion", 1), ("Itty Critters", "Critter Coach", 1),
    ("Itty Critters", "Critter Cube", 0), ("Ninjas", "Ninja Acolyte", 0), ("Pirates", "Powderkeg", 0),
    ("Super Heroes", "Mind Lady", 0), ("Wizards", "Chronomage", 0),
}

# Reprints whose clarification is filed under the original faction.
WIKI_REPRINTS = {"World Champs", "Smash Up All Stars"}

# Card texts on the wiki that changed a 003 errata or contradict a 003 clarification.
# (faction, card, question, {"supersedes": [...]})
WIKI_TEXTS = [
    ("Dinosaurs", "Tooth and Claw...and Guns",
     "Is Tooth and Claw ... and Guns still destroyed when it protects the minion?",
     ["dinosaurs/tooth-and-claw-and-guns-errata"]),
    ("Dragons", "Dangerous Ground",
     "With Dangerous Ground, do other players discard before or after playing a minion there?",
     ["dragons/dangerous-ground"]),
    ("Elder Things", "Dunwich Horror", "What does Dunwich Horror's current text say about destroying the minion?",
     ["elder-things/dunwich-horror-errata"]),
    ("Grannies", "Attic Treasures", "How many cards must I place with Attic Treasures, and how many do I draw?",
     ["grannies/attic-treasures"]),
    ("Innsmouth", "In Plain Sight", "Does In Plain Sight look at printed power or current power?",
     ["innsmouth/in-plain-sight-errata"]),
    ("Killer Plants", "Sprout", "What is Sprout's current text: at the start of which turn is it destroyed?",
     ["killer-plants/sprout-errata"]),
    ("Minions of Cthulhu", "Altar to Cthulhu", "How often does Altar to Cthulhu give an extra action?",
     ["minions-of-cthulhu/altar-to-cthulhu-errata"]),
    ("Mythic Greeks", "Jason", "Does Jason trigger after any action I play in a turn, or only the first?",
     ["mythic-greeks/jason"]),
    ("Mythic Greeks", "Spartan", "Does Spartan trigger after any action I play in a turn, or only the first?",
     ["mythic-greeks/spartan"]),
    ("Mythic Horses", "Rainbow", "Does Rainbow's talent need a minion played here this turn, or any other minion here?",
     ["mythic-horses/rainbow-errata", "mythic-horses/rainbow"]),
    ("Ninjas", "Infiltrate", "Does Infiltrate ignore the base's ability just for me, or cancel it, and until when?",
     ["ninjas/infiltrate-errata", "ninjas/infiltrate"]),
]


def newer_factions() -> set[str]:
    """Archive factions the seeds say nothing about (sets after 2018, Marvel, Disney...)."""
    seeded = {f for f, _ in FACTION_HEADINGS} | {"Super Heroes", "Samurai", "Superheroes"}
    data = json.loads((CARD_ARCHIVE_DIR / "smashup-catalog.json").read_text(encoding="utf-8"))
    return {f["name"] for f in data["factions"]} - seeded


def _same_words(a: str, b: str) -> bool:
    from rapidfuzz import fuzz

    return fuzz.token_set_ratio(norm(a), norm(b)) >= 97


def wiki_plan(existing: list[dict]) -> tuple[list[tuple[dict, str, dict]], list[dict]]:
    """Which archive clarifications to file: [(entry, question, links)], and the unaccounted ones."""
    by_card: dict[str, list[dict]] = {}
    ids = {r["id"]: r for r in existing}
    for r in existing:
        if r["cards"]:
            by_card.setdefault(norm(r["cards"][0]), []).append(r)
    newer = newer_factions()
    plan, unaccounted = [], []
    for a in archive_clarifications():
        key = (a["faction"], a["card"], a["n"])
        if key in WIKI_CLARIFICATIONS:
            question, links = WIKI_CLARIFICATIONS[key]
            plan.append((a, question, links))
            continue
        if key in WIKI_RESTATED or a["faction"] in WIKI_REPRINTS:
            continue
        texts = []
        for r in by_card.get(norm(a["card"]), []):
            texts.append(r["answer"])
            texts += [ids[t]["answer"] for t in r["see_also"] if t in ids]
        if any(_same_words(a["text"], t) for t in texts):
            continue
        if a["faction"] in newer:
            continue  # the card page shows it (corpus/cards clarifications); no seed to add to
        unaccounted.append(a)
    return plan, unaccounted


def _archive_cards() -> dict[tuple[str, str], dict]:
    data = json.loads((CARD_ARCHIVE_DIR / "smashup-catalog.json").read_text(encoding="utf-8"))
    return {(f["name"], c["name"]): dict(c, faction=f["name"], url=f.get("sourceUrl")) for f in data["factions"]
            for c in f["cards"]}


def wiki_group(faction: str) -> str:
    return {"Super Heroes": "superheroes"}.get(faction, slugify(faction))


def draft_wiki(existing: list[dict], names: list[str]) -> list[dict]:
    plan, unaccounted = wiki_plan(existing)
    if unaccounted:
        raise SystemExit("archive clarifications not reviewed: " + "; ".join(
            f"{a['faction']}|{a['card']}|{a['n']}" for a in unaccounted))
    out, seen = [], Counter()
    for a, question, links in plan:
        base = f"{wiki_group(a['faction'])}/{card_slug(a['card'])}-wiki"
        seen[base] += 1
        rid = base if seen[base] == 1 else f"{base}-{seen[base]}"
        cards = [a["card"]] + [m for m in mentions(a["text"], names) if m != a["card"]]
        src = source(DOC_WIKI, f"{a['faction']}: Clarifications", "smashup-catalog.json", url=a["url"])
        out.append(ruling(rid, cards, question, a["text"], src, "official web rules",
                          see_also=links.get("see_also", ()), not_testable=links.get("not_testable"),
                          supersedes=links.get("supersedes", ())))
    cards = _archive_cards()
    for faction, card, question, supersedes in WIKI_TEXTS:
        c = cards[(faction, card)]
        text = re.sub(r"^Power \S+ - ", "", c["text"])
        answer = f"{card}: \"{text}\" Errata: {c['errata']}"
        src = source(DOC_WIKI, f"{faction}: Cards (text and errata)", "smashup-catalog.json", url=c["url"])
        out.append(ruling(f"{wiki_group(faction)}/{card_slug(card)}-wiki-text", [card], question, answer, src,
                          "official web rules", supersedes=supersedes))
    return out


# --- cites: the corpus section a ruling is quoted from, then the rules it rests on ----------
# (pattern over the answer, corpus id); first match in the answer first, at most MAX_TOPICAL.
CITE_TOPICS = [
    (r"[Dd]irectly [Ii]ncrease", "terms/directly-increases-power"),
    (r"[Dd]irectly affect", "terms/directly-affects"),
    (r"[Ii]gnor(e|ing) (a|the|this) base's ability|[Ii]gnore the base's ability", "terms/ignore-an-ability"),
    (r"[Ss]ame [Nn]ame", "terms/same-name"),
    (r"[Ss]tandard action", "terms/standard"),
    (r"[Pp]rinted power", "terms/printed-power"),
    (r"[Ss]tarting (power|breakpoint|value)|\*set\* the starting", "terms/starting"),
    (r"\bput back in the box|\bto the box", "terms/in-the-box"),
    (r"The \"or\" is|\"or\"", "terms/or"),
    (r"\bextra (minion|action|card|play|turn)s?\b|\bExtra plays\b", "rules/extra-cards"),
    (r"currently in play|played (after|later)|not those played later|[Cc]alculated (once|when)|is determined when",
     "rules/multiple-effects"),
    (r"[Aa]ctions? (played )?on (a |the |your |this )?minions?|attached|\bon minions\b", "rules/attached-cards"),
    (r"\bprotect|\bimmune", "rules/canceling-or-preventing-effects"),
    (r"\b[Cc]ancel", "terms/cancel"),
    (r"\b[Dd]estroy", "terms/destroy"),
    (r"\baffect(s|ed|ing)?\b(?! steps)", "terms/affect"),
    (r"\bcontrol", "terms/control"),
    (r"\bown(er|er's|ers')?\b|don't own|do not own", "terms/owner"),
    (r"\b[Mm]ov(e|es|ed|ing)\b|[Mm]ovement", "terms/move"),
    (r"(?<!first )(?<!second )(?<!third )\b[Pp]lac(e|ed|ing)\b(?! points)", "terms/place"),
    (r"\b[Rr]eturn", "terms/return"),
    (r"\b[Tt]ransfer", "terms/transfer"),
    (r"\b[Tt]alents?\b", "terms/talent"),
    (r"\bSpecials?\b|special ability", "terms/special"),
    (r"\bOngoing\b", "terms/ongoing"),
    (r"power counter", "rules/plus-1-power-counters"),
    (r"Madness", "rules/the-madness-deck"),
    (r"\b[Mm]onsters?\b|\b[Tt]reasures?\b", "rules/monsters-and-treasures"),
    (r"\btitans?\b", "rules/titans"),
    (r"\b[Bb]ur(y|ied|ies)\b|\b[Uu]ncover", "rules/burying"),
    (r"\bduel", "rules/duels"),
    (r"discard pile from play|discarded after scoring|discarded before the base", "rules/back-to-your-corners"),
    (r"\b[Ss]earch|\bshuffle", "rules/decks-discards-and-searches"),
    (r"breakpoint", "rules/calculating-values-for-breakpoints-or-power"),
    (r"Play Cards phase", "rules/play-cards"),
    (r"start of (your|the) (next )?turn|Start Turn phase", "rules/start-turn"),
    (r"end of (the|your) (next )?turn", "terms/end-of-a-turn"),
    (r"[Bb]efore (the base )?scor|chosen to score|\"before\"", "terms/before-a-base-scores"),
    (r"\bVPs?\b|victory point", "rules/awarding-vp"),
    (r"\b[Tt]ie[sd]?\b|tied", "rules/tie-fighter"),
    (r"clockwise|current player", "rules/conflicting-text-and-timing"),
    (r"[Ll]eaves? play|left play|out of play|goes back to (its|their|the) owner", "rules/in-and-out-of-play"),
    (r"hand size|Draw Two Cards", "rules/draw-2-cards"),
    (r"[Rr]eaction time|\btrigger", "rules/triggered-and-tagged-abilities"),
]
MAX_TOPICAL = 5


def _plain(text: str) -> str:
    text = text.replace("**", "").replace("\\", "").replace("\u2019", "'").replace("\u201c", '"').replace("\u201d", '"')
    text = re.sub(r"(?m)^\s*[-*]\s+", " ", text)
    return re.sub(r"\s+", " ", text)


def fill_cites(rulings: list[dict]) -> int:
    """Fill ``cites`` from the corpus (no-op when it is not there yet); returns how many got a source section."""
    try:
        from oracle.corpus import load_sections
        sections = [s for s in load_sections() if not s.id.startswith("cards/")]
    except Exception:
        return 0
    if not sections:
        return 0
    ids = {s.id for s in sections}
    bodies = [(s, _plain(s.body)) for s in sections]
    found = 0
    for r in rulings:
        cites = []
        doc = r["source"]["document"]
        if doc in (DOC_003, DOC_001):
            probe = _plain(r["answer"])
            probe = re.sub(r"^[^\"]{0,40}: \"", "", probe)  # errata: the card's label
            probe = re.sub(r"^\d+\. ", "", probe)[:60]
            section = r["source"]["section"]
            areas = (["munchkin/"] if doc == DOC_001 else ["errata/"] if section.startswith("Rules Changes")
                     else ["clarifications/"] if section.startswith("Card Clarifications") else ["rules/"])
            match = next((s for s, body in bodies for area in areas
                          if s.id.startswith(area) and s.source.get("document") == doc and probe in body), None)
            if match is not None:
                cites.append(match.id)
                found += 1
        hits = []
        for pattern, sid in CITE_TOPICS:
            m = re.search(pattern, r["answer"])
            if m and sid in ids and sid not in cites:
                hits.append((m.start(), sid))
        cites += [sid for _, sid in sorted(hits)[:MAX_TOPICAL]]
        r["cites"] = cites
    # "See X (above)": the rules X rests on are the rules this one rests on.
    by_id = {r["id"]: r for r in rulings}
    for r in rulings:
        if len(r["cites"]) <= 1 and (r["see_also"] or r["supersedes"]):
            for target in r["see_also"] + r["supersedes"]:
                for sid in by_id[target]["cites"][1:]:
                    if sid not in r["cites"] and len(r["cites"]) <= MAX_TOPICAL:
                        r["cites"].append(sid)
    return found


if __name__ == "__main__":
    sys.exit(main())
