/* Smash Up Oracle's service worker: the rules at the table without a signal.
 *
 * Served at /sw.js by web/views/offline.py, which fills in VERSION (changes
 * with every build and every static file) and PRECACHE (the rules, the terms,
 * the card lists, the pages the app needs). Installing caches all of them
 * (the pages from one response, /offline/bundle.json);
 * afterwards every page opened is network first (a few seconds at most),
 * stored as it goes by, and read from the cache when the network fails, so
 * every page already visited opens offline. Static files are cache first:
 * their URLs carry a version. The JSON API (search, the sandbox) is left to the
 * network, untouched. No dependencies.
 */
"use strict";

var VERSION = "__VERSION__";
var PRECACHE = __PRECACHE__;
var SHELL = "oracle-shell-" + VERSION;
var VISITED = "oracle-visited";
var OFFLINE_PAGE = "/offline";
var BUNDLE = "/offline/bundle.json";
var NETWORK_WAIT_MS = 4000;
var VISITED_MAX = 400;

/* The pages come in one response (/offline/bundle.json), the static files one by one. */
function keepAll(cache) {
  var statics = PRECACHE.filter(function (url) { return url.indexOf("/static/") === 0; });
  return cache.addAll(statics.concat([OFFLINE_PAGE])).then(function () {
    return fetch(BUNDLE, { credentials: "same-origin" });
  }).then(function (resp) {
    if (!resp.ok) { throw new Error("no bundle: " + resp.status); }
    return resp.json();
  }).then(function (bundle) {
    return Promise.all(Object.keys(bundle.pages).map(function (url) {
      var page = bundle.pages[url];
      return cache.put(url, new Response(page[1], { status: 200, headers: { "Content-Type": page[0] } }));
    }));
  });
}

self.addEventListener("install", function (event) {
  event.waitUntil(caches.open(SHELL).then(keepAll).then(function () { return self.skipWaiting(); }));
});

self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (names) {
    return Promise.all(names.filter(function (n) { return n.indexOf("oracle-shell-") === 0 && n !== SHELL; })
      .map(function (n) { return caches.delete(n); }));
  }).then(function () { return self.clients.claim(); }));
});

var stored = 0;

function remember(request, response) {
  if (!response || !response.ok || response.type !== "basic") { return; }
  var copy = response.clone();
  caches.open(VISITED).then(function (cache) {
    return cache.put(request, copy).then(function () {
      if (++stored % 20 !== 0) { return; }  // trim now and then: the oldest pages go first
      return cache.keys().then(function (keys) {
        for (var i = 0; i < keys.length - VISITED_MAX; i++) { cache.delete(keys[i]); }
      });
    });
  });
}

function fromCache(request) {
  return caches.match(request, { ignoreVary: true });
}

function offlineAnswer(request) {
  if (request.mode === "navigate") { return fromCache(OFFLINE_PAGE); }
  return new Response(JSON.stringify({ error: { status: 503, message: "offline: this was not saved on this device" } }),
    { status: 503, headers: { "Content-Type": "application/json" } });
}

/* The network's answer; after NETWORK_WAIT_MS without one, a saved copy if there is one
 * (a bad signal); when the network fails, the saved copy or our offline answer. */
function networkFirst(event) {
  var request = event.request;
  return new Promise(function (resolve) {
    var done = false;
    function answer(response) { if (!done && response) { done = true; resolve(response); } }
    fetch(request).then(function (response) {
      remember(request, response);
      answer(response);
    }, function () {
      fromCache(request).then(function (hit) { return hit || offlineAnswer(request); }).then(answer);
    });
    setTimeout(function () { if (!done) { fromCache(request).then(answer); } }, NETWORK_WAIT_MS);
  });
}

function cacheFirst(event) {
  return fromCache(event.request).then(function (hit) {
    return hit || fetch(event.request).then(function (response) { remember(event.request, response); return response; });
  });
}

self.addEventListener("fetch", function (event) {
  var request = event.request;
  if (request.method !== "GET") { return; }
  var url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === "/sw.js") { return; }
  if (url.pathname.indexOf("/static/") === 0) {
    event.respondWith(cacheFirst(event));
  } else if (request.mode === "navigate" || url.pathname === "/manifest.webmanifest") {
    event.respondWith(networkFirst(event));
  }
  // anything else (the JSON API, the sandbox's calls) goes to the network untouched
});
