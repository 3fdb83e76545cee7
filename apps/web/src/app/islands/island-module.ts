/**
 * An interactive part of a prerendered public page, loaded only when a visitor reaches for it.
 * Each island module exports one of these; src/app/islands/island-loaders.ts names them.
 */
export interface IslandModule {
  /** Opens what a `data-island-open` button opens (a modal form), first loading its code. */
  open?(opener: HTMLElement): void;
  /**
   * Takes over the prerendered markup inside a `data-island` element; resolves once its event
   * handlers are attached, so held submits can be replayed.
   */
  hydrate?(container: HTMLElement): Promise<void>;
}
