import { DeletionForm } from '@/features/account-deletion/components/deletion-form';
import type { IslandModule } from './island-module';
import { hydrateIsland } from './island-root';

/** The account deletion form, taken over on the visitor's first touch of it. */
export const hydrate: IslandModule['hydrate'] = (container) =>
  hydrateIsland(container, <DeletionForm />);
