/* global window, document */
/**
 * The SCORM launcher on the package origin (modules/files/package-origin.ts serves it at
 * /p/<token>/<package id>/__ascent/launch.html?entry=&version=). It holds scorm-again's
 * runtime as window.API (1.2) or window.API_1484_11 (2004), so the package's pages, framed
 * below it on the same origin, find it on window.parent and get synchronous answers; it
 * asks the learner site (its parent frame, a different origin) for the saved cmi once, and
 * posts the cmi back on every commit and finish and each minute. Messages go to the site the
 * launch token names and are accepted from that site's frame only.
 */
(function () {
  'use strict';
  var AUTOSAVE_MS = 60000;
  var segments = window.location.pathname.split('/');
  // /p/<expires>.<site base64url>.<hmac>/<id>/__ascent/launch.html
  var token = segments[2] || '';
  var siteB64 = token.split('.')[1] || '';
  var site = window.atob(siteB64.replace(/-/g, '+').replace(/_/g, '/'));
  var params = new URLSearchParams(window.location.search);
  var is2004 = params.get('version') === '2004';
  var packageBase = new URL('../', window.location.href);
  var launch = new URL(params.get('entry') || '', packageBase);
  // Only a page of this package, on this origin, is launched.
  if (
    launch.origin !== window.location.origin ||
    launch.pathname.indexOf(packageBase.pathname) !== 0 ||
    window.parent === window
  )
    return;

  var api = null;
  var lastSent = '';
  function send(message) {
    message.source = 'ascent-package';
    window.parent.postMessage(message, site);
  }
  function commit(finished) {
    var cmi = JSON.parse(JSON.stringify(api.renderCommitCMI(true)));
    var tree = cmi.cmi || cmi;
    var text = JSON.stringify(tree);
    if (!finished && text === lastSent) return;
    lastSent = text;
    send({ type: 'commit', cmi: tree, finished: !!finished });
  }
  function start(saved) {
    api = is2004
      ? new window.Scorm2004API({ autocommit: false })
      : new window.Scorm12API({ autocommit: false });
    if (saved && typeof saved === 'object' && Object.keys(saved).length)
      api.loadFromJSON(saved, '');
    api.on(is2004 ? 'Commit' : 'LMSCommit', function () {
      commit(false);
    });
    api.on(is2004 ? 'Terminate' : 'LMSFinish', function () {
      commit(true);
    });
    window[is2004 ? 'API_1484_11' : 'API'] = api;
    window.setInterval(function () {
      commit(false);
    }, AUTOSAVE_MS);
    var frame = document.createElement('iframe');
    frame.title = document.title;
    frame.src = launch.href;
    document.body.appendChild(frame);
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== site || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== 'ascent-lms' || data.type !== 'init' || api) return;
    start(data.cmi);
  });
  send({ type: 'ready' });
})();
