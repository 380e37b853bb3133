"""Running a scenario (SCENARIO-FORMAT.md): build the board, run the steps, check expectations."""

from __future__ import annotations

from pathlib import Path

from oracle.engine import Action, Game, LimitExceeded, Refused, SetupError, cites
from oracle.engine.cards import Card, name_key
from oracle.engine.catalog import suggest as _suggest
from oracle.engine.notation import BASE_KEYS, ENTRY_KEYS, PLAYER_KEYS, SETUP_KEYS  # noqa: F401 (hints, web)
from oracle.engine.prompts import Prompt

from .board import board
from .catalog import Catalog, parse_test_card
from .loader import LDict, LList, ScenarioError, load_text
from .schema import EXPECT_KEYS, STEP_KEYS, TOP_KEYS  # noqa: F401 (TOP_KEYS, STEP_KEYS: hints, web)
from .schema import validate as validate_structure

ADVANCE_TO = ("score", "draw", "end", "next", "start", "play")


class UnscriptedPrompt(Exception):
    def __init__(self, prompt: Prompt):
        super().__init__(prompt.describe())
        self.prompt = prompt


def _check_keys(d, allowed, where, line):
    if not isinstance(d, dict):
        raise ScenarioError(f"{where} must be a mapping", line, where)
    for k in d:
        if k not in allowed:
            raise ScenarioError(f"unknown key {k!r} in {where}", d.key_line(k) if isinstance(d, LDict) else line,
                                f"{where}.{k}", _suggest(k, allowed))


def _answer_text(a):
    if a is True:
        return "yes"
    if a is False:
        return "no"
    if a is None:
        return "pass"
    return str(a)


# ---------------------------------------------------------------- the chooser
class Script:
    """Answers prompts from a step's ``choose`` list, strictly."""

    def __init__(self):
        self.answers = []
        self.line = None
        self.step = None
        self.asked = []

    def load(self, answers, line, step):
        self.answers = list(answers)
        self.line = line
        self.step = step

    def __call__(self, game, prompt: Prompt):
        if not self.answers:
            raise UnscriptedPrompt(prompt)
        raw = self.answers.pop(0)
        if isinstance(raw, dict) and "answer" in raw:
            who = raw.get("player")
            if who is not None and str(who) != prompt.player:
                raise Refused(f"answer {_answer_text(raw['answer'])!r} was scripted for {who}, but the "
                              f"{prompt.describe()} is {prompt.player}'s")
            raw = raw["answer"]
        value = match_answer(game, prompt, raw)
        cite = {"me_first": cites.ME_FIRST, "base": cites.BIG_SCORE, "order": cites.RESOLUTION_ORDER,
                "treasure": cites.LOOT_BASE}.get(prompt.kind, cites.USING_ABILITIES)
        game.event(f"{prompt.player} answers '{prompt.text}': {_describe(value)}", cite)
        return value


def _describe(value):
    if value is None:
        return "pass"
    if isinstance(value, list):
        return "[" + ", ".join(_describe(v) for v in value) + "]"
    return getattr(value, "ref", None) or str(value)


def _match_one(game, prompt, raw):
    text = _answer_text(raw)
    k = name_key(text)
    if k == "pass" and prompt.can_pass:
        return None
    hits = []
    for o in prompt.options:
        if isinstance(o, Card):
            if o.alias and name_key(o.alias) == k:
                return o
            if name_key(o.name) == k:
                hits.append(o)
        elif hasattr(o, "ref"):
            if name_key(o.ref) == k or name_key(o.name) == k:
                hits.append(o)
        elif name_key(str(o)) == k:
            hits.append(o)
    if len(hits) == 1:
        return hits[0]
    if len(hits) > 1:
        first = hits[0]
        if isinstance(first, Card) and all(isinstance(h, Card) and h.defn is first.defn and not h.alias
                                           and h.zone is first.zone and not h.zone.in_play for h in hits):
            return first  # identical cards in a hidden zone cannot be told apart
        raise Refused(f"answer {text!r} is ambiguous: " + ", ".join(
            f"{h.ref} ({h.zone.describe()})" if isinstance(h, Card) else str(h) for h in hits)
            + "; give the card an as: name")
    raise Refused(f"answer {text!r} is not among the options of {prompt.describe()}")


