/**
 * `/field/?task=<id>`: the address a tap on a new-task notification opens (issue 30; the server's
 * push/task-pushes.ts). The app opens on My tasks with that task, then takes the parameter out.
 */
const PARAM = 'task';

export function readTaskLink(): string | null {
  const id = new URLSearchParams(window.location.search).get(PARAM)?.trim();
  return id ? id : null;
}

/** Replaced, not pushed: Back does not go to the link again, and a reload does not reopen it. */
export function dropTaskLink(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAM)) return;
  url.searchParams.delete(PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
