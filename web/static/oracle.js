/* Smash Up Oracle: search autocomplete (ARIA combobox) and copy buttons. No dependencies. */
(function () {
  "use strict";

  function setupCombo(input) {
    var list = document.getElementById(input.getAttribute("aria-controls"));
    var url = input.getAttribute("data-autocomplete");
    var items = [];
    var active = -1;
    var timer = null;
    var lastQuery = null;
    var seq = 0;

    function close() {
      list.hidden = true;
      input.setAttribute("aria-expanded", "false");
      input.removeAttribute("aria-activedescendant");
      active = -1;
    }

    function highlight(i) {
      var nodes = list.querySelectorAll("li");
      for (var k = 0; k < nodes.length; k++) {
        nodes[k].setAttribute("aria-selected", k === i ? "true" : "false");
      }
      active = i;
      if (i >= 0 && nodes[i]) {
        input.setAttribute("aria-activedescendant", nodes[i].id);
        nodes[i].scrollIntoView({ block: "nearest" });
      } else {
        input.removeAttribute("aria-activedescendant");
      }
    }

    function choose(i) {
      var item = items[i];
      if (!item) { return; }
      input.value = item.label;
      close();
      if (item.url) {
        window.location.href = item.url;
      } else if (input.form) {
        input.form.submit();
      }
    }

    function render(results) {
      items = results || [];
      while (list.firstChild) { list.removeChild(list.firstChild); }
      if (!items.length) { close(); return; }
      items.forEach(function (item, i) {
        var li = document.createElement("li");
        li.id = list.id + "-opt-" + i;
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        var label = document.createElement("span");
        label.textContent = item.label;
        var kind = document.createElement("span");
        kind.className = "kind";
        kind.textContent = item.kind || "";
        li.appendChild(label);
        li.appendChild(kind);
        li.addEventListener("mousedown", function (ev) { ev.preventDefault(); choose(i); });
        list.appendChild(li);
      });
      list.hidden = false;
      input.setAttribute("aria-expanded", "true");
      active = -1;
    }

    function fetchNow() {
      var q = input.value.trim();
      if (q === lastQuery) { return; }
      lastQuery = q;
      if (q.length < 2) { render([]); return; }
      var mine = ++seq;
      fetch(url + "?q=" + encodeURIComponent(q), { headers: { "Accept": "application/json" } })
        .then(function (r) { return r.ok ? r.json() : { results: [] }; })
        .then(function (data) { if (mine === seq) { render(data.results); } })
        .catch(function () { if (mine === seq) { render([]); } });
    }

    input.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(fetchNow, 120);
    });
    input.addEventListener("keydown", function (ev) {
      if (list.hidden && ev.key !== "ArrowDown") { return; }
      if (ev.key === "ArrowDown") {
        ev.preventDefault();
        if (list.hidden) { lastQuery = null; fetchNow(); return; }
        highlight(Math.min(active + 1, items.length - 1));
      } else if (ev.key === "ArrowUp") {
        ev.preventDefault();
        highlight(Math.max(active - 1, -1));
      } else if (ev.key === "Enter" && active >= 0) {
        ev.preventDefault();
        choose(active);
      } else if (ev.key === "Escape") {
        close();
      }
    });
    input.addEventListener("blur", function () { setTimeout(close, 150); });
  }

  function setupCopy(button) {
    button.addEventListener("click", function () {
      var text;
      if (button.hasAttribute("data-copy")) {
        text = document.getElementById(button.getAttribute("data-copy")).value;
      } else {
        text = document.getElementById(button.getAttribute("data-copy-link")).href;
      }
      function done() { button.textContent = "Copied"; setTimeout(function () { button.textContent = "Copy"; }, 1500); }
      function byHand() {  // no clipboard API or no permission: copy through a selected textarea
        var field = document.createElement("textarea");
        field.value = text;
        field.setAttribute("readonly", "");
        field.style.position = "fixed";
        field.style.opacity = "0";
        document.body.appendChild(field);
        field.select();
        try { if (document.execCommand("copy")) { done(); } } catch (e) { /* the text stays selectable */ }
        document.body.removeChild(field);
      }
      if (navigator.clipboard && window.isSecureContext) {
        navigator.clipboard.writeText(text).then(done, byHand);
      } else {
        byHand();
      }
    });
  }

  /* Offline at the table: a visible note, the service worker (static/sw.js), the searches saved here. */
  function setupOffline() {
    var note = document.getElementById("offline-note");
    function update() { if (note) { note.hidden = navigator.onLine; } }
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    update();
    if ("serviceWorker" in navigator && window.isSecureContext) {
      // once the page is up: storing the rules for offline use never slows the page being read
      window.addEventListener("load", function () {
        var register = function () {
          navigator.serviceWorker.register("/sw.js").catch(function () { /* the site still works online */ });
        };
        setTimeout(function () {
          if (window.requestIdleCallback) { window.requestIdleCallback(register, { timeout: 5000 }); } else { register(); }
        }, 1000);
      });
    }
    var list = document.getElementById("saved-searches");
    if (!list || !window.caches) { return; }
    caches.open("oracle-visited").then(function (cache) { return cache.keys(); }).then(function (keys) {
      keys.forEach(function (request) {
        var url = new URL(request.url);
        if (url.pathname !== "/search" || !url.searchParams.get("q")) { return; }
        var li = document.createElement("li");
        var a = document.createElement("a");
        a.href = url.pathname + url.search;
        a.textContent = "search: " + url.searchParams.get("q");
        li.appendChild(a);
        list.appendChild(li);
      });
    }).catch(function () {});
  }

  setupOffline();
  document.querySelectorAll("input[data-autocomplete]").forEach(setupCombo);
  document.querySelectorAll("button.copy").forEach(setupCopy);
  window.OracleCopy = setupCopy;
})();
