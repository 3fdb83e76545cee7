import { afterEach, describe, expect, it } from 'vitest';
import { syncPopoverInvokers } from './popover-invokers';

describe('syncPopoverInvokers', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('keeps aria-expanded in step with the popover, and toggles it where the browser cannot', () => {
    document.body.innerHTML = `
      <button popovertarget="menu" aria-expanded="true">Menu</button>
      <nav id="menu" popover="auto"></nav>`;
    stop = syncPopoverInvokers();
    const button = document.querySelector('button');
    const nav = document.querySelector('nav');
    if (!button || !nav) throw new Error('no menu');
    // At start: closed, whatever the markup said.
    expect(button.getAttribute('aria-expanded')).toBe('false');
    // jsdom has no Popover API: the fallback attribute opens and closes it.
    button.click();
    expect(nav.hasAttribute('data-popover-open')).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    button.click();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
