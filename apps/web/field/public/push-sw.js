/* global self */
/*
 * Web Push in Ronda's service workers (issue 30): a notification for each push, and a tap on it
 * opening the page the message names.
 *
 * Loaded with importScripts by the field app's worker (workbox's `importScripts` in
 * vite.field.config.ts) and by the console's (/console-sw.js). It is served as it is, outside the
 * bundle, so it is plain JavaScript that runs in any browser with push, and it sits in a function
 * so its names do not meet workbox's in the worker's one global scope.
 *
 * A message's data is JSON { title, body, url, tag } (packages/shared/src/push.ts); `url` is a
 * page of this site, such as /field/?task=<id> or /tasks?q=<id>.
 */
(function pushWorker() {
  'use strict';

  // One icon for both workers: the console has no PNG of its own, and some platforms show no SVG.
  var ICON = '/field/icons/icon-192.png';
  var FALLBACK_TITLE = 'Ronda';

  /** The page to open: same-origin only, so a message can never send a tap to another site. */
  function pageUrl(value) {
    var home = self.registration.scope;
    if (typeof value !== 'string' || value === '') return home;
    try {
      var url = new URL(value, self.location.origin);
      return url.origin === self.location.origin ? url.href : home;
    } catch {
      return home;
    }
  }

  /** The message, or the best that can be shown of one the server did not shape (never nothing:
   * a push with userVisibleOnly must show a notification, or the browser shows its own). */
  function readMessage(data) {
    var message = {};
    if (data) {
      try {
        message = data.json() || {};
      } catch {
        message = { body: data.text() };
      }
    }
    var text = function (value) {
      return typeof value === 'string' ? value : '';
    };
    return {
      title: text(message.title) || FALLBACK_TITLE,
      body: text(message.body),
      url: pageUrl(message.url),
      tag: text(message.tag),
    };
  }

  self.addEventListener('push', function onPush(event) {
    var message = readMessage(event.data);
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: ICON,
        data: { url: message.url },
      }),
    );
  });

  /**
   * A window of this worker's app that is open already is brought forward and moved to the page
   * (the person keeps one copy of the app); with none, a new one opens. Only windows this worker
   * controls can be navigated by it, so those are the ones looked at: the field app's worker sees
   * the field app's tabs, the console's the console's.
   */
  function openPage(url) {
    return self.clients.matchAll({ type: 'window' }).then(function (windows) {
      var open =
        windows.find(function (client) {
          return client.focused;
        }) || windows[0];
      if (!open) return self.clients.openWindow(url);
      return open
        .focus()
        .then(function (focused) {
          return (focused || open).navigate(url);
        })
        .catch(function () {
          // Refused (the tab closed meanwhile, or is no longer this worker's): a new window.
          return self.clients.openWindow(url);
        });
    });
  }

  self.addEventListener('notificationclick', function onClick(event) {
    event.notification.close();
    var data = event.notification.data || {};
    event.waitUntil(openPage(pageUrl(data.url)));
  });
})();
