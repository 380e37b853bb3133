"""The board as plain data (docs/architecture.md, "A board") and as text (``--board``)."""

from __future__ import annotations

from oracle.engine import power


def board(game) -> dict:
    with power.power_pass(game):
        return _board(game)


def _board(game) -> dict:
    return {
        "current": game.current_player.name if game.players else None,
        "phase": game.phase,
        "turn": game.turn,
        "winner": game.winner,
        "players": [{"name": p.name, "vp": p.vp, "hand": [c.ref for c in p.hand], "deck_count": len(p.deck),
                     "discard": [c.ref for c in p.discard], "titans": [c.ref for c in p.titans],
                     "stasis": [c.ref for c in p.stasis]}
                    for p in game.players],
        "bases": [{
            "name": b.ref, "breakpoint": power.breakpoint(game, b), "vp": list(b.defn.vp),
            "minions": [{"name": m.ref, "controller": m.controller, "owner": m.owner,
                         "power": power.minion_power(game, m), "counters": m.counters,
                         "actions": [a.ref for a in m.attached]} for m in b.minions],
            "actions": [{"name": a.ref, "controller": a.controller} for a in b.actions],
            "titans": [{"name": t.ref, "controller": t.controller, "owner": t.owner, "counters": t.counters,
                        "actions": [a.ref for a in t.attached]} for t in b.titans],
            "buried": [{"controller": c.controller} for c in b.buried],
            "totals": {p.name: power.player_total(game, b, p.name) for p in game.players},
        } for b in game.bases],
    }


def board_text(bd: dict) -> str:
    lines = [f"Turn {bd['turn']}, {bd['current']}'s {bd['phase']} phase"
             + (f"; winner: {bd['winner']}" if bd.get("winner") else "")]
    for p in bd["players"]:
        lines.append(f"  {p['name']}: {p['vp']} VP; hand: {', '.join(p['hand']) or '-'}; deck: {p['deck_count']}; "
                     f"discard: {', '.join(p['discard']) or '-'}")
    for b in bd["bases"]:
        totals = ", ".join(f"{k} {v}" for k, v in b["totals"].items() if v)
        lines.append(f"  [{b['name']}] breakpoint {b['breakpoint']}, VP {b['vp']}; totals: {totals or '-'}")
        for m in b["minions"]:
            extra = f" +{m['counters']} counters" if m["counters"] else ""
            att = f" with {', '.join(m['actions'])}" if m["actions"] else ""
            lines.append(f"      {m['name']} ({m['controller'] or 'monster'}) power {m['power']}{extra}{att}")
        for a in b["actions"]:
            lines.append(f"      action {a['name']} ({a['controller']})")
        for t in b["titans"]:
            lines.append(f"      titan {t['name']} ({t['controller']})")
        if b["buried"]:
            lines.append(f"      {len(b['buried'])} buried card(s)")
    return "\n".join(lines)
