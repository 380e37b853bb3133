/* Smash Up Oracle: a linked term's definition in place (issue #17).
   Hover (mouse) or tap (touch) a term link: its definition shows in a small popup, with a link
   to the term's page. A second tap on the same term opens the page. Without JavaScript the
   term is a plain link. Definitions come from /terms.json, fetched once and cached. */
(function () {
  "use strict";
  var links = document.querySelectorAll("main a.term");
  if (!links.length || !window.fetch) { return; }
  var data = null, loading = null, pop = null, current = null, hideTimer = null, showTimer = null;
  var lastPointer = "mouse";

  function load() {
    if (!loading) {
      loading = fetch("/terms.json", { credentials: "same-origin" })
        .then(function (r) { if (!r.ok) { throw new Error(r.status); } return r.json(); })
        .then(function (d) { data = d; return d; });
    }
    return loading;
  }
  function termId(a) { return a.getAttribute("href").replace(/^\/rules\//, "").replace(/[#?].*$/, ""); }

  function ensurePop() {
    if (pop) { return pop; }
    pop = document.createElement("div");
    pop.className = "term-pop";
    pop.id = "term-pop";
    pop.setAttribute("role", "dialog");
    pop.hidden = true;
    pop.addEventListener("mouseenter", function () { clearTimeout(hideTimer); });
    pop.addEventListener("mouseleave", function () { hideSoon(); });
    document.body.appendChild(pop);
    return pop;
  }

  function fill(a) {
    var p = ensurePop(), entry = data && data[termId(a)];
    while (p.firstChild) { p.removeChild(p.firstChild); }
    var title = document.createElement("p");
    title.className = "term-pop-title";
    var b = document.createElement("b");
    b.textContent = entry ? entry.title : a.textContent;
    title.appendChild(b);
    var close = document.createElement("button");
    close.type = "button";
    close.className = "term-pop-close";
    close.setAttribute("aria-label", "Close");
    close.textContent = "×";
    close.addEventListener("click", hide);
    title.appendChild(close);
    p.appendChild(title);
    var body = document.createElement("p");
    body.className = "term-pop-text";
    body.textContent = entry ? entry.text : (data ? "No definition found." : "Loading…");
    p.appendChild(body);
    var more = document.createElement("a");
    more.href = a.getAttribute("href");
    more.textContent = "Open " + (entry ? entry.title : a.textContent) + " →";
    p.appendChild(more);
    p.setAttribute("aria-label", "Definition: " + (entry ? entry.title : a.textContent));
  }

  function place(a) {
    var r = a.getBoundingClientRect(), p = pop;
    var width = Math.min(352, document.documentElement.clientWidth - 16);
    p.style.width = width + "px";
    var left = Math.max(8, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - width - 8));
    p.style.left = left + "px";
    p.style.top = (r.bottom + window.scrollY + 6) + "px";
  }

  function show(a) {
    clearTimeout(hideTimer);
    current = a;
    fill(a);
    pop.hidden = false;
    place(a);
    a.setAttribute("aria-expanded", "true");
    a.setAttribute("aria-controls", "term-pop");
    if (!data) {
      load().then(function () { if (current === a) { fill(a); place(a); } },
                  function () { if (current === a) { hide(); } });
    }
  }
  function hide() {
    if (pop) { pop.hidden = true; }
    if (current) { current.setAttribute("aria-expanded", "false"); }
    current = null;
  }
  function hideSoon() { clearTimeout(hideTimer); hideTimer = setTimeout(hide, 250); }

  document.addEventListener("pointerdown", function (e) { lastPointer = e.pointerType || "mouse"; }, true);
  Array.prototype.forEach.call(links, function (a) {
    a.addEventListener("click", function (e) {
      if (lastPointer === "mouse" || current === a && pop && !pop.hidden) { return; }  // second tap: open
      e.preventDefault();
      show(a);
    });
    a.addEventListener("mouseenter", function (e) {
      if (lastPointer !== "mouse" && lastPointer !== "pen") { return; }
      clearTimeout(showTimer);
      load();
      showTimer = setTimeout(function () { show(a); }, 200);
    });
    a.addEventListener("mouseleave", function () { clearTimeout(showTimer); if (current === a) { hideSoon(); } });
    a.addEventListener("focus", function () { if (lastPointer === "mouse") { load(); } });
  });
  document.addEventListener("keydown", function (e) { if (e.key === "Escape") { hide(); } });
  document.addEventListener("click", function (e) {
    if (pop && !pop.hidden && !pop.contains(e.target) && !(e.target.closest && e.target.closest("a.term"))) { hide(); }
  });
  window.addEventListener("resize", function () { if (current) { place(current); } });
  // A bad signal should not make the first tap wait: fetch the definitions once the page is idle.
  (window.requestIdleCallback || function (f) { setTimeout(f, 1500); })(function () { load().catch(function () {}); });
})();
