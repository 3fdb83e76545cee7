import type { IslandModule } from './island-module';

/**
 * Every island a prerendered page may name in `data-island` or `data-island-open`. Each is its
 * own chunk (React comes with the first one), fetched on a visitor's first move towards it.
 */
const loaders = {
  'request-modal': () => import('./request-modal-island'),
  'pilot-modal': () => import('./pilot-modal-island'),
  'contact-form': () => import('./contact-form-island'),
  'deletion-form': () => import('./deletion-form-island'),
} satisfies Record<string, () => Promise<IslandModule>>;

export type IslandName = keyof typeof loaders;
export const ISLAND_LOADERS: Record<IslandName, () => Promise<IslandModule>> = loaders;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLAND_LOADERS, name);
}
