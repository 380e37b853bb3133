"""The search query language (in the spirit of Scryfall's).

::

    tie for second                  words: ranked, best matches first
    "tie for second"                a quoted phrase: must appear in that order
    -titan   -"after scoring"       negation: leave out what matches
    kind:term  faction:ninjas  type:minion  set:"big in japan"  area:rules
    power>=4  power:5  breakpoint<20  breakpoint!=20
    faction:ninjas or faction:pirates    ``or`` between two terms
    (kind:rule or kind:term) scoring     parentheses group

Bare words are *soft*: they rank the results (a document matching more of
them, or matching them in its title, ranks higher) but do not exclude a
document that lacks one, since people type questions ("what if two players
tie for second"; an "or" inside a question keeps its words soft too).
Fielded terms, phrases and negations are *hard*: they filter. Next to a hard
term the words are required as well (``faction:kaiju destroy``), unless no
document has them all, when they only rank and a notice says so.

``parse(text)`` never raises. A malformed query (unbalanced quotes or
parentheses, nothing but operators, control characters, an unknown field, a
number expected, an absurdly long text) is read again as plain words, and the
returned ``Parsed.notice`` says what was done.
"""

from __future__ import annotations

import dataclasses
import re
import unicodedata
from typing import Union

#: Longest query read as written; longer ones are cut to their first words.
MAX_QUERY_CHARS = 400
#: Most words a query keeps.
MAX_WORDS = 32
#: Longest word kept (longer ones are cut).
MAX_WORD_CHARS = 40

FIELD_ALIASES = {
    "kind": "kind", "k": "kind", "is": "kind",
    "faction": "faction", "f": "faction", "fac": "faction",
    "set": "set", "s": "set", "e": "set", "expansion": "set",
    "type": "type", "t": "type",
    "power": "power", "pow": "power", "p": "power",
    "breakpoint": "breakpoint", "bp": "breakpoint", "break": "breakpoint",
    "area": "area", "in": "area",
    "authority": "authority", "auth": "authority",
    "name": "name", "title": "name",
}
NUMERIC_FIELDS = {"power", "breakpoint"}
KEYWORD_FIELDS = {"kind", "faction", "set", "type", "area", "authority", "name"}
OPERATORS = (":", ">=", "<=", "!=", ">", "<", "=")


class QuerySyntaxError(ValueError):
    """Raised inside the parser; ``parse`` turns it into a notice."""


# --------------------------------------------------------------------------- nodes

@dataclasses.dataclass(frozen=True)
class Word:
    text: str


@dataclasses.dataclass(frozen=True)
class Phrase:
    text: str


@dataclasses.dataclass(frozen=True)
class Field:
    name: str
    op: str      # ':' '=' '!=' '>' '>=' '<' '<='
    value: str   # a number for numeric fields


@dataclasses.dataclass(frozen=True)
class Not:
    node: "Node"


@dataclasses.dataclass(frozen=True)
class And:
    nodes: tuple["Node", ...]


@dataclasses.dataclass(frozen=True)
class Or:
    nodes: tuple["Node", ...]


Node = Union[Word, Phrase, Field, Not, And, Or]


@dataclasses.dataclass
class Parsed:
    """What a query means: a tree, plus a notice when it had to be read differently."""

    text: str
    node: Node | None
    notice: str | None = None
    fallback: bool = False

    def words(self) -> list[str]:
        """The soft words (top level, not negated, not fielded)."""
        return [n.text for n in soft_nodes(self.node)]

    def is_empty(self) -> bool:
        return self.node is None


def _only_words(node: Node) -> bool:
    if isinstance(node, Word):
        return True
    if isinstance(node, (And, Or)):
        return all(_only_words(n) for n in node.nodes)
    return False


def _all_words(node: Node) -> list[Word]:
    if isinstance(node, Word):
        return [node]
    return [w for n in node.nodes for w in _all_words(n)]


def soft_nodes(node: Node | None) -> list[Word]:
    """The words that rank: free words at the top level, and every word of an ``or`` made of
    words only ("tie or draw", or a question with "or" in it: words are soft anyway)."""
    if node is None:
        return []
    if isinstance(node, (Word, Or)):
        return _all_words(node) if _only_words(node) else []
    if isinstance(node, And):
        out: list[Word] = []
        for n in node.nodes:
            if isinstance(n, Word):
                out.append(n)
            elif isinstance(n, Or) and _only_words(n):
                out.extend(_all_words(n))
        return out
    return []


def hard_nodes(node: Node | None) -> list[Node]:
    """The terms that filter: fields, phrases, negations, and groups holding any of them."""
    if node is None or _only_words(node):
        return []
    if isinstance(node, And):
        return [n for n in node.nodes if not _only_words(n)]
    return [node]


# --------------------------------------------------------------------------- tokens