def match_answer(game, prompt, raw):
    if prompt.many and prompt.can_pass and not isinstance(raw, list) and name_key(_answer_text(raw)) == "pass":
        return None
    if prompt.many:
        picks = raw if isinstance(raw, list) else [raw]
        out = []
        pool = Prompt(prompt.text, prompt.player, list(prompt.options))
        for r in picks:
            v = _match_one(game, pool, r)
            pool.options = [o for o in pool.options if o is not v]
            out.append(v)
        hi = len(prompt.options) if prompt.max is None else prompt.max
        if not (prompt.min <= len(out) <= hi):
            raise Refused(f"{len(out)} pick(s) for {prompt.describe()}")
        return out
    if isinstance(raw, list):
        if len(raw) == 1:
            raw = raw[0]
        else:
            raise Refused(f"a list answer {raw!r} for a single-pick {prompt.describe()}")
    return _match_one(game, prompt, raw)


# ---------------------------------------------------------------- building the game
def line_of(root, path, default=None):
    """The line of the value at ``path`` (keys and indexes, as in ``SetupError.path``) under ``root``."""
    line = getattr(root, "line", None) or default
    node = root
    for p in path:
        if isinstance(node, dict) and p in node:
            line = (node.key_line(p) if isinstance(node, LDict) else None) or line
            node = node[p]
        elif isinstance(node, list) and isinstance(p, int) and 0 <= p < len(node):
            line = (node.item_line(p) if isinstance(node, LList) else None) or line
            node = node[p]
        else:
            break
    return line


def _coins(data) -> list:
    """The scenario's ``coins:``: forced coin flip results, each ``heads`` or ``tails``."""
    coins = data.get("coins") or []
    for i, c in enumerate(coins):
        if c not in ("heads", "tails"):
            raise ScenarioError(f"coins[{i}] is {c!r}: each coin is heads or tails", data.key_line("coins"), "coins")
    return list(coins)


def build_game(data, catalog, seed, chooser, limits) -> Game:
    """The scenario's board (``Game.from_setup``); a bad setup is a ``ScenarioError`` with its line."""
    setup = data.get("setup")
    if setup is None:
        raise ScenarioError("missing setup:", 1, "setup")
    try:
        return Game.from_setup(setup, catalog, seed=seed, chooser=chooser, limits=limits,
                               allow_unimplemented=bool(data.get("allow_unimplemented", False)),
                               coins=_coins(data))
    except ScenarioError:
        raise
    except SetupError as e:
        raise ScenarioError(e.message, line_of(setup, e.path, data.key_line("setup")), e.key, e.suggestions,
                            kind=e.kind) from None


# ---------------------------------------------------------------- references
def all_cards(game):
    for c in game.all_cards():
        yield c


def find_alias(game, ref):
    k = name_key(ref)
    for c in all_cards(game):
        if c.alias and name_key(c.alias) == k:
            return c
    return None


def _cands(cards):
    return [f"{c.ref} ({c.zone.describe()})" for c in cards]


def resolve(game, ref, pool, where_text, line, key, hidden_ok=True):
    """One card named ``ref`` among ``pool`` (its as: name first)."""
    if isinstance(ref, (dict, list)) or ref is None:
        raise ScenarioError(f"expected a card reference, got {ref!r}", line, key)
    ref = _answer_text(ref)
    c = find_alias(game, ref)
    if c is not None:
        return c
    k = name_key(ref)
    hits = [c for c in pool if name_key(c.name) == k]
    if len(hits) == 1:
        return hits[0]
    if len(hits) > 1:
        first = hits[0]
        if hidden_ok and all(h.defn is first.defn and not h.alias and h.zone is first.zone
                             and not h.zone.in_play for h in hits):
            return first
        raise ScenarioError(f"{ref!r} is ambiguous {where_text}: candidates " + ", ".join(_cands(hits))
                            + "; give them as: names", line, key, [h.ref for h in hits])
    return None


