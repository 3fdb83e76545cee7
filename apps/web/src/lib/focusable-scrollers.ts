/**
 * A region that scrolls but holds nothing focusable cannot be scrolled from the keyboard (WCAG
 * 2.1.1): while `element` overflows sideways it takes focus (tabindex 0), and not otherwise.
 * Plain DOM, so prerendered pages get it without React. Returns a function that stops watching.
 */
export function keepFocusableWhileScrolling(element: HTMLElement): () => void {
  const update = () => {
    const scrolls = element.scrollWidth > element.clientWidth + 1;
    if (scrolls) element.setAttribute('tabindex', '0');
    else element.removeAttribute('tabindex');
  };
  update();
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(update);
  observer.observe(element);
  return () => observer.disconnect();
}

/** The same for every `[data-focusable-while-scrolling]` element in the page. */
export function keepScrollersFocusable(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-focusable-while-scrolling]')) {
    keepFocusableWhileScrolling(element);
  }
}
