import webpush from 'web-push';
import type { Queryable } from '../repositories/day-fixes.repository.ts';
import { findSecret, keepSecret } from '../repositories/server-secrets.repository.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const NAME = 'vapid';

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set,
 * otherwise made on the first start and kept in the database, so every process signs with the
 * same key and the browsers' subscriptions (made for that public key) keep working after a
 * restart. Two processes starting at once both try to store theirs; the first stored wins and
 * both read it back.
 */
export async function loadVapidKeys(
  db: Queryable,
  configured: VapidKeys | undefined,
): Promise<VapidKeys> {
  if (configured) return configured;
  const made = webpush.generateVAPIDKeys();
  await keepSecret(db, NAME, JSON.stringify(made));
  const stored = JSON.parse((await findSecret(db, NAME)) ?? 'null') as VapidKeys | null;
  if (!stored?.publicKey || !stored.privateKey) throw new Error('no VAPID keys stored');
  return stored;
}
