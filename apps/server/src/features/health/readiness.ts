import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { ReadinessChecks } from '@ronda/shared';
import { MIGRATIONS_FOLDER } from '../../db/migrate.ts';
import { isQueueRunning, type Queue } from '../../jobs/queue.ts';
import { countAppliedMigrations, pingDatabase } from './health.repository.ts';

const PING_TIMEOUT_MS = 2_000;

/** How many migrations this build carries (drizzle-kit's journal). */
function committedMigrations(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

async function migrationsApplied(pool: pg.Pool): Promise<ReadinessChecks['migrations']> {
  try {
    return (await countAppliedMigrations(pool)) >= committedMigrations() ? 'ok' : 'pending';
  } catch {
    return 'unknown';
  }
}

/** Database reachable, this build's migrations applied, the job queue running. */
export async function readiness(pool: pg.Pool, queue: Queue | undefined): Promise<ReadinessChecks> {
  const database = (await pingDatabase(pool, PING_TIMEOUT_MS)) ? 'ok' : 'unreachable';
  return {
    database,
    migrations: database === 'ok' ? await migrationsApplied(pool) : 'unknown',
    queue: isQueueRunning(queue) ? 'ok' : 'not running',
  };
}

/** 'Not ready: the migrations are pending, the job queue is not running.' */
export function notReadyMessage(checks: ReadinessChecks): string {
  const parts: string[] = [];
  if (checks.database !== 'ok') parts.push('the database is unreachable');
  if (checks.migrations !== 'ok') parts.push(`the migrations are ${checks.migrations}`);
  if (checks.queue !== 'ok') parts.push('the job queue is not running');
  return `Not ready: ${parts.join(', ')}.`;
}
