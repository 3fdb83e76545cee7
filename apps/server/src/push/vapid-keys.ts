import webpush from 'web-push';
import type { Queryable } from '../repositories/day-fixes.repository.ts';

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
  await db.query(
    `insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing`,
    [NAME, JSON.stringify(made)],
  );
  const { rows } = await db.query<{ value: string }>(
    'select value from server_secrets where name = $1',
    [NAME],
  );
  const stored = JSON.parse(rows[0]?.value ?? 'null') as VapidKeys | null;
  if (!stored?.publicKey || !stored.privateKey) throw new Error('no VAPID keys stored');
  return stored;
}
