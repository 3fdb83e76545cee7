import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { LIVE_ACTIVITY_KINDS, type LiveActivityEvent } from '@ronda/shared';
import {
  ACTIVITY_CHANNEL,
  LIVE_LOCATION_CHANNEL,
  PEOPLE_CHANGED_CHANNEL,
} from '../repositories/location-points.repository.ts';
import { ALERT_CHANNEL } from '../db/notify-channels.ts';

export interface LiveListener {
  /** People of the listener's company whose latest location moved forward. */
  moved: (userIds: readonly string[]) => void;
  /** A person's punches, breaks or work logs changed (issue 27). */
  activity?: (userId: string, kind: LiveActivityEvent['kind']) => void;
  /** An alert of the listener's company opened or closed (issue 30). */
  alert?: (alertId: string) => void;
  /** Notifications may have been missed (the connection dropped): start again from a snapshot. */
  resync: () => void;
}

/** What a cache of the company's people needs to hear (see latest-board.ts). */
export interface CacheListener {
  moved: (companyId: string, userId: string) => void;
  /** A person of the company was added, renamed, deactivated or moved between departments. */
  personChanged: (companyId: string, userId: string) => void;
  /** Anything may have been missed. */
  reset: () => void;
}

const FLUSH_MS = 50;
/** A barrier slower than this means a broken connection: answer from the database instead. */
const BARRIER_TIMEOUT_MS = 2000;
const RECONNECT_MS = [250, 1000, 3000, 5000];

const parse = (payload: string | undefined): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * One LISTEN connection per server process, of its own (a pool slot would be held for ever).
 * PostgreSQL delivers each notification to every process that listens, so a point posted to any
 * process reaches streams and caches in all of them. Streams get moves together (one read per
 * company every 50 ms); caches hear each one at once.
 */
export class LiveHub {
  private client: pg.Client | undefined;
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private readonly caches = new Set<CacheListener>();
  private readonly pending = new Map<string, Set<string>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failures = 0;

  private readonly connection: pg.ClientConfig;
  private readonly log: FastifyBaseLogger;

  constructor(connection: pg.ClientConfig, log: FastifyBaseLogger) {
    this.connection = connection;
    this.log = log;
  }

  /**
   * Starts listening in the background: a database that is down now (the server still starts and
   * reports it on /api/health) is retried until it answers.
   */
  start(): void {
    this.connect().catch((error: unknown) => {
      this.log.warn({ err: error }, 'live location listener could not connect; retrying');
      this.reconnect();
    });
  }

  get connected(): boolean {
    return this.client !== undefined;
  }

  /**
   * Resolves once every notification committed before the call has been handled here, or false
   * when not listening. PostgreSQL sends a listening session its pending notifications before it
   * answers that session's next query, so one round trip on this connection is the barrier.
   */
  async barrier(): Promise<boolean> {
    const client = this.client;
    if (!client) return false;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), BARRIER_TIMEOUT_MS);
    });
    try {
      const answered = await Promise.race([client.query('select 1').then(() => true), timeout]);
      if (!answered) this.onLost(client, new Error('the listening connection stopped answering'));
      return answered && this.client === client;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  subscribe(companyId: string, listener: LiveListener): () => void {
    let set = this.listeners.get(companyId);
    if (!set) this.listeners.set(companyId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(companyId);
    };
  }

  watch(cache: CacheListener): void {
    this.caches.add(cache);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.flushTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    // Keep-alive probes find a half-open connection that would otherwise never report an error.
    const client = new pg.Client({ ...this.connection, keepAlive: true });
    client.on('notification', (message) => this.onNotification(message.channel, message.payload));
    client.on('error', (error) => this.onLost(client, error));
    client.on('end', () => this.onLost(client, new Error('connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${LIVE_LOCATION_CHANNEL}`);
      await client.query(`listen ${PEOPLE_CHANGED_CHANNEL}`);
      await client.query(`listen ${ACTIVITY_CHANNEL}`);
      await client.query(`listen ${ALERT_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.failures = 0;
  }

  private onNotification(channel: string, payload: string | undefined) {
    const message = parse(payload);
    const companyId = message?.companyId;
    if (channel === ALERT_CHANNEL) {
      const alertId = message?.alertId;
      if (typeof companyId !== 'string' || typeof alertId !== 'string') return;
      for (const listener of this.listeners.get(companyId) ?? []) listener.alert?.(alertId);
      return;
    }
    const userId = message?.userId;
    if (typeof companyId !== 'string' || typeof userId !== 'string') return;
    if (channel === PEOPLE_CHANGED_CHANNEL) {
      for (const cache of this.caches) cache.personChanged(companyId, userId);
      return;
    }
    if (channel === ACTIVITY_CHANNEL) {
      const kind = LIVE_ACTIVITY_KINDS.find((k) => k === message?.kind);
      if (!kind) return;
      for (const listener of this.listeners.get(companyId) ?? []) listener.activity?.(userId, kind);
      return;
    }
    for (const cache of this.caches) cache.moved(companyId, userId);
    if (!this.listeners.has(companyId)) return;
    let users = this.pending.get(companyId);
    if (!users) this.pending.set(companyId, (users = new Set()));
    users.add(userId);
    this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
  }

  private flush() {
    this.flushTimer = undefined;
    const pending = [...this.pending];
    this.pending.clear();
    for (const [companyId, users] of pending) {
      for (const listener of this.listeners.get(companyId) ?? []) listener.moved([...users]);
    }
  }

  private onLost(client: pg.Client, error: Error) {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    for (const cache of this.caches) cache.reset();
    client.end().catch(() => undefined);
    this.log.warn({ err: error }, 'live location listener lost its connection; reconnecting');
    this.reconnect();
  }

  private reconnect() {
    if (this.stopped) return;
    const delay = RECONNECT_MS[Math.min(this.failures, RECONNECT_MS.length - 1)] ?? 5000;
    this.failures += 1;
    setTimeout(() => {
      if (this.stopped) return;
      this.connect().then(
        () => {
          for (const cache of this.caches) cache.reset();
          for (const set of this.listeners.values()) for (const l of set) l.resync();
        },
        () => this.reconnect(),
      );
    }, delay).unref();
  }
}