_TOKEN = re.compile(r"""
    (?P<space>\s+)
  | (?P<lparen>\()
  | (?P<rparen>\))
  | (?P<field>[A-Za-z_]+)(?P<op>>=|<=|!=|:|>|<|=)(?P<fval>"[^"]*"|[^\s()"]+)?
  | (?P<phrase>"[^"]*")
  | (?P<neg>-)(?=[^\s-])
  | (?P<word>[^\s()"]+)
  | (?P<quote>")
""", re.X)

_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\ufeff]")
_WORDS = re.compile(r"[^\W_]+(?:['\u2019][^\W_]+)*", re.U)


def plain_words(text: str, limit: int = MAX_WORDS, keep_operators: bool = False) -> list[str]:
    """The words of ``text``, without any query syntax (``or``, ``and``, ``not`` dropped unless kept)."""
    out = []
    for m in _WORDS.finditer(text):
        word = m.group(0)[:MAX_WORD_CHARS]
        if not keep_operators and word.lower() in ("or", "and", "not"):
            continue
        out.append(word)
        if len(out) >= limit:
            break
    return out


def _tokens(text: str) -> list[tuple[str, ...]]:
    tokens: list[tuple[str, ...]] = []
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None:  # pragma: no cover - the word alternative matches anything else
            raise QuerySyntaxError(f"cannot read {text[pos:pos + 10]!r}")
        pos = m.end()
        kind = m.lastgroup
        if kind == "space":
            continue
        if m.group("field") is not None:
            name = m.group("field")
            value = m.group("fval")
            canonical = FIELD_ALIASES.get(name.lower())
            if canonical is None:
                # not a field we know: "note:" in pasted text, "foo:bar"; read as words
                tokens.append(("unknown_field", name, m.group(0)))
                continue
            if value is None:
                if pos < len(text) and text[pos] == '"':
                    raise QuerySyntaxError("unbalanced quotes")
                raise QuerySyntaxError(f"{name}{m.group('op')} needs a value")
            tokens.append(("field", canonical, m.group("op"), value.strip('"')))
        elif kind == "phrase":
            tokens.append(("phrase", m.group("phrase")[1:-1]))
        elif kind == "quote":
            raise QuerySyntaxError("unbalanced quotes")
        elif kind == "word":
            word = m.group("word")
            if word in ("or", "OR", "|", "||"):
                tokens.append(("or",))
            elif word in ("and", "AND", "&", "&&"):
                continue
            elif word == "NOT":
                tokens.append(("neg",))
            elif word.strip("-–—") == "":
                continue  # a dash between words ("tooth - claw") means nothing
            else:
                tokens.append(("word", word))
        else:
            tokens.append((kind,))
    return tokens


# --------------------------------------------------------------------------- parser

class _Parser:
    def __init__(self, tokens: list[tuple[str, ...]]):
        self.tokens = tokens
        self.i = 0
        self.unknown_fields: list[str] = []

    def peek(self):
        return self.tokens[self.i] if self.i < len(self.tokens) else None

    def take(self):
        tok = self.peek()
        self.i += 1
        return tok

    def parse(self) -> Node | None:
        if not self.tokens:
            return None
        node = self.or_expr()
        if self.peek() is not None:
            raise QuerySyntaxError("unbalanced parentheses")
        return node

    def or_expr(self) -> Node:
        nodes = [self.and_expr()]
        while self.peek() == ("or",):
            self.take()
            if self.peek() is None or self.peek() in (("or",), ("rparen",)):
                raise QuerySyntaxError("'or' needs something on both sides")
            nodes.append(self.and_expr())
        return nodes[0] if len(nodes) == 1 else Or(tuple(nodes))

    def and_expr(self) -> Node:
        nodes: list[Node] = []
        while self.peek() is not None and self.peek() not in (("or",), ("rparen",)):
            nodes.append(self.unary())
        if not nodes:
            raise QuerySyntaxError("'or' needs something on both sides" if self.peek() == ("or",)
                                   else "empty parentheses")
        return nodes[0] if len(nodes) == 1 else And(tuple(nodes))

    def unary(self) -> Node:
        tok = self.peek()
        if tok == ("neg",):
            self.take()
            if self.peek() is None or self.peek() in (("or",), ("rparen",), ("neg",)):
                raise QuerySyntaxError("'-' needs something to leave out")
            return Not(self.atom())
        return self.atom()

    def atom(self) -> Node:
        tok = self.take()
        kind = tok[0]
        if kind == "lparen":
            node = self.or_expr()
            if self.take() != ("rparen",):
                raise QuerySyntaxError("unbalanced parentheses")
            return node
        if kind == "rparen":
            raise QuerySyntaxError("unbalanced parentheses")
        if kind == "phrase":
            words = plain_words(tok[1], keep_operators=True)  # "OR" in quotes is the word
            if not words:
                raise QuerySyntaxError("an empty phrase")
            return Phrase(tok[1]) if len(words) > 1 else Word(words[0])
        if kind == "word":
            return Word(tok[1])
        if kind == "unknown_field":
            self.unknown_fields.append(tok[1])
            words = plain_words(tok[2])
            if not words:
                raise QuerySyntaxError(f"unknown field {tok[1]!r}")
            return Word(words[0]) if len(words) == 1 else And(tuple(Word(w) for w in words))
        if kind == "field":
            _, name, op, value = tok
            return _field(name, op, value)
        raise QuerySyntaxError(f"unexpected {kind}")


