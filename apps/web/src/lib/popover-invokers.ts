/**
 * Menus here are native popovers (`popovertarget`): the browser opens and closes them, Escape and
 * a tap outside included, with no script. What the browser does not do is keep `aria-expanded` on
 * the button in step (assistive technology and tests read it), nor anything in a browser without
 * the Popover API; this does both. Returns a function that stops it.
 */
export function syncPopoverInvokers(root: Document = document): () => void {
  const invokersOf = (popover: Element) =>
    Array.from(root.querySelectorAll('[popovertarget]')).filter(
      (invoker) => invoker.getAttribute('popovertarget') === popover.id,
    );
  const isOpen = (popover: Element) => {
    if (popover.hasAttribute('data-popover-open')) return true;
    try {
      return popover.matches(':popover-open');
    } catch {
      return false; // a browser (or test DOM) that does not know the pseudo-class
    }
  };
  const sync = (popover: Element) => {
    for (const invoker of invokersOf(popover)) {
      invoker.setAttribute('aria-expanded', String(isOpen(popover)));
    }
  };

  const onToggle = (event: Event) => {
    if (event.target instanceof Element && event.target.hasAttribute('popover')) {
      sync(event.target);
    }
  };
  // Without the Popover API, `popovertarget` means nothing: toggle an attribute CSS reads.
  const supported = typeof HTMLElement.prototype.showPopover === 'function';
  const onClick = (event: Event) => {
    const invoker =
      event.target instanceof Element ? event.target.closest('[popovertarget]') : null;
    const id = invoker?.getAttribute('popovertarget');
    const popover = id ? root.getElementById(id) : null;
    if (!popover) return;
    popover.toggleAttribute('data-popover-open');
    sync(popover);
  };

  // `toggle` does not bubble: listen in the capture phase to hear every popover's.
  root.addEventListener('toggle', onToggle, true);
  if (!supported) root.addEventListener('click', onClick);
  for (const popover of root.querySelectorAll('[popover][id]')) sync(popover);
  return () => {
    root.removeEventListener('toggle', onToggle, true);
    root.removeEventListener('click', onClick);
  };
}
