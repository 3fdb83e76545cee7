import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Unavailable } from './database-unavailable.ts';

interface Episode {
  since: number;
  first: Unavailable;
  refused: number;
  lastRefusedAt: number;
  timer: NodeJS.Timeout;
  probing: boolean;
}

export interface OutageTiming {
  /** How often the end of an outage is checked for (1 s). */
  checkEveryMs?: number;
  /** A busy pool has recovered once no request waited too long for this long (5 s). */
  poolQuietMs?: number;
}

/**
 * One database outage is one episode in the log: its first refused request logs why (an error,
 * for the operator's alerting), the rest are only counted, and the recovery logs how long it
 * lasted and how many requests were answered 503. A log line per request would bury the cause
 * under thousands of copies in a busy minute.
 *
 * The end is checked for, not inferred from traffic: a connection outage ends when a new
 * connection opens and answers (an idle one that still works proves nothing while new ones are
 * refused); a busy pool's ends when no request has waited too long for a while and nobody waits.
 */
export class DatabaseOutage {
  private episode: Episode | undefined;
  private readonly pool: pg.Pool;
  private readonly log: FastifyBaseLogger;
  private readonly checkEveryMs: number;
  private readonly poolQuietMs: number;

  constructor(pool: pg.Pool, log: FastifyBaseLogger, timing: OutageTiming = {}) {
    this.pool = pool;
    this.log = log;
    this.checkEveryMs = timing.checkEveryMs ?? 1_000;
    this.poolQuietMs = timing.poolQuietMs ?? 5_000;
  }

  /** A request was answered 503 because of `cause`. */
  refused(cause: Unavailable, requestId: string): void {
    const now = Date.now();
    if (this.episode) {
      this.episode.refused += 1;
      this.episode.lastRefusedAt = now;
      return;
    }
    const timer = setInterval(() => void this.check(), this.checkEveryMs);
    timer.unref();
    this.episode = {
      since: now,
      first: cause,
      refused: 1,
      lastRefusedAt: now,
      timer,
      probing: false,
    };
    this.log.error(
      { database: { ...cause }, reqId: requestId },
      cause.kind === 'pool'
        ? 'database unavailable: every connection stayed busy; answering 503 until one is free'
        : 'database unavailable: answering 503 until a connection opens again',
    );
  }

  /** Stops checking (the app is closing). */
  stop(): void {
    if (this.episode) clearInterval(this.episode.timer);
    this.episode = undefined;
  }

  private async check(): Promise<void> {
    const episode = this.episode;
    if (!episode || episode.probing) return;
    episode.probing = true;
    try {
      const over =
        episode.first.kind === 'pool'
          ? Date.now() - episode.lastRefusedAt >= this.poolQuietMs && this.pool.waitingCount === 0
          : await this.newConnectionAnswers();
      if (over && this.episode === episode) this.recovered(episode);
    } finally {
      episode.probing = false;
    }
  }

  private async newConnectionAnswers(): Promise<boolean> {
    const client = new pg.Client(this.pool.options);
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private recovered(episode: Episode): void {
    clearInterval(episode.timer);
    this.episode = undefined;
    this.log.info(
      {
        database: { code: episode.first.code, kind: episode.first.kind },
        outageSeconds: Math.round((Date.now() - episode.since) / 100) / 10,
        refusedRequests: episode.refused,
      },
      'database available again',
    );
  }
}
