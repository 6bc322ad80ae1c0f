// Pages the server rendered (docs/decisions/0016) are readable without scripts: the app's code is
// fetched once the page and its pictures have loaded, so that they come first on a slow line.
// The server puts this script where the app's entry would be (apps/server/src/http/server-render.ts).
(function () {
  // The browser may offer the app for installation before the app is there: kept for it
  // (src/app/pwa/install-offer.ts), and no mini-infobar meanwhile.
  window.addEventListener('beforeinstallprompt', function (event) {
    event.preventDefault();
    window.venueInstallPrompt = event;
  });
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function start() {
    // Reads the browser's formatting data on another thread while the app downloads (intl-warmup.js).
    // (Without it, e.g. where workers are refused, the first date the app formats takes longer.)
    if (window.Worker) {
      try {
        new Worker('/intl-warmup.js');
      } catch {
        /* see above */
      }
    }
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.appendChild(link);
    });
    // A script element rather than import(): the browser compiles it while it downloads.
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  if (document.readyState === 'complete') setTimeout(start, 0);
  else window.addEventListener('load', function () { setTimeout(start, 0); }, { once: true });
})();
