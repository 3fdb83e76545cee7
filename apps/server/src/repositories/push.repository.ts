import { sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@ronda/shared';
import type { Database } from '../db/client.ts';
import type { Queryable } from './day-fixes.repository.ts';

export interface OutboxRow {
  id: string;
  companyId: string;
  userId: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  attempts: number;
}

export interface SubscriptionRow {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A browser's subscription is its endpoint's: signing in as someone else on it moves it. */
export async function saveSubscription(
  db: Queryable,
  owner: { companyId: string; userId: string; sessionId: string },
  input: PushSubscriptionInput,
) {
  await db.query(
    `insert into push_subscriptions (company_id, user_id, endpoint, p256dh, auth, session_id)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (endpoint) do update set company_id = excluded.company_id,
       user_id = excluded.user_id, p256dh = excluded.p256dh, auth = excluded.auth,
       session_id = excluded.session_id`,
    [
      owner.companyId,
      owner.userId,
      input.endpoint,
      input.keys.p256dh,
      input.keys.auth,
      owner.sessionId,
    ],
  );
}

export async function deleteSubscription(db: Queryable, userId: string, endpoint: string) {
  const { rowCount } = await db.query(
    'delete from push_subscriptions where user_id = $1 and endpoint = $2',
    [userId, endpoint],
  );
  return rowCount ?? 0;
}

export async function deleteSubscriptionById(db: Queryable, id: string) {
  await db.query('delete from push_subscriptions where id = $1', [id]);
}

export async function subscriptionsOf(
  db: Queryable,
  companyId: string,
  userId: string,
): Promise<SubscriptionRow[]> {
  const { rows } = await db.query<SubscriptionRow>(
    // Only under a sign-in still going (older rows have none and are kept).
    `select p.id, p.endpoint, p.p256dh, p.auth from push_subscriptions p
      where p.company_id = $1 and p.user_id = $2
        and (p.session_id is null or exists (
          select 1 from sessions s
           where s.id = p.session_id and s.revoked_at is null and s.expires_at > now()))`,
    [companyId, userId],
  );
  return rows;
}

/** Messages for people who have a subscription (no row is written for one who never allowed). */
export async function enqueuePushes(
  db: Pick<Database, 'execute'>,
  messages: readonly Omit<OutboxRow, 'id' | 'attempts'>[],
) {
  if (messages.length === 0) return;
  // As one JSON value: drizzle spreads an array parameter into a list of parameters.
  const rows = messages.map((m) => ({
    company_id: m.companyId,
    user_id: m.userId,
    title: m.title,
    body: m.body,
    url: m.url,
    tag: m.tag,
  }));
  await db.execute(sql`
    insert into push_outbox (company_id, user_id, title, body, url, tag)
    select m.company_id, m.user_id, m.title, m.body, m.url, m.tag
      from json_to_recordset(${JSON.stringify(rows)}::json)
           as m(company_id uuid, user_id uuid, title text, body text, url text, tag text)
     where exists (select 1 from push_subscriptions s
                    where s.company_id = m.company_id and s.user_id = m.user_id)`);
}

/**
 * Takes waiting messages for sending: marked sent as they are taken, so another process skips
 * them; one that fails is handed back (releaseForRetry) up to five tries.
 */
export async function claimOutbox(db: Queryable, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `update push_outbox set sent_at = now(), attempts = attempts + 1
      where id in (select id from push_outbox where sent_at is null and attempts < 5
                    order by created_at for update skip locked limit $1)
      returning id, company_id as "companyId", user_id as "userId", title, body, url, tag,
                attempts`,
    [limit],
  );
  return rows;
}

export async function releaseForRetry(db: Queryable, id: string) {
  await db.query('update push_outbox set sent_at = null where id = $1', [id]);
}
