import { loadChunk } from '@/lib/load-chunk';
import { ISLAND_LOADERS, isIslandName, type IslandName } from './island-loaders';
import type { HeldAction } from './held-actions';
import type { IslandModule } from './island-module';

const modules = new Map<IslandName, Promise<IslandModule>>();
const hydrations = new WeakMap<HTMLElement, Promise<void>>();
const hydrated = new WeakSet<HTMLElement>();

function loadIsland(name: IslandName): Promise<IslandModule> {
  let loading = modules.get(name);
  if (!loading) {
    loading = loadChunk(ISLAND_LOADERS[name]);
    // A failed fetch (offline, deploy in between) may be tried again on the next tap.
    loading.catch(() => modules.delete(name));
    modules.set(name, loading);
  }
  return loading;
}

function openerOf(target: EventTarget | null): HTMLElement | null {
  const opener = target instanceof Element ? target.closest('[data-island-open]') : null;
  return opener instanceof HTMLElement && isIslandName(opener.dataset.islandOpen) ? opener : null;
}

function islandOf(target: EventTarget | null): HTMLElement | null {
  const island = target instanceof Element ? target.closest('[data-island]') : null;
  return island instanceof HTMLElement && isIslandName(island.dataset.island) ? island : null;
}

async function open(opener: HTMLElement): Promise<void> {
  const name = opener.dataset.islandOpen;
  if (!isIslandName(name)) return;
  opener.setAttribute('aria-busy', 'true');
  try {
    (await loadIsland(name)).open?.(opener);
  } catch (error) {
    console.warn('The form could not be loaded.', error);
  } finally {
    opener.removeAttribute('aria-busy');
  }
}

/** Hydrates an island once; later calls get the same promise. */
function hydrate(island: HTMLElement): Promise<void> {
  let done = hydrations.get(island);
  if (!done) {
    const name = island.dataset.island;
    done = isIslandName(name)
      ? loadIsland(name)
          .then((module) => module.hydrate?.(island))
          .then(() => void hydrated.add(island))
      : Promise.resolve();
    done.catch((error: unknown) => {
      hydrations.delete(island);
      console.warn('This part of the page could not start.', error);
    });
    hydrations.set(island, done);
  }
  return done;
}

async function replaySubmit(form: HTMLFormElement): Promise<void> {
  const island = islandOf(form);
  if (!island) return;
  await hydrate(island);
  form.requestSubmit();
}

/**
 * Wires the page's islands: a button that opens one loads it on click (and fetches it early when
 * pointed at or focused); a prerendered island is taken over on the visitor's first touch, key or
 * focus inside it, so nothing of it is downloaded for a visitor who only reads. Then replays what
 * was held before this script ran, in order.
 */
export function startIslands(held: readonly HeldAction[]): () => void {
  const prefetch = (event: Event) => {
    const opener = openerOf(event.target);
    const name = opener?.dataset.islandOpen;
    if (isIslandName(name)) loadIsland(name).catch(() => undefined);
    const island = islandOf(event.target);
    if (island) void hydrate(island).catch(() => undefined);
  };
  const onClick = (event: Event) => {
    const opener = openerOf(event.target);
    if (!opener) return;
    event.preventDefault();
    void open(opener);
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    const island = islandOf(form);
    if (!(form instanceof HTMLFormElement) || !island || hydrated.has(island)) return;
    // Not taken over yet (sent before React arrived): hold it until it is.
    event.preventDefault();
    void replaySubmit(form);
  };
  const early = ['pointerover', 'focusin', 'touchstart', 'pointerdown', 'keydown'];
  for (const type of early) {
    document.addEventListener(type, prefetch, { capture: true, passive: true });
  }
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);

  for (const { kind, element } of held) {
    if (kind === 'open' && element instanceof HTMLElement) void open(element);
    if (kind === 'submit' && element instanceof HTMLFormElement) void replaySubmit(element);
  }
  return () => {
    for (const type of early) document.removeEventListener(type, prefetch, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
  };
}
