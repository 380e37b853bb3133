/* The sandbox: run YAML on the server, show the result, answer prompts, share.
   Every string from the server is put into the page with textContent, never as HTML. */
(function () {
  "use strict";
  var form = document.getElementById("sandbox-form");
  if (!form) { return; }
  var textarea = document.getElementById("yaml");
  var status = document.getElementById("status");
  var result = document.getElementById("result");

  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function setStatus(text) { status.textContent = text; }

  function post(url, body, type) {
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": type, "Accept": "application/json" },
      body: body
    }).then(function (r) {
      return r.json().then(function (data) { return { status: r.status, data: data }; },
        function () { return { status: r.status, data: { error: { message: "the server answered " + r.status } } }; });
    });
  }

  function errorMessage(err) {
    if (!err) { return ""; }
    if (typeof err === "string") { return err; }
    var msg = err.message || JSON.stringify(err);
    if (err.line) { msg += " (line " + err.line + (err.key ? ", key " + err.key : "") + ")"; }
    if (err.suggestions && err.suggestions.length) { msg += ". Did you mean: " + err.suggestions.join(", ") + "?"; }
    return msg;
  }

  function citeLinks(cites) {
    var span = el("span", "cites");
    (cites || []).forEach(function (c) {
      var a = el("a", "cite", c);
      a.href = "/rules/" + String(c).replace(/^\/+/, "");
      span.appendChild(document.createTextNode(" "));
      span.appendChild(a);
    });
    return span;
  }

  function nameOf(x) { return (x && typeof x === "object") ? x.name : x; }

  function renderBoard(board) {
    var wrap = el("section", "board");
    if (!board) { wrap.appendChild(el("p", "empty", "No board.")); return wrap; }
    var meta = [];
    if (board.turn !== undefined && board.turn !== null) { meta.push("Turn " + board.turn); }
    if (board.current) { meta.push(board.current + "'s turn"); }
    if (board.phase) { meta.push(board.phase + " phase"); }
    if (board.winner) { meta.push("winner: " + board.winner); }
    wrap.appendChild(el("p", "board-meta", meta.join(" · ")));
    var bases = el("div", "bases");
    (board.bases || []).forEach(function (base) {
      var b = el("div", "base");
      b.appendChild(el("h4", null, base.name));
      var stats = "breakpoint " + base.breakpoint;
      if (base.vp) { stats += " · VP " + base.vp.join(" / "); }
      var statsNode = el("p", "base-stats", stats);
      if (base.totals && Object.keys(base.totals).length) {
        statsNode.appendChild(el("br"));
        statsNode.appendChild(el("span", "totals", "total power: " + Object.keys(base.totals).map(function (who) {
          return who + " " + base.totals[who];
        }).join(" · ")));
      }
      b.appendChild(statsNode);
      var groups = {}; var order = [];
      (base.minions || []).forEach(function (m) {
        var who = m.controller || "no controller";
        if (!groups[who]) { groups[who] = []; order.push(who); }
        groups[who].push(m);
      });
      order.forEach(function (who) {
        var side = el("div", "side");
        side.appendChild(el("span", "who", who));
        var ul = el("ul");
        groups[who].forEach(function (m) {
          var li = el("li");
          li.appendChild(el("span", "card-name", m.name));
          li.appendChild(document.createTextNode(" "));
          var p = el("span", "power", m.power); p.title = "power"; li.appendChild(p);
          if (m.counters) { li.appendChild(el("span", "counters", " +" + m.counters + " counters")); }
          if (m.owner && m.owner !== m.controller) { li.appendChild(el("span", "owner", " (owner " + m.owner + ")")); }
          if (m.actions && m.actions.length) {
            var att = el("ul", "attached");
            m.actions.forEach(function (a) { att.appendChild(el("li", null, "⤷ " + nameOf(a))); });
            li.appendChild(att);
          }
          ul.appendChild(li);
        });
        side.appendChild(ul);
        b.appendChild(side);
      });
      if (base.actions && base.actions.length) {
        b.appendChild(el("p", "base-actions", "Actions: " + base.actions.map(function (a) {
          return nameOf(a) + (a && a.controller ? " (" + a.controller + ")" : "");
        }).join(", ")));
      }
      if (base.titans && base.titans.length) {
        b.appendChild(el("p", "base-actions", "Titans: " + base.titans.map(nameOf).join(", ")));
      }
      bases.appendChild(b);
    });
    wrap.appendChild(bases);
    if (board.players && board.players.length) {
      var table = el("table", "players");
      var head = el("tr");
      ["Player", "VP", "Hand", "Deck", "Discard"].forEach(function (h) { var th = el("th", null, h); th.scope = "col"; head.appendChild(th); });
      var thead = el("thead"); thead.appendChild(head); table.appendChild(thead);
      var tbody = el("tbody");
      board.players.forEach(function (p) {
        var tr = el("tr");
        var th = el("th", null, p.name); th.scope = "row"; tr.appendChild(th);
        tr.appendChild(el("td", null, p.vp));
        tr.appendChild(el("td", null, (p.hand || []).map(nameOf).join(", ") || "—"));
        tr.appendChild(el("td", null, p.deck_count === undefined || p.deck_count === null ? "—" : p.deck_count));
        tr.appendChild(el("td", null, (p.discard || []).map(nameOf).join(", ") || "—"));
        tbody.appendChild(tr);
      });
      table.appendChild(tbody);
      wrap.appendChild(table);
    }
    return wrap;
  }

  function renderLog(log, labels) {
    var ol = document.getElementById("result-log");
    clear(ol);
    var current = null; var ul = null;
    labels = labels || [];
    (log || []).forEach(function (e) {
      var step = (e && e.step !== undefined) ? e.step : null;
      if (ul === null || step !== current) {
        current = step;
        var li = el("li", "log-step");
        var head = el("span", "step-label", step === null ? "Setup" : "Step " + (step + 1));
        if (step !== null && labels[step]) {
          head.appendChild(document.createTextNode(": "));
          head.appendChild(el("code", null, labels[step]));
        }
        li.appendChild(head);
        ul = el("ul");
        li.appendChild(ul);
        ol.appendChild(li);
      }
      var item = el("li", null, e && e.text !== undefined ? e.text : String(e));
      if (e && e.cites && e.cites.length) { item.appendChild(citeLinks(e.cites)); }
      ul.appendChild(item);
    });
    if (!log || !log.length) { ol.appendChild(el("li", "empty", "No events.")); }
  }

  function renderPrompt(pending) {
    var box = document.getElementById("prompt");
    var opts = document.getElementById("prompt-options");
    clear(opts);
    if (!pending) { box.hidden = true; return; }
    var who = pending.player ? pending.player + ", step " + (pending.step + 1) + ": " : "Step " + (pending.step + 1) + ": ";
    document.getElementById("prompt-text").textContent = who + (pending.prompt || "choose");
    if (pending.many) {
      // "any number of" / "up to N": tick the picks, then answer with the list (possibly empty)
      var boxes = [];
      (pending.options || []).forEach(function (option, i) {
        var label = typeof option === "string" ? option : JSON.stringify(option);
        var wrap = el("label", "pick");
        var input = document.createElement("input");
        input.type = "checkbox";
        input.id = "pick-" + i;
        input.value = String(i);
        wrap.appendChild(input);
        wrap.appendChild(document.createTextNode(" " + label));
        boxes.push({ input: input, option: option });
        opts.appendChild(wrap);
      });
      var go = el("button", null, "Answer with the ticked options");
      go.type = "button";
      go.addEventListener("click", function () {
        answer(pending.step, boxes.filter(function (b) { return b.input.checked; })
          .map(function (b) { return b.option; }));
      });
      opts.appendChild(go);
    } else {
      (pending.options || []).forEach(function (option) {
        var label = typeof option === "string" ? option : JSON.stringify(option);
        var button = el("button", "secondary", label);
        button.type = "button";
        button.addEventListener("click", function () { answer(pending.step, option); });
        opts.appendChild(button);
      });
    }
    box.hidden = false;
  }

  function renderResult(data, httpStatus) {
    result.hidden = false;
    document.getElementById("result-title").textContent = data.title ? "Result: " + data.title : "Result";
    var badge = document.getElementById("result-badge");
    clear(badge);
    var errBox = document.getElementById("result-error");
    var err = data.error;
    if (err) {
      errBox.textContent = errorMessage(err);
      errBox.hidden = false;
    } else {
      errBox.hidden = true;
    }
    if (data.pending_prompt) {
      badge.appendChild(el("span", "badge none", "waiting for a choice"));
    } else if (!err && data.passed !== undefined) {
      badge.appendChild(el("span", "badge " + (data.passed ? "ok" : "fail"),
        data.passed ? "✓ every expectation holds" : "✗ an expectation does not hold"));
    }
    var fails = document.getElementById("result-failures");
    clear(fails);
    if (data.failures && data.failures.length) {
      var ul = el("ul", "error-box");
      data.failures.forEach(function (f) {
        ul.appendChild(el("li", null, f.key + ": expected " + JSON.stringify(f.expected) + ", got " + JSON.stringify(f.actual)));
      });
      fails.appendChild(ul);
    }
    renderPrompt(data.pending_prompt);
    renderLog(data.log, data.step_labels);
    var beforeBox = document.getElementById("result-before");
    clear(beforeBox);
    beforeBox.appendChild(renderBoard(data.board_before));
    var boardBox = document.getElementById("result-board");
    clear(boardBox);
    boardBox.appendChild(renderBoard(data.board_after || data.board_before));
  }

  function run() {
    setStatus("Running…");
    return post(form.getAttribute("data-run"), textarea.value, "text/yaml; charset=utf-8").then(function (r) {
      setStatus(r.status === 200 ? "Done." : "The scenario could not run (" + r.status + ").");
      renderResult(r.data, r.status);
    }).catch(function () { setStatus("The server did not answer."); });
  }

  function answer(step, option) {
    setStatus("Adding the answer…");
    var body = JSON.stringify({ yaml: textarea.value, step: step, answer: option });
    return post(form.getAttribute("data-answer"), body, "application/json").then(function (r) {
      if (r.status !== 200) { setStatus(errorMessage(r.data.error)); return; }
      textarea.value = r.data.yaml;
      return run();
    });
  }

  function share() {
    setStatus("Saving…");
    return post(form.getAttribute("data-share"), JSON.stringify({ yaml: textarea.value }), "application/json").then(function (r) {
      if (r.status !== 201) { setStatus(errorMessage(r.data.error)); return; }
      var link = document.getElementById("share-link");
      link.href = r.data.path;
      link.textContent = r.data.url;
      document.getElementById("share-out").hidden = false;
      setStatus("Saved.");
    });
  }

  form.addEventListener("submit", function (ev) { ev.preventDefault(); run(); });
  document.getElementById("save").addEventListener("click", share);
  textarea.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) { ev.preventDefault(); run(); }
  });
})();