def resolve_base(game, ref, line, key):
    ref = _answer_text(ref)
    k = name_key(ref)
    hits = [b for b in game.bases if (b.card.alias and name_key(b.card.alias) == k)]
    if not hits:
        hits = [b for b in game.bases if name_key(b.name) == k]
    if len(hits) == 1:
        return hits[0]
    if len(hits) > 1:
        raise ScenarioError(f"base {ref!r} is ambiguous: " + ", ".join(b.ref for b in hits), line, key)
    raise Refused(f"{ref} is not a base in play (bases: {', '.join(b.ref for b in game.bases)})")


def whole_game(game, ref, line, key):
    c = resolve(game, ref, list(all_cards(game)), "in the game", line, key, hidden_ok=False)
    if c is None:
        return None
    return c


# ---------------------------------------------------------------- running
class Run:
    def __init__(self, text, name, interactive=False, limits=None, setup_after=False, probes=None):
        self.setup_after = setup_after
        self.text = text
        self.probes = probes  # extra expectations checked apart on the final board (oracle.claims)
        self.name = name
        self.interactive = interactive
        self.limits = limits or {}
        self.result = {"id": None, "title": None, "cites": [], "passed": False, "failures": [], "error": None,
                       "log": [], "board_before": None, "board_after": None, "pending_prompt": None}
        self.game = None
        self.last_refusal = None
        self.replaying = False  # True in the twin run that rebuilds the board after a refused step

    def fail(self, key, expected, actual, step=None):
        f = {"key": key, "expected": expected, "actual": actual}
        if step is not None:
            f["step"] = step
        self.result["failures"].append(f)

    def execute(self) -> dict:
        r = self.result
        try:
            data = load_text(self.text)
            self.data = data
            _check_keys(data, TOP_KEYS, "scenario", 1)
            validate_structure(data)
            r["id"] = str(data.get("id")) if data.get("id") is not None else None
            r["title"] = data.get("title")
            cites_ = data.get("cites") or []
            if not isinstance(cites_, list):
                raise ScenarioError("cites is a list of corpus or ruling ids", data.key_line("cites"), "cites")
            r["cites"] = [str(c) for c in cites_]
            check_cites(r["cites"], data.key_line("cites"))
            tests = []
            for i, cd in enumerate(data.get("cards") or []):
                ln = data["cards"].item_line(i) if isinstance(data["cards"], LList) else None
                tests.append(parse_test_card(cd, ln))
            self.catalog = self.make_catalog(tests, data)
            self.validate_names(data)
            self.script = Script()
            self.game = self.new_game()
            r["board_before"] = board(self.game)
            steps = data.get("steps") or []
            if not isinstance(steps, list):
                raise ScenarioError("steps is a list", data.key_line("steps"), "steps")
            max_steps = self.game.limits.get("max_steps")
            if max_steps and len(steps) > max_steps:
                raise LimitExceeded(f"limit exceeded: more than {max_steps} steps")
            early = {}  # probes checked after a given step (1-based), by index
            for i, st in enumerate(steps):
                ln = steps.item_line(i) if isinstance(steps, LList) else None
                if not self.run_step(i, st, ln):
                    break
                for n, p in enumerate(self.probes or []):
                    if isinstance(p, dict) and p.get("after_step") == i + 1:
                        early[n] = self.probe(p["expect"])
            else:
                final = data.get("expect")
                if final is not None:
                    self.check(final, None, data.key_line("expect"))
                if self.game.forced_coins:  # like answers left over: the scenario proves each flip happened
                    self.fail("coins", "every coin of coins: flipped",
                              f"{len(self.game.forced_coins)} left over: {', '.join(self.game.forced_coins)}")
                if self.probes is not None:
                    r["probes"] = [early.get(n) or (self.probe(p) if "after_step" not in p else
                                                    {"checks": 0, "failures": [], "error": f"there is no step {p['after_step']}"})
                                   for n, p in enumerate(self.probes)]
            r["passed"] = not r["failures"] and r["error"] is None and r["pending_prompt"] is None
        except ScenarioError as e:
            r["error"] = e.as_dict(self.name)
            r["passed"] = False
        except LimitExceeded as e:
            r["error"] = {"message": str(e), "file": self.name, "line": None, "key": "limits",
                          "suggestions": [], "kind": "limit"}
            r["passed"] = False
        except RecursionError:
            r["error"] = {"message": "limit exceeded: resolution nested too deep", "file": self.name, "line": None,
                          "key": "limits", "suggestions": [], "kind": "limit"}
            r["passed"] = False
        except Exception as e:  # an engine or ability bug: report it, never crash the caller
            import traceback
            tb = traceback.extract_tb(e.__traceback__)
            where = f" ({tb[-1].filename.rsplit('/', 1)[-1]}:{tb[-1].lineno})" if tb else ""
            r["error"] = {"message": f"internal error: {type(e).__name__}: {e}{where}", "file": self.name,
                          "line": None, "key": None, "suggestions": [], "kind": "internal"}
            r["passed"] = False
        if self.game is not None:
            r["log"] = [e.as_dict() for e in self.game.log]
            try:
                r["board_after"] = board(self.game)
            except LimitExceeded as e:  # computing the final board's power is itself past the limits
                r["board_after"] = None
                if r["error"] is None:
                    r["error"] = {"message": str(e), "file": self.name, "line": None, "key": "limits",
                                  "suggestions": [], "kind": "limit"}
                    r["passed"] = False
            if self.setup_after:
                r["setup_after"] = self.game.to_setup()
        return r

    @staticmethod
    def make_catalog(tests, data):
        """The scenario's cards: its test-only ``cards:`` and the older printings ``printing:`` asks
        for (an unknown card or label is an invalid file at its line, naming the known labels)."""
        asked = data.get("printing")
        try:
            return Catalog(tests, printings=asked)
        except SetupError as e:
            name = e.path[0] if e.path else None
            line = asked.key_line(name) if isinstance(asked, LDict) and name in asked else data.key_line("printing")
            raise ScenarioError(e.message, line, e.key, e.suggestions) from None

    def validate_names(self, data):
        """Every card named in steps must exist (unknown names are an invalid file, exit 2)."""
        aliases = set()

        def collect(obj):
            if isinstance(obj, dict):
                if "as" in obj:
                    aliases.add(name_key(str(obj["as"])))
                for v in obj.values():
                    collect(v)
            elif isinstance(obj, list):
                for v in obj:
                    collect(v)
        collect(data.get("setup"))
        for i, st in enumerate(data.get("steps") or []):
            if not isinstance(st, dict):
                continue
            for k in ("play", "talent", "special", "on"):
                if k in st and st[k] is not None and not isinstance(st[k], (dict, list)):
                    v = str(st[k])
                    if name_key(v) not in aliases:
                        self.catalog.get(v, st.key_line(k) if isinstance(st, LDict) else None, f"steps[{i}].{k}")

    # ------------------------------------------------------------ steps
    def run_step(self, i, st, ln) -> bool:
        if not isinstance(st, dict):
            raise ScenarioError("each step is a mapping such as {play: CARD, base: BASE}", ln, f"steps[{i}]")
        _check_keys(st, STEP_KEYS, f"steps[{i}]", ln)
        kinds = [k for k in ("play", "talent", "special", "advance", "expect") if k in st]
        if len(kinds) > 1:
            raise ScenarioError(f"one step does one thing; this one has {', '.join(kinds)}", ln, f"steps[{i}]")
        game = self.game
        if "expect" in st and not kinds[1:]:
            if "choose" in st:
                raise ScenarioError("a checkpoint takes no choose:", ln, f"steps[{i}].choose")
            if not self.replaying:
                self.check(st["expect"], i, st.key_line("expect"))
            return True
        answers = st.get("choose", [])
        if answers is None:
            answers = []
        if not isinstance(answers, list):
            answers = [answers]
        self.script.load(answers, st.key_line("choose") if "choose" in st else ln, i)
        logged = len(game.log)
        game.step = i
        self.last_refusal = None
        try:
            self.do_step(i, st, ln, kinds[0] if kinds else "choose")
            if self.script.answers:
                left = ", ".join(_answer_text(a if not isinstance(a, dict) else a.get("answer"))
                                 for a in self.script.answers)
                raise Refused(f"answer(s) left over when the step ended: {left} (no prompt asked for them)")
        except Refused as e:
            attempt = [ev.text for ev in self.game.log[logged:]]
            self._rebuild(i)
            msg = str(e)
            self.last_refusal = msg
            game = self.game
            game.step = i
            game.event(f"step refused: {msg}", cites.CONFLICTING)
            nxt = self._next_is_error_check(i)
            if not nxt:
                self.fail(f"steps[{i}]", "the step to be allowed", f"refused: {msg}", step=i)
                # what the refused attempt did before it was undone, to help find the cause
                self.result["failures"][-1]["attempt"] = attempt
        except UnscriptedPrompt as e:
            p = e.prompt
            if self.interactive:
                self.result["pending_prompt"] = {"step": i, "prompt": p.text, "player": p.player,
                                                 "options": p.labels(), "many": p.many}
                return False
            self.result["error"] = {
                "message": f"step {i}: unscripted {p.describe()}; add the answer to this step's choose:",
                "file": self.name, "line": ln, "key": f"steps[{i}].choose", "suggestions": p.labels(),
                "kind": "prompt"}
            self.fail(f"steps[{i}].choose", "an answer for every prompt", f"unscripted {p.describe()}", step=i)
            return False
        finally:
            self.game.step = None
        return True

    def new_game(self):
        return build_game(self.data, self.catalog, self.data.get("seed", 0), self.script, dict(self.limits))

    def _rebuild(self, upto):
        """Undo a refused step: set the game up again and replay steps 0..upto-1.

        The engine is deterministic (one seed, scripted answers), so the replayed board equals the
        board before the refused step; refusals are rare, so this is far cheaper than copying the
        board before every step."""
        twin = Run(self.text, self.name, limits=self.limits)
        twin.replaying = True
        twin.data, twin.catalog, twin.script = self.data, self.catalog, Script()
        twin.game = twin.new_game()
        steps = self.data.get("steps") or []
        for j in range(upto):
            twin.run_step(j, steps[j], steps.item_line(j) if isinstance(steps, LList) else None)
        game = twin.game
        game.chooser = self.script
        game.started = self.game.started
        game.observers = self.game.observers
        self.game = game

    def _next_is_error_check(self, i):
        steps = self.data.get("steps") or []
        if i + 1 < len(steps):
            nxt = steps[i + 1]
            return isinstance(nxt, dict) and isinstance(nxt.get("expect"), dict) and "error" in nxt["expect"]
        final = self.data.get("expect")
        return isinstance(final, dict) and "error" in final

    def actor(self, st, ln, i):
        game = self.game
        if "player" in st:
            name = str(st["player"])
            names = [p.name for p in game.players]
            if name not in names:
                raise ScenarioError(f"{name!r} is not a player", st.key_line("player"), f"steps[{i}].player",
                                    _suggest(name, names))
            return name
        return game.current_player.name

    def do_step(self, i, st, ln, kind):
        """Read step ``i`` into an ``Action`` (its names resolved to cards and bases) and apply it."""
        action = self.action(i, st, ln, kind)
        if action is not None:
            self.game.apply(action)

    def action(self, i, st, ln, kind):
        game = self.game
        who = self.actor(st, ln, i)
        p = game.player(who)
        key_line = st.key_line(kind) if isinstance(st, LDict) and kind in st else ln
        base = on = None
        if "base" in st:
            base = resolve_base(game, st["base"], st.key_line("base"), f"steps[{i}].base")
        if "on" in st:
            on = resolve(game, st["on"], list(game.cards_in_play()), "on the board", st.key_line("on"),
                         f"steps[{i}].on")
            if on is None:
                raise Refused(f"{st['on']} is not in play")
        if kind == "play":
            ref = st["play"]
            card = resolve(game, ref, list(p.hand) + list(p.titans) + list(p.stasis), f"in {who}'s hand", key_line,
                           f"steps[{i}].play")
            if card is None:
                raise Refused(f"{_answer_text(ref)} is not in {who}'s hand")
            as_type = st.get("play_as")
            if as_type is not None and as_type not in ("minion", "action"):
                raise ScenarioError("play_as is minion or action", st.key_line("play_as"), f"steps[{i}].play_as")
            return Action("play", who, card, base=base, on=on, play_as=as_type)
        if kind == "talent":
            card = resolve(game, st["talent"], list(game.cards_in_play()), "on the board", key_line,
                           f"steps[{i}].talent")
            if card is None:
                raise Refused(f"{_answer_text(st['talent'])} is not in play")
            return Action("talent", who, card)
        if kind == "special":
            pool = list(p.hand) + list(p.discard) + list(p.titans) + list(p.stasis) + list(game.cards_in_play())
            card = resolve(game, st["special"], pool, f"where {who} could use it", key_line, f"steps[{i}].special")
            if card is None:
                raise Refused(f"{_answer_text(st['special'])} is not {who}'s to use")
            return Action("special", who, card, base=base, on=on)
        if kind == "advance":
            target = str(st["advance"])
            if target not in ADVANCE_TO:
                raise ScenarioError("advance is one of score, draw, end, next", key_line, f"steps[{i}].advance",
                                    _suggest(target, ["score", "draw", "end", "next"]))
            return Action("advance", who, to=target)
        return None  # a step that only answers prompts (choose:)

    # ------------------------------------------------------------ expectations
    def probe(self, exp) -> dict:
        """Check ``exp`` on the board as it is, apart from the scenario's own result (a probe may
        also be ``{"after_step": N, "expect": {...}}``, checked right after step N, 1-based):
        ``{"checks": n, "failures": [...], "error": message or None}``."""
        from .expectations import count_checks
        saved, self.result["failures"] = self.result["failures"], []
        try:
            self.check(exp, None, None)
            failures = self.result["failures"]
            missing = [f["key"] for f in failures if f["actual"] in ("no such card in the game", "not a base in play")]
            if missing:  # a check that cannot hold on any board tells nothing about the answer
                return {"checks": 0, "failures": [], "error": f"{', '.join(missing)}: no such card or base here"}
            return {"checks": count_checks(exp), "failures": failures, "error": None}
        except ScenarioError as e:
            return {"checks": 0, "failures": [], "error": str(e)}
        finally:
            self.result["failures"] = saved

    def check(self, exp, step, line):
        from .expectations import check
        if not isinstance(exp, dict):
            raise ScenarioError("expect is a mapping of checks", line, "expect")
        _check_keys(exp, EXPECT_KEYS, "expect", line)
        check(self, exp, step)


