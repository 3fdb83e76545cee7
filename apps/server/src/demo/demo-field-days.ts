import { and, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import {
  addPlayResults,
  createDeviceClient,
  DEMO_STAFF,
  emptyPlayResult,
  IST_OFFSET_MINUTES,
  localDateOf,
  planFieldDay,
  playFieldDay,
  type FieldDayPlan,
  type PlayResult,
} from '@ronda/device-simulator';
import { closeSession, openSession } from '../auth/sessions.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { DEMO_COMPANY_ID } from '../db/seed/demo-ids.ts';
import { DEMO_EMPLOYEE_EMAIL } from '../db/seed/demo-people.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Everyone of the demo's field staff but the one offered for sign-in on /field (issue 27): a
 * visitor who signs in as them sees only what they did, not a simulated day beside it.
 */
export const DEMO_PLAYED_STAFF = DEMO_STAFF.filter((s) => s.email !== DEMO_EMPLOYEE_EMAIL);
export const DEMO_LIVE_INTERVAL_MS = 10_000;

interface Player {
  key: string;
  sessionId: string;
  send: (plan: FieldDayPlan, after: Date | undefined, until: Date) => Promise<PlayResult>;
  today: FieldDayPlan;
}

export interface DemoFieldDays {
  /** Yesterday and today so far, sent; resolves with what the server answered. */
  ready: Promise<PlayResult>;
  stop: () => Promise<void>;
}

/**
 * Gives the demo company's field staff real days through the device API of this very server:
 * yesterday whole and today up to now at start, then today as it happens, every 10 s. Plans are
 * the simulator's, fixed by person and date, so a restart re-sends the same ids and the server
 * stores nothing twice.
 */
export function startDemoFieldDays(deps: {
  db: Database;
  sessionSecret: string;
  baseUrl: string;
  log: Logger;
  now?: () => Date;
  intervalMs?: number;
}): DemoFieldDays {
  const now = deps.now ?? (() => new Date());
  const players: Player[] = [];
  let timer: NodeJS.Timeout | undefined;
  let tick: Promise<unknown> = Promise.resolve();
  let sentUntil = now();
  let stopped = false;

  // The demo company is in Goa (Asia/Kolkata, no daylight saving).
  const dayOf = (at: Date) => localDateOf(at.getTime(), IST_OFFSET_MINUTES);
  const planFor = (key: string, at: Date) => planFieldDay({ employeeKey: key, date: dayOf(at) });

  async function begin(): Promise<PlayResult> {
    const staff = await deps.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.companyId, DEMO_COMPANY_ID),
          eq(users.status, 'active'),
          inArray(
            users.email,
            DEMO_PLAYED_STAFF.map((s) => s.email),
          ),
        ),
      );
    const start = now();
    for (const member of DEMO_PLAYED_STAFF) {
      const user = staff.find((u) => u.email === member.email);
      if (!user || stopped) continue;
      const session = await openSession(deps.db, deps.sessionSecret, {
        user,
        method: 'demo',
        userAgent: 'Ronda demo field day',
        // Sessions live in real time, whatever clock the days are played on.
        now: new Date(),
      });
      if (stopped) {
        await closeSession(deps.db, session.sessionId, new Date());
        break;
      }
      const client = createDeviceClient({ baseUrl: deps.baseUrl, token: session.token });
      players.push({
        key: member.key,
        sessionId: session.sessionId,
        send: (plan, after, until) =>
          playFieldDay(client, plan, { ...(after ? { after } : {}), until }),
        today: planFor(member.key, start),
      });
    }
    sentUntil = start;
    const results = await Promise.all(
      players.map(async (p) => {
        const yesterday = planFor(p.key, new Date(start.getTime() - DAY_MS));
        const past = await p.send(yesterday, undefined, start);
        return addPlayResults(past, await p.send(p.today, undefined, start));
      }),
    );
    return results.reduce(addPlayResults, emptyPlayResult());
  }

  async function advance() {
    const until = now();
    const after = sentUntil;
    sentUntil = until;
    await Promise.all(
      players.map(async (p) => {
        const date = dayOf(until);
        if (p.today.truth.date !== date) {
          await p.send(p.today, after, until); // the rest of the day that just ended
          p.today = planFor(p.key, until);
        }
        await p.send(p.today, after, until);
      }),
    );
  }

  const ready = begin();
  ready.then(
    (result) => {
      deps.log.info(
        { people: players.length, accepted: result.accepted, actions: result.actionsSent },
        'demo field days sent',
      );
      if (stopped) return;
      timer = setInterval(() => {
        tick = tick.then(advance).catch((err: unknown) => {
          if (!stopped) deps.log.warn({ err }, 'demo field day could not send');
        });
      }, deps.intervalMs ?? DEMO_LIVE_INTERVAL_MS);
      timer.unref();
    },
    (err: unknown) => {
      if (!stopped) deps.log.warn({ err }, 'demo field days could not start');
    },
  );

  return {
    ready,
    // Ending the sessions stops whatever is still being sent: the next request answers 401 and
    // the player gives up at once, instead of the server waiting for a whole day's replay.
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      for (const p of players) await closeSession(deps.db, p.sessionId, new Date());
      await Promise.allSettled([ready, tick]);
    },
  };
}
