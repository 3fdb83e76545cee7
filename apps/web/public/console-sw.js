/* global self, importScripts */
/*
 * The console's service worker (issue 30): browser notifications of alerts for admins and
 * supervisors, nothing else. It caches nothing and has no fetch handler, so the console loads
 * exactly as without it. Registered at scope `/` only when someone turns notifications on in the
 * alerts panel (features/alerts); the field app's own worker keeps `/field`, the longer scope,
 * which wins for its pages.
 *
 * The push and notificationclick handlers are the field app's (one script for both workers).
 */
importScripts('/field/push-sw.js');

// Nothing cached, so nothing for a new version to wait for.
self.addEventListener('install', function onInstall() {
  self.skipWaiting();
});

// Console tabs open before the first registration become this worker's, so a tap on a
// notification can move one of them to the alert's page instead of opening another.
self.addEventListener('activate', function onActivate(event) {
  event.waitUntil(self.clients.claim());
});