_KNOWN_IDS = {}


def known_ids():
    """Corpus section ids and ruling ids (empty while the corpus has no sections)."""
    from oracle.paths import CORPUS_DIR, RULINGS_DIR
    key = (str(CORPUS_DIR), str(RULINGS_DIR))
    if key not in _KNOWN_IDS:
        known = set()
        if CORPUS_DIR.is_dir():
            known = {p.relative_to(CORPUS_DIR).with_suffix("").as_posix() for p in CORPUS_DIR.rglob("*.md")}
        if known and RULINGS_DIR.is_dir():
            known |= {p.relative_to(RULINGS_DIR).with_suffix("").as_posix() for p in RULINGS_DIR.rglob("*.yaml")}
        _KNOWN_IDS[key] = known
    return _KNOWN_IDS[key]


def check_cites(ids, line):
    known = known_ids()
    if not known:
        return
    for c in ids:
        if c not in known:
            raise ScenarioError(f"cites {c!r}, which is neither a corpus section nor a ruling", line, "cites",
                                _suggest(c, known))


def run_text(text: str, name: str = "<sandbox>", interactive: bool = False, limits=None,
             setup_after: bool = False) -> dict:
    """Run scenario YAML text; see docs/architecture.md for the result. ``setup_after``: the result
    also holds ``setup_after``, the board after the run as a setup mapping (``Game.to_setup``)."""
    return Run(text, name, interactive, limits, setup_after).execute()


def run_file(path, setup_after: bool = False, probes=None) -> dict:
    """Run one scenario file; ``probes`` (expectation mappings) are checked apart on its final
    board and reported under ``result["probes"]`` (see ``Run.probe``)."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        return {"id": None, "title": None, "cites": [], "passed": False, "failures": [], "log": [],
                "error": {"message": f"cannot read: {e}", "file": str(path), "line": None, "key": None,
                          "suggestions": [], "kind": "invalid"},
                "board_before": None, "board_after": None, "pending_prompt": None}
    return Run(text, str(path), setup_after=setup_after, probes=probes).execute()
