/* The sandbox: a board builder that follows the scenario YAML both ways, steps as buttons,
   a run read as a player reads it (summary, board after with changes, cited log), prompts
   answered by clicking, sharing. Every string from the server or the YAML is put into the
   page with textContent, never as HTML. No dependencies. */
(function () {
  "use strict";
  var form = document.getElementById("sandbox-form");
  if (!form) { return; }
  var textarea = document.getElementById("yaml");
  var status = document.getElementById("status");
  var result = document.getElementById("result");
  var builder = document.getElementById("builder");
  var yamlError = document.getElementById("yaml-error");
  var URLS = {
    run: form.getAttribute("data-run"), answer: form.getAttribute("data-answer"),
    share: form.getAttribute("data-share"), toYaml: form.getAttribute("data-to-yaml"),
    parse: form.getAttribute("data-parse"), pick: form.getAttribute("data-pick")
  };
  var PHASES = ["start", "play", "score", "draw", "end"];
  var doc = null;          // the scenario mapping the builder edits
  var info = {};           // card name -> library card (text, type, power)
  var targeting = null;    // {card, player}: a Play step waiting for its base or minion
  var syncing = null;      // the pending builder -> YAML request
  var yamlSeq = 0;         // which builder -> YAML request is the latest
  var uid = 0;

  // ---------------------------------------------------------------- helpers
  function el(tag, cls, text) {
    var node = document.createElement(tag);
    if (cls) { node.className = cls; }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function clear(node) { while (node.firstChild) { node.removeChild(node.firstChild); } }
  function setStatus(text) { status.textContent = text; }
  function button(text, cls, onClick, label) {
    var b = el("button", cls || "secondary", text);
    b.type = "button";
    if (label) { b.setAttribute("aria-label", label); }
    b.addEventListener("click", onClick);
    return b;
  }
  function post(url, body, type) {
    return fetch(url, {
      method: "POST", headers: { "Content-Type": type, "Accept": "application/json" }, body: body
    }).then(function (r) {
      return r.json().then(function (data) { return { status: r.status, data: data }; },
        function () { return { status: r.status, data: { error: { message: "the server could not answer; try again in a moment" } } }; });
    });
  }
  function nameOf(x) { return (x && typeof x === "object") ? (x.card || x.name || x.base) : x; }
  function list(x) { return Array.isArray(x) ? x : (x === undefined || x === null ? [] : [x]); }
  function players() { return doc.setup.players; }
  function playerNames() { return players().map(function (p) { return String(p.name); }); }
  function testCard(name) {
    var found = null;
    (doc.cards || []).forEach(function (c) { if (c && String(c.name).toLowerCase() === String(name).toLowerCase()) { found = c; } });
    return found;
  }
  function cardData(name) { return testCard(name) || info[name] || null; }
  function hasWord(name, word) {
    var c = cardData(name);
    return !!(c && c.text && c.text.indexOf(word) >= 0);
  }

  function errorText(err) {
    if (!err) { return ""; }
    if (typeof err === "string") { return err; }
    var msg = err.message || "something is wrong with the scenario";
    if (err.line) { msg = "Line " + err.line + ": " + msg; }
    if (err.fix) { msg += ". Fix: " + err.fix; }
    else if (err.suggestions && err.suggestions.length) { msg += ". Did you mean: " + err.suggestions.join(", ") + "?"; }
    return msg;
  }

  function showLine(line) {
    if (!line) { return; }
    var lines = textarea.value.split("\n");
    var start = 0;
    for (var i = 0; i < line - 1 && i < lines.length; i++) { start += lines[i].length + 1; }
    var details = document.getElementById("yaml-box");
    if (details && !details.open) { details.open = true; }
    textarea.focus();
    textarea.setSelectionRange(start, start + (lines[line - 1] || "").length);
  }

  function errorBox(node, err) {
    clear(node);
    if (!err) { node.hidden = true; return; }
    node.appendChild(document.createTextNode(errorText(err)));
    if (err.line) {
      node.appendChild(document.createTextNode(" "));
      node.appendChild(button("Show line " + err.line, "link", function () { showLine(err.line); }));
    }
    node.hidden = false;
    var fieldNode = err.field ? builder.querySelector("[data-field='" + String(err.field).replace(/\[\d+\]/g, "").split(".").slice(0, 2).join(".") + "']") : null;
    Array.prototype.forEach.call(builder.querySelectorAll(".field-error"), function (n) { n.classList.remove("field-error"); });
    if (fieldNode) { fieldNode.classList.add("field-error"); }
  }

  // ---------------------------------------------------------------- the picker
  function picker(opts) {
    var id = "pick-" + (++uid);
    var wrap = el("div", "picker");
    var label = el("label", "visually-hidden", opts.label);
    label.htmlFor = id;
    var input = el("input");
    input.id = id;
    input.type = "text";
    input.autocomplete = "off";
    input.placeholder = opts.placeholder || opts.label;
    input.setAttribute("role", "combobox");
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-expanded", "false");
    input.setAttribute("aria-controls", id + "-list");
    var ul = el("ul", "suggestions picks");
    ul.id = id + "-list";
    ul.setAttribute("role", "listbox");
    ul.hidden = true;
    wrap.appendChild(label); wrap.appendChild(input); wrap.appendChild(ul);
    var items = [], active = -1, timer = null, seq = 0;

    function close() { ul.hidden = true; input.setAttribute("aria-expanded", "false"); input.removeAttribute("aria-activedescendant"); active = -1; }
    function mark(i) {
      var nodes = ul.querySelectorAll("li");
      for (var k = 0; k < nodes.length; k++) { nodes[k].setAttribute("aria-selected", k === i ? "true" : "false"); }
      active = i;
      if (nodes[i]) { input.setAttribute("aria-activedescendant", nodes[i].id); nodes[i].scrollIntoView({ block: "nearest" }); }
    }
    function choose(i) {
      var card = items[i];
      if (!card) { return; }
      info[card.ref] = card;
      input.value = "";
      close();
      opts.onPick(card);
    }
    function show(found) {
      items = found;
      clear(ul);
      found.forEach(function (c, i) {
        var li = el("li");
        li.id = id + "-o" + i;
        li.setAttribute("role", "option");
        var head = el("span", "pick-head");
        head.appendChild(el("b", null, c.name));
        var facts = [c.type];
        if (c.power !== null && c.power !== undefined) { facts.push("power " + c.power); }
        if (c.breakpoint !== null && c.breakpoint !== undefined) { facts.push("breakpoint " + c.breakpoint); }
        if (c.faction) { facts.push(c.faction); }
        if (c.test) { facts.push("test card"); }
        if (c.implemented === false) { facts.push("not implemented"); }
        head.appendChild(el("span", "kind", facts.join(" · ")));
        li.appendChild(head);
        if (c.text) { li.appendChild(el("span", "pick-text", c.text)); }
        li.addEventListener("mousedown", function (ev) { ev.preventDefault(); });
        li.addEventListener("click", function () { choose(i); });
        ul.appendChild(li);
      });
      if (!found.length) { ul.appendChild(el("li", "empty", "No card has those words in its name.")); }
      ul.hidden = false;
      input.setAttribute("aria-expanded", "true");
      active = -1;
    }
    function search() {
      var q = input.value.trim();
      if (!q) { close(); return; }
      var mine = ++seq;
      var words = q.toLowerCase().split(/\s+/);
      var tests = (doc.cards || []).filter(function (c) {
        return (!opts.types || opts.types.indexOf(c.type) >= 0) && words.every(function (w) {
          return String(c.name).toLowerCase().split(/\s+/).some(function (n) { return n.indexOf(w) === 0; });
        });
      }).map(function (c) {
        return { ref: c.name, name: c.name, type: c.type, power: c.power, breakpoint: c.breakpoint, vp: c.vp, test: true, text: "" };
      });
      var url = URLS.pick + "?q=" + encodeURIComponent(q) + (opts.types ? "&type=" + opts.types.join(",") : "");
      fetch(url, { headers: { "Accept": "application/json" } }).then(function (r) { return r.json(); }).then(function (data) {
        if (mine !== seq) { return; }
        show(tests.concat(data.results || []));
      }).catch(function () { if (mine === seq) { show(tests); } });
    }
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(search, 120); });
    input.addEventListener("keydown", function (ev) {
      if (ev.key === "ArrowDown") { ev.preventDefault(); if (ul.hidden) { search(); } else { mark(Math.min(active + 1, items.length - 1)); } }
      else if (ev.key === "ArrowUp") { ev.preventDefault(); mark(Math.max(active - 1, 0)); }
      else if (ev.key === "Enter") { ev.preventDefault(); if (!ul.hidden) { choose(active >= 0 ? active : 0); } }
      else if (ev.key === "Escape") { close(); }
    });
    input.addEventListener("blur", function () { setTimeout(close, 150); });
    return wrap;
  }

  // ---------------------------------------------------------------- builder -> YAML
  function changed() {
    renderBuilder();
    var mine = ++yamlSeq;
    if (syncing) { clearTimeout(syncing.timer); syncing.resolve(); }
    var pending = {};
    pending.done = new Promise(function (resolve) {
      pending.resolve = resolve;
      pending.timer = setTimeout(function () {
        post(URLS.toYaml, JSON.stringify({ doc: doc }), "application/json").then(function (r) {
          if (mine === yamlSeq) {  // else a later edit's answer is on its way and this one is stale
            if (r.data && typeof r.data.yaml === "string") { textarea.value = r.data.yaml; }
            errorBox(yamlError, r.data && r.data.error);
          }
          resolve();
        }).catch(function () { setStatus("The server did not answer."); resolve(); });
      }, 250);
    });
    syncing = pending;
  }
  // resolves once the YAML holds the builder's latest edit
  function synced() {
    var current = syncing;
    if (!current) { return Promise.resolve(); }
    return current.done.then(function () { return syncing !== current ? synced() : undefined; });
  }

  // ---------------------------------------------------------------- YAML -> builder
  var parseTimer = null;
  function parseYaml() {
    return post(URLS.parse, JSON.stringify({ yaml: textarea.value }), "application/json").then(function (r) {
      if (r.data && r.data.doc) {
        doc = normalise(r.data.doc);
        errorBox(yamlError, null);
        return loadInfo().then(renderBuilder);
      }
      errorBox(yamlError, r.data && r.data.error);
      // the builder would overwrite the text being fixed: it waits until the YAML reads again
      Array.prototype.forEach.call(builder.querySelectorAll("fieldset"), function (f) { f.disabled = true; });
      builder.classList.add("stale");
    });
  }
  textarea.addEventListener("input", function () {
    syncing = null;
    yamlSeq++;  // typing wins over any builder answer still on its way
    clearTimeout(parseTimer);
    parseTimer = setTimeout(parseYaml, 500);
  });

  function normalise(d) {
    d = d || {};
    d.setup = d.setup || {};
    d.setup.players = list(d.setup.players).map(function (p) { return typeof p === "object" ? p : { name: p }; });
    d.setup.bases = list(d.setup.bases).map(function (b) { return typeof b === "object" ? b : { base: b }; });
    d.setup.bases.forEach(function (b) {
      ["minions", "actions", "titans"].forEach(function (k) {
        if (b[k] !== undefined) { b[k] = list(b[k]).map(function (e) { return typeof e === "object" ? e : { card: e }; }); }
      });
    });
    d.steps = list(d.steps);
    return d;
  }

  function allNames() {
    var out = [];
    players().forEach(function (p) {
      ["hand", "deck", "discard", "titans"].forEach(function (k) { list(p[k]).forEach(function (c) { out.push(nameOf(c)); }); });
    });
    doc.setup.bases.forEach(function (b) {
      out.push(nameOf(b.base));
      ["minions", "actions", "titans"].forEach(function (k) {
        list(b[k]).forEach(function (e) { out.push(nameOf(e)); list(e.actions).forEach(function (a) { out.push(nameOf(a)); }); });
      });
    });
    return out.filter(function (n) { return n && !info[n] && !testCard(n); });
  }
  function loadInfo() {
    var names = allNames();
    if (!names.length) { return Promise.resolve(); }
    var url = URLS.pick + "?names=" + encodeURIComponent(names.slice(0, 200).join("|"));
    return fetch(url, { headers: { "Accept": "application/json" } }).then(function (r) { return r.json(); })
      .then(function (data) { Object.keys(data.cards || {}).forEach(function (k) { info[k] = data.cards[k]; }); })
      .catch(function () {});
  }

  // ---------------------------------------------------------------- builder rendering
  function select(labelText, options, value, onChange, cls) {
    var id = "sel-" + (++uid);
    var wrap = el("span", cls || "field");
    var label = el("label", null, labelText);
    label.htmlFor = id;
    var s = el("select");
    s.id = id;
    options.forEach(function (o) {
      var opt = el("option", null, o.label);
      opt.value = o.value;
      if (String(o.value) === String(value === undefined || value === null ? "" : value)) { opt.selected = true; }
      s.appendChild(opt);
    });
    s.addEventListener("change", function () { onChange(s.value); });
    wrap.appendChild(label); wrap.appendChild(s);
    return wrap;
  }
  function numberField(labelText, value, onChange, min) {
    var id = "num-" + (++uid);
    var wrap = el("span", "field num");
    var label = el("label", null, labelText);
    label.htmlFor = id;
    var input = el("input");
    input.id = id; input.type = "number"; input.inputMode = "numeric";
    input.min = min === undefined ? "0" : String(min);
    input.value = value === undefined || value === null ? "" : value;
    input.addEventListener("change", function () { onChange(input.value === "" ? null : parseInt(input.value, 10)); });
    wrap.appendChild(label); wrap.appendChild(input);
    return wrap;
  }
  function textField(labelText, value, onChange) {
    var id = "txt-" + (++uid);
    var wrap = el("span", "field");
    var label = el("label", null, labelText);
    label.htmlFor = id;
    var input = el("input");
    input.id = id; input.type = "text"; input.value = value === undefined || value === null ? "" : value;
    input.addEventListener("change", function () { onChange(input.value); });
    wrap.appendChild(label); wrap.appendChild(input);
    return wrap;
  }
  function chip(name, extra) {
    var c = el("span", "chip card-chip");
    c.setAttribute("data-card", name);
    var n = el("span", "chip-name", name);
    var data = cardData(name);
    if (data && data.text) { n.title = data.text; }
    c.appendChild(n);
    (extra || []).forEach(function (x) { c.appendChild(x); });
    return c;
  }
  function playerOptions(withNone) {
    var out = withNone ? [{ value: "", label: "—" }] : [];
    return out.concat(playerNames().map(function (n) { return { value: n, label: n }; }));
  }
  function addStep(step) {
    doc.steps.push(step);
    targeting = null;
    changed();
    setStatus("Step added: " + stepLabel(step) + ". Press Run.");
  }
  function flow(v) {  // a value as YAML's flow style writes it: [First Mate, [Scout]], {player: Bob}
    if (Array.isArray(v)) { return "[" + v.map(flow).join(", ") + "]"; }
    if (v && typeof v === "object") { return "{" + Object.keys(v).map(function (k) { return k + ": " + flow(v[k]); }).join(", ") + "}"; }
    return String(v);
  }
  function stepLabel(s) {
    if (!s || typeof s !== "object") { return String(s); }
    return Object.keys(s).map(function (k) { return k + ": " + flow(s[k]); }).join(", ");
  }

  function renderPlayers(box) {
    var fs = el("fieldset", "players-box");
    fs.setAttribute("data-field", "setup.players");
    fs.appendChild(el("legend", null, "Players"));
    var turn = el("div", "turn-row");
    turn.setAttribute("data-field", "setup.current");
    turn.appendChild(select("Whose turn", playerOptions(false), doc.setup.current || playerNames()[0], function (v) {
      doc.setup.current = v; changed();
    }));
    turn.appendChild(select("Phase", PHASES.map(function (p) { return { value: p, label: p }; }), doc.setup.phase || "play",
      function (v) { doc.setup.phase = v; changed(); }));
    fs.appendChild(turn);
    players().forEach(function (p, i) {
      var box2 = el("div", "player");
      box2.setAttribute("data-player", p.name);
      var head = el("div", "row");
      head.appendChild(textField("Name", p.name, function (v) {
        var old = p.name; p.name = v || old;
        if (doc.setup.current === old) { doc.setup.current = p.name; }
        changed();
      }));
      head.appendChild(numberField("VP", p.vp || 0, function (v) { p.vp = v || 0; if (!p.vp) { delete p.vp; } changed(); }));
      if (players().length > 1) {
        head.appendChild(button("Remove", "link", function () { players().splice(i, 1); changed(); }, "Remove player " + p.name));
      }
      box2.appendChild(head);
      ["hand", "deck", "discard"].forEach(function (zone) {
        var row = el("div", "zone");
        row.appendChild(el("span", "zone-name", zone === "deck" ? "Deck (top first)" : zone[0].toUpperCase() + zone.slice(1)));
        var chips = el("span", "chips-inline");
        list(p[zone]).forEach(function (c, j) {
          var name = nameOf(c);
          var extra = [];
          if (zone === "hand") {
            extra.push(button("Play", "step", function () { startPlay(name, p.name); }, "Play " + name + " (" + p.name + ")"));
            if (hasWord(name, "Special")) {
              extra.push(button("Special", "step", function () {
                addStep(stepFor({ special: name }, p.name));
              }, "Use the Special of " + name + " (" + p.name + ")"));
            }
          }
          extra.push(button("×", "remove", function () {
            p[zone].splice(j, 1); if (!p[zone].length) { delete p[zone]; } changed();
          }, "Remove " + name + " from " + p.name + "'s " + zone));
          chips.appendChild(chip(name, extra));
        });
        row.appendChild(chips);
        row.appendChild(picker({
          label: "Add a card to " + p.name + "'s " + zone, placeholder: "+ card", types: null,
          onPick: function (card) { p[zone] = list(p[zone]).concat([card.ref]); changed(); }
        }));
        box2.appendChild(row);
      });
      fs.appendChild(box2);
    });
    fs.appendChild(button("Add a player", "secondary", function () {
      var names = ["Alice", "Bob", "Carol", "Dave", "Erin"];
      var taken = playerNames();
      var name = names.filter(function (n) { return taken.indexOf(n) < 0; })[0] || "Player " + (taken.length + 1);
      players().push({ name: name });
      changed();
    }));
    box.appendChild(fs);
  }

  function stepFor(step, who) {
    var current = doc.setup.current || playerNames()[0];
    // a step acts for the player whose turn it is when it runs; a card in another hand says whose it is
    if (who && who !== current) { step.player = who; }
    return step;
  }

  function startPlay(name, who) {
    targeting = { card: name, player: who };
    renderBuilder();
    var banner = document.getElementById("targeting");
    if (banner) { banner.scrollIntoView({ block: "nearest" }); }
  }

  function renderBases(box) {
    var fs = el("fieldset", "bases-box");
    fs.setAttribute("data-field", "setup.bases");
    fs.appendChild(el("legend", null, "Bases"));
    doc.setup.bases.forEach(function (b, i) {
      var name = nameOf(b.base);
      var data = cardData(name);
      var card = el("div", "base build-base");
      card.setAttribute("data-card", name);
      var head = el("div", "row base-head");
      head.appendChild(el("h4", null, name));
      if (data) {
        head.appendChild(el("span", "base-stats", "breakpoint " + data.breakpoint + (data.vp ? " · VP " + list(data.vp).join(" / ") : "")));
      }
      head.appendChild(button("Remove", "link", function () { doc.setup.bases.splice(i, 1); changed(); }, "Remove base " + name));
      card.appendChild(head);
      if (data && data.text) { card.appendChild(el("p", "card-text-small", data.text)); }
      if (targeting) {
        card.appendChild(button("Play " + targeting.card + " here", "target", function () {
          addStep(stepFor({ play: targeting.card, base: name }, targeting.player));
        }));
      }
      ["minions", "actions", "titans"].forEach(function (kind) {
        list(b[kind]).forEach(function (e, j) {
          card.appendChild(renderEntry(b, kind, e, j));
        });
      });
      var add = el("div", "add-to-base");
      var ctl = doc.setup.current || playerNames()[0];
      add.appendChild(picker({
        label: "Add a minion, action or titan to " + name, placeholder: "+ minion, action or titan",
        types: ["minion", "action", "titan", "monster", "treasure"],
        onPick: function (c) {
          var kind = c.type === "action" ? "actions" : c.type === "titan" ? "titans" : "minions";
          b[kind] = list(b[kind]).concat([{ card: c.ref, controller: ctl }]);
          changed();
        }
      }));
      card.appendChild(add);
      fs.appendChild(card);
    });
    var addBase = el("div", "row");
    addBase.appendChild(picker({
      label: "Add a base from the card library", placeholder: "+ base", types: ["base"],
      onPick: function (c) { doc.setup.bases.push({ base: c.ref }); changed(); }
    }));
    addBase.appendChild(button("Add a test base", "secondary", function () {
      var n = 1;
      while (testCard("Test Base " + n)) { n++; }
      doc.cards = list(doc.cards).concat([{ name: "Test Base " + n, type: "base", breakpoint: 20, vp: [3, 2, 1] }]);
      doc.setup.bases.push({ base: "Test Base " + n });
      changed();
    }));
    fs.appendChild(addBase);
    box.appendChild(fs);
  }

  function renderEntry(b, kind, e, j) {
    var name = nameOf(e);
    var data = cardData(name);
    var row = el("div", "entry " + kind);
    row.setAttribute("data-card", name);
    var head = el("div", "row");
    var title = el("span", "card-name", name);
    if (data && data.text) { title.title = data.text; }
    head.appendChild(title);
    if (data && data.power !== undefined && data.power !== null) { head.appendChild(el("span", "power", data.power)); }
    head.appendChild(el("span", "kind", kind.slice(0, -1)));
    head.appendChild(button("×", "remove", function () {
      b[kind].splice(j, 1); if (!b[kind].length) { delete b[kind]; } changed();
    }, "Remove " + name));
    row.appendChild(head);
    var fields = el("div", "row fields");
    fields.appendChild(select("Controller", playerOptions(kind === "minions"), e.controller, function (v) {
      if (v) { e.controller = v; } else { delete e.controller; } changed();
    }));
    fields.appendChild(select("Owner", [{ value: "", label: "same" }].concat(playerOptions(false)), e.owner, function (v) {
      if (v) { e.owner = v; } else { delete e.owner; } changed();
    }));
    if (kind !== "actions") {
      fields.appendChild(numberField("+1 counters", e.counters || 0, function (v) {
        if (v) { e.counters = v; } else { delete e.counters; } changed();
      }));
    }
    row.appendChild(fields);
    if (kind !== "actions") {
      var att = el("div", "zone");
      att.appendChild(el("span", "zone-name", "Attached"));
      list(e.actions).forEach(function (a, k) {
        var an = nameOf(a);
        att.appendChild(chip(an, [button("×", "remove", function () {
          e.actions.splice(k, 1); if (!e.actions.length) { delete e.actions; } changed();
        }, "Remove " + an + " from " + name)]));
      });
      att.appendChild(picker({
        label: "Attach an action to " + name, placeholder: "+ action", types: ["action"],
        onPick: function (c) { e.actions = list(e.actions).concat([c.ref]); changed(); }
      }));
      row.appendChild(att);
      var steps = el("div", "row");
      if (hasWord(name, "Talent")) {
        steps.appendChild(button("Use talent", "step", function () {
          addStep(stepFor({ talent: name }, e.controller));
        }, "Use the talent of " + name));
      }
      if (targeting) {
        steps.appendChild(button("Play " + targeting.card + " on " + name, "target", function () {
          addStep(stepFor({ play: targeting.card, on: name }, targeting.player));
        }));
      }
      if (steps.firstChild) { row.appendChild(steps); }
    }
    return row;
  }

  function renderTestCards(box) {
    var cards = list(doc.cards);
    if (!cards.length) { return; }
    var det = el("details", "test-cards");
    det.setAttribute("data-field", "cards");
    det.appendChild(el("summary", null, "Test cards (" + cards.length + ")"));
    cards.forEach(function (c, i) {
      var row = el("div", "row");
      row.appendChild(textField("Name", c.name, function (v) { c.name = v; changed(); }));
      row.appendChild(el("span", "kind", c.type));
      if (c.type === "base") {
        row.appendChild(numberField("Breakpoint", c.breakpoint, function (v) { c.breakpoint = v; changed(); }));
        row.appendChild(textField("VP", list(c.vp).join(" "), function (v) {
          c.vp = v.split(/[\s,\/]+/).filter(Boolean).map(function (x) { return parseInt(x, 10) || 0; }); changed();
        }));
      } else if (c.power !== undefined) {
        row.appendChild(numberField("Power", c.power, function (v) { c.power = v; changed(); }));
      }
      row.appendChild(button("×", "remove", function () { cards.splice(i, 1); changed(); }, "Remove test card " + c.name));
      det.appendChild(row);
    });
    det.appendChild(button("Add a test minion", "secondary", function () {
      var n = 1;
      while (testCard("Test Minion " + n)) { n++; }
      doc.cards = list(doc.cards).concat([{ name: "Test Minion " + n, type: "minion", power: 3 }]);
      changed();
    }));
    box.appendChild(det);
  }

  function renderSteps(box) {
    var fs = el("fieldset", "steps-box");
    fs.setAttribute("data-field", "steps");
    fs.appendChild(el("legend", null, "Steps"));
    if (targeting) {
      var t = el("p", "targeting", "Play " + targeting.card + ": pick a base or a minion above");
      t.id = "targeting";
      if (!hasWord(targeting.card, "Play on")) {
        t.appendChild(button("Play with no target", "target", function () {
          addStep(stepFor({ play: targeting.card }, targeting.player));
        }));
      }
      t.appendChild(button("Cancel", "link", function () { targeting = null; renderBuilder(); }));
      fs.appendChild(t);
    }
    var ol = el("ol", "step-list");
    doc.steps.forEach(function (s, i) {
      var li = el("li", null);
      li.appendChild(el("code", null, stepLabel(s)));
      li.appendChild(button("×", "remove", function () { doc.steps.splice(i, 1); changed(); }, "Remove step " + (i + 1)));
      ol.appendChild(li);
    });
    if (!doc.steps.length) { fs.appendChild(el("p", "help", "No steps yet: press Play on a card in a hand, or advance the turn.")); }
    fs.appendChild(ol);
    var adv = el("div", "row advance");
    adv.appendChild(el("span", "zone-name", "Turn"));
    // each button runs the turn through that phase (SCENARIO-FORMAT.md: advance stops at the start of the next one)
    [["draw", "Score bases"], ["end", "Draw 2 cards"], ["next", "End turn"]].forEach(function (a) {
      adv.appendChild(button(a[1], "step", function () { addStep({ advance: a[0] }); }, a[1] + " (advance: " + a[0] + ")"));
    });
    fs.appendChild(adv);
    box.appendChild(fs);
  }

  function renderBuilder() {
    if (!doc) { return; }
    var focusId = document.activeElement && builder.contains(document.activeElement) ? document.activeElement.id : null;
    clear(builder);
    builder.classList.remove("stale");
    var title = el("div", "row");
    title.appendChild(textField("Title", doc.title, function (v) { doc.title = v; changed(); }));
    title.appendChild(button("Start from an empty board", "link", function () {
      doc = { title: "My board", setup: { players: [{ name: "Alice" }, { name: "Bob" }], current: "Alice", phase: "play", bases: [] }, steps: [] };
      targeting = null;
      changed();
    }));
    builder.appendChild(title);
    var blank = el("label", "check");
    var box = el("input");
    box.type = "checkbox";
    box.checked = !!doc.allow_unimplemented;
    box.addEventListener("change", function () {
      if (box.checked) { doc.allow_unimplemented = true; } else { delete doc.allow_unimplemented; }
      changed();
    });
    blank.appendChild(box);
    blank.appendChild(document.createTextNode(" Play cards the engine does not implement as blank cards"));
    builder.appendChild(blank);
    renderPlayers(builder);
    renderBases(builder);
    renderTestCards(builder);
    renderSteps(builder);
    if (focusId && document.getElementById(focusId)) { document.getElementById(focusId).focus(); }
  }

  // ---------------------------------------------------------------- the result
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

  function renderBoard(board, changes, named) {
    var wrap = el("section", "board");
    if (!board) { wrap.appendChild(el("p", "empty", "No board.")); return wrap; }
    changes = changes || { bases: {}, players: {}, new_bases: [] };
    named = named || [];
    var meta = [];
    if (board.current) { meta.push(board.current + "'s turn"); }
    if (board.phase) { meta.push(board.phase + " phase"); }
    if (board.winner) { meta.push("winner: " + board.winner); }
    wrap.appendChild(el("p", "board-meta", meta.join(" · ")));
    var bases = el("div", "bases");
    (board.bases || []).forEach(function (base) {
      var b = el("div", "base");
      b.setAttribute("data-card", base.name);
      if ((changes.new_bases || []).indexOf(base.name) >= 0) { b.classList.add("changed"); }
      if (named.indexOf(base.name) >= 0) { b.classList.add("named"); }
      var ch = changes.bases[base.name] || { arrived: [], power: [], actions: [] };
      var arrived = (ch.arrived || []).slice();
      b.appendChild(el("h4", null, base.name));
      var total = 0;
      Object.keys(base.totals || {}).forEach(function (k) { total += base.totals[k]; });
      var stats = "breakpoint " + base.breakpoint + " · total " + total + (total >= base.breakpoint ? " (ready to score)" : "");
      if (base.vp) { stats += " · VP " + base.vp.join(" / "); }
      b.appendChild(el("p", "base-stats", stats));
      var ul = el("ul", "minions");
      (base.minions || []).concat(base.titans || []).forEach(function (m) {
        var li = el("li");
        li.setAttribute("data-card", m.name);
        var k = arrived.indexOf(m.name);
        if (k >= 0) { li.classList.add("changed"); arrived.splice(k, 1); li.appendChild(el("span", "visually-hidden", "new here: ")); }
        if ((ch.power || []).indexOf(m.name) >= 0) { li.classList.add("changed"); }
        if (named.indexOf(m.name) >= 0) { li.classList.add("named"); }
        li.appendChild(el("span", "card-name", m.name));
        if (m.power !== undefined) { li.appendChild(document.createTextNode(" ")); li.appendChild(el("span", "power", m.power)); }
        li.appendChild(el("span", "who-small", " " + (m.controller || "monster")));
        if (m.counters) { li.appendChild(el("span", "counters", " +" + m.counters)); }
        if (m.owner && m.owner !== m.controller) { li.appendChild(el("span", "owner", " (owner " + m.owner + ")")); }
        if (m.actions && m.actions.length) {
          var att = el("ul", "attached");
          m.actions.forEach(function (a) { att.appendChild(el("li", null, "⤷ " + nameOf(a))); });
          li.appendChild(att);
        }
        ul.appendChild(li);
      });
      b.appendChild(ul);
      if (base.actions && base.actions.length) {
        b.appendChild(el("p", "base-actions", "Actions: " + base.actions.map(function (a) { return nameOf(a) + (a.controller ? " (" + a.controller + ")" : ""); }).join(", ")));
      }
      bases.appendChild(b);
    });
    wrap.appendChild(bases);
    var table = el("table", "players");
    var head = el("tr");
    ["Player", "VP", "Hand", "Deck", "Discard"].forEach(function (h) { var th = el("th", null, h); th.scope = "col"; head.appendChild(th); });
    var thead = el("thead"); thead.appendChild(head); table.appendChild(thead);
    var tbody = el("tbody");
    (board.players || []).forEach(function (p) {
      var pc = changes.players[p.name] || {};
      var tr = el("tr");
      var th = el("th", null, p.name); th.scope = "row"; tr.appendChild(th);
      var vp = el("td", pc.vp ? "changed" : null, p.vp); tr.appendChild(vp);
      [["hand", p.hand], ["deck", null], ["discard", p.discard]].forEach(function (z) {
        var td = el("td");
        if (z[0] === "deck") { td.textContent = p.deck_count; if (pc.deck) { td.className = "changed"; } tr.appendChild(td); return; }
        var fresh = (pc[z[0]] || []).slice();
        (z[1] || []).forEach(function (n, i) {
          var s = el("span", "card-name", n);
          s.setAttribute("data-card", n);
          var k = fresh.indexOf(n);
          if (k >= 0) { s.classList.add("changed"); fresh.splice(k, 1); }
          if (named.indexOf(n) >= 0) { s.classList.add("named"); }
          if (i) { td.appendChild(document.createTextNode(", ")); }
          td.appendChild(s);
        });
        if (!(z[1] || []).length) { td.textContent = "—"; }
        tr.appendChild(td);
      });
      tbody.appendChild(tr);
    });
    table.appendChild(tbody);
    wrap.appendChild(table);
    return wrap;
  }

  function renderLog(log, labels) {
    var ol = document.getElementById("result-log");
    clear(ol);
    var current = null; var ul = null;
    (log || []).forEach(function (e) {
      var step = (e && e.step !== undefined) ? e.step : null;
      if (ul === null || step !== current) {
        current = step;
        var li = el("li", "log-step");
        var head = el("span", "step-label", step === null ? "Setup" : "Step " + (step + 1));
        if (step !== null && labels && labels[step]) { head.appendChild(document.createTextNode(": ")); head.appendChild(el("code", null, labels[step])); }
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

  function optionLabel(option) { return typeof option === "string" ? option : JSON.stringify(option); }

  function renderPrompt(pending) {
    var box = document.getElementById("prompt");
    var opts = document.getElementById("prompt-options");
    clear(opts);
    if (!pending) { box.hidden = true; return; }
    document.getElementById("prompt-text").textContent = (pending.player ? pending.player + ": " : "") + (pending.prompt || "choose");
    if (pending.many) {
      var boxes = [];
      (pending.options || []).forEach(function (option, i) {
        var wrap = el("label", "pick");
        var input = el("input");
        input.type = "checkbox"; input.id = "pick-opt-" + i; input.value = String(i);
        wrap.appendChild(input);
        wrap.appendChild(document.createTextNode(" " + optionLabel(option)));
        boxes.push({ input: input, option: option });
        opts.appendChild(wrap);
      });
      opts.appendChild(button("Answer with the ticked options", "", function () {
        answer(pending.step, boxes.filter(function (b) { return b.input.checked; }).map(function (b) { return b.option; }));
      }));
    } else {
      (pending.options || []).forEach(function (option) {
        opts.appendChild(button(optionLabel(option), "secondary", function () { answer(pending.step, option); }));
      });
    }
    box.hidden = false;
  }

  var VERDICTS = {
    passed: ["ok", "✓ every expectation holds"], failed: ["fail", "✗ an expectation does not hold"],
    ran: ["ok", "played through"], refused: ["none", "a step was refused"], waiting: ["none", "waiting for a choice"],
    error: ["fail", "could not run"]
  };

  function renderResult(data) {
    result.hidden = false;
    document.getElementById("result-title").textContent = data.title ? "Result: " + data.title : "Result";
    var badge = document.getElementById("result-badge");
    clear(badge);
    var v = VERDICTS[data.verdict] || (data.error ? VERDICTS.error : null);
    if (v) { badge.appendChild(el("span", "badge " + v[0], v[1])); }
    var summary = document.getElementById("result-summary");
    clear(summary);
    (data.summary || []).forEach(function (s) {
      summary.appendChild(el("li", /was refused/.test(s) ? "refused" : null, s));
    });
    var refusals = document.getElementById("result-refusals");
    clear(refusals);
    (data.refusals || []).forEach(function (r) {
      refusals.appendChild(el("li", null, "refused: " + r.message));
    });
    refusals.hidden = !(data.refusals || []).length;
    errorBox(document.getElementById("result-error"), data.error);
    var fails = document.getElementById("result-failures");
    clear(fails);
    (data.failures || []).forEach(function (f) {
      if (String(f.actual || "").indexOf("refused: ") === 0 && !data.expects) { return; }
      fails.appendChild(el("li", null, f.key + ": expected " + JSON.stringify(f.expected) + ", got " + JSON.stringify(f.actual)));
    });
    fails.hidden = !fails.firstChild;
    var pending = data.pending_prompt;
    renderPrompt(pending);
    var named = pending ? (pending.options || []).filter(function (o) { return typeof o === "string"; }) : [];
    var boardBox = document.getElementById("result-board");
    clear(boardBox);
    document.getElementById("result-board-title").textContent = pending ? "The board now" : "The board after";
    boardBox.appendChild(renderBoard(data.board_after || data.board_before, pending ? null : data.changes, named));
    if (pending && !pending.many) {
      Array.prototype.forEach.call(boardBox.querySelectorAll(".named"), function (node) {
        node.setAttribute("role", "button");
        node.tabIndex = 0;
        node.title = "Answer: " + node.getAttribute("data-card");
        function pickIt() { answer(pending.step, node.getAttribute("data-card")); }
        node.addEventListener("click", pickIt);
        node.addEventListener("keydown", function (ev) { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); pickIt(); } });
      });
    }
    renderLog(data.log, data.step_labels);
    var target = pending ? document.getElementById("prompt") : document.getElementById("result");
    target.scrollIntoView({ block: "start", behavior: "instant" });
  }

  function run() {
    setStatus("Running…");
    return synced().then(function () {
      return post(URLS.run, textarea.value, "text/yaml; charset=utf-8");
    }).then(function (r) {
      var d = r.data || {};
      if (d.pending_prompt) { setStatus("Waiting for " + (d.pending_prompt.player || "a player") + " to choose."); }
      else if (d.error && d.summary === undefined) { setStatus(errorText(d.error)); }
      else { setStatus(d.error ? "The scenario could not run: see below." : "Done."); }
      renderResult(d);
    }).catch(function () { setStatus("The server did not answer; check your connection and press Run again."); });
  }

  function answer(step, option) {
    setStatus("Adding the answer…");
    return synced().then(function () {
      return post(URLS.answer, JSON.stringify({ yaml: textarea.value, step: step, answer: option }), "application/json");
    }).then(function (r) {
      if (!r.data || typeof r.data.yaml !== "string") { setStatus(errorText(r.data && r.data.error)); return; }
      yamlSeq++;
      textarea.value = r.data.yaml;
      return parseYaml().then(run);
    });
  }

  function share() {
    setStatus("Saving…");
    return synced().then(function () {
      return post(URLS.share, JSON.stringify({ yaml: textarea.value }), "application/json");
    }).then(function (r) {
      if (!r.data || !r.data.path) { setStatus(errorText(r.data && r.data.error)); return; }
      var link = document.getElementById("share-link");
      link.href = r.data.path;
      link.textContent = r.data.url;
      document.getElementById("share-out").hidden = false;
      setStatus("Saved: send the link.");
      document.getElementById("share-out").scrollIntoView({ block: "nearest" });
    });
  }

  form.addEventListener("submit", function (ev) { ev.preventDefault(); run(); });
  Array.prototype.forEach.call(document.querySelectorAll("[data-action=run]"), function (b) {
    b.addEventListener("click", function (ev) { ev.preventDefault(); run(); });
  });
  Array.prototype.forEach.call(document.querySelectorAll("[data-action=share]"), function (b) {
    b.addEventListener("click", share);
  });
  textarea.addEventListener("keydown", function (ev) {
    if (ev.key === "Enter" && (ev.ctrlKey || ev.metaKey)) { ev.preventDefault(); run(); }
  });
  // on a phone the builder comes first and the YAML waits folded below it
  if (window.matchMedia && window.matchMedia("(max-width: 700px)").matches) { document.getElementById("yaml-box").open = false; }
  parseYaml();
})();
