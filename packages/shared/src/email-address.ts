import { z } from 'zod';

/**
 * The e-mail address a visitor types on a public form (the request modal, contact, deletion,
 * pilot, the customer request form). One rule for all of them, used by the server to refuse and
 * by the web forms to check before sending, so what the browser accepts the server accepts too.
 * zod's rule wants a dot and a top-level domain after the @: `priya@naik` is refused.
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .email({ error: 'must be an e-mail address' });
