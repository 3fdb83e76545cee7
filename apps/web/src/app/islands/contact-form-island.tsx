import { ContactForm } from '@/features/contact/components/contact-form';
import type { IslandModule } from './island-module';
import { hydrateIsland } from './island-root';

/** The contact form, taken over on the visitor's first touch of it. */
export const hydrate: IslandModule['hydrate'] = (container) =>
  hydrateIsland(container, <ContactForm />);
