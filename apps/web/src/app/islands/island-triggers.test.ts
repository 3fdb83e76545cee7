import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IslandModule } from './island-module';

// Stand-in islands: the real ones render React forms; these record what the runtime asked of them.
const calls: string[] = [];
let finishHydration: () => void = () => undefined;
const requestModal: IslandModule = {
  open: (opener) => void calls.push(`open ${opener.dataset.islandArg}`),
};
const contactForm: IslandModule = {
  hydrate: (container) =>
    new Promise<void>((resolve) => {
      calls.push(`hydrate ${container.dataset.island}`);
      finishHydration = () => {
        container.querySelector('form')?.addEventListener('submit', (event) => {
          event.preventDefault();
          calls.push('submitted by the island');
        });
        resolve();
      };
    }),
};
vi.mock('./island-loaders', () => ({
  ISLAND_LOADERS: {
    'request-modal': () => Promise.resolve(requestModal),
    'contact-form': () => Promise.resolve(contactForm),
  },
  isIslandName: (name: string | undefined) => name === 'request-modal' || name === 'contact-form',
}));

const { startIslands } = await import('./island-triggers');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('public page islands (issue 18)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    calls.length = 0;
    document.body.innerHTML = `
      <button type="button" data-island-open="request-modal" data-island-arg="demo">Request a Demo</button>
      <div data-island="contact-form"><form><input name="name" /><button>Send</button></form></div>`;
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('replays a tap held before the script ran, then opens on later taps', async () => {
    const opener = document.querySelector<HTMLElement>('[data-island-open]');
    if (!opener) throw new Error('no opener');
    stop = startIslands([{ kind: 'open', element: opener }]);
    await settle();
    expect(calls).toEqual(['open demo']);
    opener.dataset.islandArg = 'information';
    opener.click();
    await settle();
    expect(calls).toEqual(['open demo', 'open information']);
    expect(opener.hasAttribute('aria-busy')).toBe(false);
  });

  it('takes a form over on the first focus inside it, and holds a submit until it has', async () => {
    stop = startIslands([]);
    const form = document.querySelector('form');
    const input = document.querySelector('input');
    if (!form || !input) throw new Error('no form');
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await settle();
    expect(calls).toEqual(['hydrate contact-form']);

    const native = vi.fn();
    document.addEventListener('submit', native);
    form.requestSubmit();
    await settle();
    // Not sent by the browser, not yet by the island: held.
    expect(native.mock.calls[0]?.[0].defaultPrevented).toBe(true);
    expect(calls).toEqual(['hydrate contact-form']);

    finishHydration();
    await settle();
    await settle();
    expect(calls).toEqual(['hydrate contact-form', 'submitted by the island']);
    document.removeEventListener('submit', native);
  });
});