def _field(name: str, op: str, value: str) -> Field:
    value = value.strip()
    if not value:
        raise QuerySyntaxError(f"{name}{op} needs a value")
    if name in NUMERIC_FIELDS:
        if not re.fullmatch(r"[+-]?\d{1,6}", value):
            raise QuerySyntaxError(f"{name} takes a number, not {value!r}")
        return Field(name, "=" if op == ":" else op, str(int(value)))
    if op not in (":", "=", "!="):
        raise QuerySyntaxError(f"{name} takes ':' (only power and breakpoint compare with {op})")
    return Field(name, ":" if op == "=" else op, value)


def _flatten(node: Node | None) -> Node | None:
    """Merge nested Ands (``a (b c)``) so their words stay soft."""
    if isinstance(node, And):
        out: list[Node] = []
        for n in node.nodes:
            n = _flatten(n)
            if isinstance(n, And):
                out.extend(n.nodes)
            else:
                out.append(n)
        return And(tuple(out)) if len(out) > 1 else out[0]
    if isinstance(node, Or):
        return Or(tuple(_flatten(n) for n in node.nodes))
    if isinstance(node, Not):
        return Not(_flatten(node.node))
    return node


def parse(text: str | None) -> Parsed:
    """Read a query. Never raises: bad syntax falls back to the plain words, with a notice."""
    text = "" if text is None else str(text)
    text = unicodedata.normalize("NFC", text)
    problems: list[str] = []
    if _CONTROL.search(text):
        return _fallback(text, "The query had control characters")
    if len(text) > MAX_QUERY_CHARS:
        return _fallback(text, f"The query was very long ({len(text):,} characters)")
    text = text.replace("\u201c", '"').replace("\u201d", '"').replace("\u2033", '"')
    try:
        parser = _Parser(_tokens(text))
        node = _flatten(parser.parse())
    except QuerySyntaxError as exc:
        return _fallback(text, f"Could not read the query ({exc})")
    except RecursionError:
        return _fallback(text, "Could not read the query (nested too deeply)")
    if parser.unknown_fields:
        names = ", ".join(sorted(set(f.lower() for f in parser.unknown_fields)))
        problems.append(f"Unknown field {names}: searched as words. Fields: kind, faction, set, type, "
                        "power, breakpoint, area, authority, name")
    if node is None:
        return Parsed(text, None, "Nothing to search for." if text.strip() else None)
    if _count_leaves(node) > MAX_WORDS * 2:
        return _fallback(text, "The query had too many terms")
    return Parsed(text, node, " ".join(problems) or None)


def _count_leaves(node: Node) -> int:
    if isinstance(node, (And, Or)):
        return sum(_count_leaves(n) for n in node.nodes)
    if isinstance(node, Not):
        return _count_leaves(node.node)
    return 1


def _fallback(text: str, why: str) -> Parsed:
    cleaned = _CONTROL.sub(" ", text[: MAX_QUERY_CHARS * 25])
    words = plain_words(cleaned)
    if not words:
        return Parsed(text, None, f"{why}; there were no words to search for.", fallback=True)
    node: Node = Word(words[0]) if len(words) == 1 else And(tuple(Word(w) for w in words))
    shown = " ".join(words[:12]) + (" …" if len(words) > 12 else "")
    return Parsed(text, node, f"{why}; searched for the words instead: {shown}", fallback=True)


def to_text(node: Node | None) -> str:
    """A query string for ``node`` (used to show corrected queries)."""
    if node is None:
        return ""
    if isinstance(node, Word):
        return node.text
    if isinstance(node, Phrase):
        return f'"{node.text}"'
    if isinstance(node, Field):
        value = f'"{node.value}"' if re.search(r"[\s()\"]", node.value) else node.value
        return f"{node.name}{node.op}{value}"
    if isinstance(node, Not):
        inner = to_text(node.node)
        return f"-({inner})" if isinstance(node.node, (And, Or)) else "-" + inner
    if isinstance(node, And):
        return " ".join(f"({to_text(n)})" if isinstance(n, Or) else to_text(n) for n in node.nodes)
    if isinstance(node, Or):
        return " or ".join(f"({to_text(n)})" if isinstance(n, And) else to_text(n) for n in node.nodes)
    raise TypeError(node)
