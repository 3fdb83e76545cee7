/**
 * Back closes a dialog instead of leaving the page (issue 28; on Android, Back is how people
 * close dialogs). While any dialog is open, one history entry of ours sits on top: the same URL
 * and the router's own state (so React Router sees a POP to where it already is), plus a mark.
 * Back pops it and the top dialog is asked to close; a dialog closed by its own buttons takes
 * the entry away again, so Forward never leads to a dialog that is gone.
 */

const MARK = 'rondaDialog';

/** Returns false when the dialog stayed open (the person chose to keep what they typed). */
export type DialogCloser = () => boolean;

const stack: DialogCloser[] = [];
let entryPushed = false;
let ignoreNextPop = false;
let listening = false;

const marked = () => {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && MARK in state;
};

function pushEntry() {
  const state: unknown = window.history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  window.history.pushState({ ...base, [MARK]: true }, '');
  entryPushed = true;
}

function onPopState() {
  if (ignoreNextPop) {
    ignoreNextPop = false;
    return;
  }
  if (!entryPushed || marked()) return;
  entryPushed = false;
  const top = stack[stack.length - 1];
  if (top && !top()) pushEntry();
}

/** Called by a dialog as it opens; the returned function is called as it closes. */
export function registerDialog(close: DialogCloser): () => void {
  if (!listening) {
    // Kept for the page's life: the Back that takes our entry away arrives after the last
    // dialog closed, and must still be recognised as ours.
    window.addEventListener('popstate', onPopState);
    listening = true;
  }
  stack.push(close);
  if (!entryPushed) pushEntry();
  return () => {
    const at = stack.lastIndexOf(close);
    if (at >= 0) stack.splice(at, 1);
    // After this turn: a dialog that replaces another (the subtask's photo opening over it)
    // registers in between and keeps the entry.
    setTimeout(() => {
      if (stack.length > 0) {
        if (!entryPushed) pushEntry();
        return;
      }
      if (!entryPushed) return;
      entryPushed = false;
      // Only our own entry is taken back; a page the dialog navigated to keeps its place.
      if (marked()) {
        ignoreNextPop = true;
        window.history.back();
      }
    }, 0);
  };
}
