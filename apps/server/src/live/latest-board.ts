import { isInScope, scopeKeyOf, type PeopleScope } from '../auth/access-policy.ts';
import type { Database } from '../db/client.ts';
import { joinAscii, latestLocationJson } from '../presenters/latest-location.presenter.ts';
import {
  findDepartmentMemberships,
  findLatestLocations,
  type LatestLocationRow,
} from '../repositories/latest-locations.repository.ts';
import type { CacheListener, LiveHub } from './live-hub.ts';
import { compareNameKeys, insertInOrder, type NameKey } from './name-order.ts';

interface BoardRecord {
  located: boolean;
  json: string;
  key: NameKey;
}

interface Entry {
  companyId: string;
  loaded: boolean;
  /** By name (name-order.ts), as the query sorts them, kept so as people change. */
  order: string[];
  /** Each person's record as ASCII JSON (latestLocationJson): an answer is copied, not encoded. */
  records: Map<string, BoardRecord>;
  /** Read when a supervisor first asks, and again after a change to people. */
  memberships: Map<string, string[]> | undefined;
  /** Moved, or changed (name, status, departments), since last read: re-read them first. */
  dirty: Set<string>;
  changed: Set<string>;
  /** The board's notification count that the last catch-up covered. */
  caughtUpTo: number;
  /** Counts changes to people, so a memberships read that a change overtook is not kept. */
  peopleVersion: number;
  /** Encoded answers by scope and filter, until anything changes. */
  bodies: Map<string, Buffer>;
  work: Promise<void> | undefined;
  lastUsed: number;
}

const IDLE_EVICT_MS = 10 * 60 * 1000;
const MAX_CATCH_UPS = 3;
const BODY_START = '{"is_success":true,"data":{"locations":[';
const BODY_END = ']}}';

const encode = (row: LatestLocationRow): BoardRecord => ({
  located: row[4] !== null,
  json: latestLocationJson(row),
  key: [row[1], row[2], row[0]],
});

/**
 * Each company's people and latest locations, held in this process and kept true by the hub's
 * notifications: a move or a change to a person (name, status, departments) marks them to
 * re-read, a lost connection drops everything. Before every answer the
 * hub's barrier makes sure every write committed before the request has been heard, so a
 * client reads its own writes, whichever process took them. A company of 10,000 people is read
 * from the database once, then only the people who moved or changed.
 */
export class LatestBoard implements CacheListener {
  private readonly entries = new Map<string, Entry>();
  private readonly sweeper: NodeJS.Timeout;
  /** Notifications heard so far, of any company. */
  private heard = 0;

  private readonly db: Database;
  private readonly hub: LiveHub;

  constructor(db: Database, hub: LiveHub) {
    this.db = db;
    this.hub = hub;
    hub.watch(this);
    this.sweeper = setInterval(() => this.evictIdle(Date.now()), 60_000);
    this.sweeper.unref();
  }

  moved(companyId: string, userId: string): void {
    this.heard += 1;
    this.entries.get(companyId)?.dirty.add(userId);
  }

  personChanged(companyId: string, userId: string): void {
    this.heard += 1;
    const entry = this.entries.get(companyId);
    if (!entry) return;
    entry.changed.add(userId);
    entry.peopleVersion += 1;
  }

  reset(): void {
    this.entries.clear();
  }

  close(): void {
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  /** The answer of GET latest-locations, encoded. */
  async body(companyId: string, scope: PeopleScope, excludeNoLocation: boolean): Promise<Buffer> {
    const entry = await this.current(companyId);
    if (!entry) {
      return joinAscii(
        await this.fromDatabase(companyId, scope, excludeNoLocation),
        BODY_START,
        BODY_END,
      );
    }
    const key = `${scopeKeyOf(scope)}|${excludeNoLocation ? 'located' : 'all'}`;
    const cached = entry.bodies.get(key);
    if (cached) return cached;
    const version = entry.peopleVersion;
    const body = joinAscii(
      await this.visible(entry, scope, excludeNoLocation),
      BODY_START,
      BODY_END,
    );
    // A change to people heard while this was read is not in it: answer it, but do not keep it.
    if (entry.peopleVersion === version) entry.bodies.set(key, body);
    return body;
  }

  /** The located records a scope sees, as a JSON array, for the live stream's snapshot. */
  async recordsJson(companyId: string, scope: PeopleScope): Promise<string> {
    const entry = await this.current(companyId);
    const parts = entry
      ? await this.visible(entry, scope, true)
      : await this.fromDatabase(companyId, scope, true);
    return `[${parts.join(',')}]`;
  }

  private async fromDatabase(companyId: string, scope: PeopleScope, excludeNoLocation: boolean) {
    const rows = await findLatestLocations(this.db, companyId, scope, { excludeNoLocation });
    return rows.map(latestLocationJson);
  }

  private async visible(entry: Entry, scope: PeopleScope, excludeNoLocation: boolean) {
    let memberships = entry.memberships;
    if (scope.kind === 'departments' && !memberships) {
      const version = entry.peopleVersion;
      memberships = await findDepartmentMemberships(this.db, entry.companyId);
      if (entry.peopleVersion === version) entry.memberships = memberships;
    }
    const parts: string[] = [];
    for (const userId of entry.order) {
      const record = entry.records.get(userId);
      if (!record || (excludeNoLocation && !record.located)) continue;
      const departmentIds = memberships?.get(userId) ?? [];
      if (isInScope(scope, { userId, departmentIds })) parts.push(record.json);
    }
    return parts;
  }

  /** The company's entry, caught up; undefined when the hub is not listening (read the database). */
  private async current(companyId: string): Promise<Entry | undefined> {
    if (!(await this.hub.barrier())) return undefined;
    // What was heard before the barrier must be in the answer; what comes later may wait, so a
    // company whose phones never stop sending cannot keep a request catching up for ever.
    const target = this.heard;
    for (let attempt = 0; attempt < MAX_CATCH_UPS; attempt += 1) {
      let entry = this.entries.get(companyId);
      if (!entry) {
        entry = {
          companyId,
          loaded: false,
          order: [],
          records: new Map(),
          memberships: undefined,
          dirty: new Set(),
          changed: new Set(),
          caughtUpTo: 0,
          peopleVersion: 0,
          bodies: new Map(),
          work: undefined,
          lastUsed: 0,
        };
        this.entries.set(companyId, entry);
      }
      const current = entry;
      current.lastUsed = Date.now();
      const pending = () => current.dirty.size > 0 || current.changed.size > 0;
      while (!current.loaded || (pending() && current.caughtUpTo < target)) {
        current.work ??= this.catchUp(current).finally(() => {
          current.work = undefined;
        });
        await current.work;
      }
      // Dropped while loading (the connection was lost): load again, or read the database.
      if (this.entries.get(companyId) === current) return current;
    }
    return undefined;
  }

  private async catchUp(entry: Entry): Promise<void> {
    // What is heard from here on is read again next time: nothing heard during the read is lost.
    const covers = this.heard;
    const changed = [...entry.changed];
    const ids = entry.loaded ? [...new Set([...entry.dirty, ...changed])] : undefined;
    entry.dirty.clear();
    entry.changed.clear();
    let rows: readonly LatestLocationRow[];
    try {
      rows = await findLatestLocations(
        this.db,
        entry.companyId,
        { kind: 'company' },
        { excludeNoLocation: false, ...(ids ? { userIds: ids } : {}) },
      );
    } catch (error) {
      // What it was to read would be lost: start the company afresh next time.
      if (this.entries.get(entry.companyId) === entry) this.entries.delete(entry.companyId);
      throw error;
    }
    entry.caughtUpTo = covers;
    if (!ids) {
      entry.order = rows.map((r) => r[0]);
      entry.records = new Map(rows.map((r) => [r[0], encode(r)]));
      entry.loaded = true;
    } else {
      this.apply(entry, rows, changed);
    }
    entry.bodies.clear();
  }

  /** Re-read people replace their records; changed people no longer listed (inactive) leave. */
  private apply(entry: Entry, rows: readonly LatestLocationRow[], changed: readonly string[]) {
    const keyOf = (id: string) => entry.records.get(id)?.key;
    const listed = new Set(rows.map((r) => r[0]));
    for (const id of changed) {
      if (listed.has(id) || !entry.records.delete(id)) continue;
      entry.order.splice(entry.order.indexOf(id), 1);
    }
    for (const row of rows) {
      const before = entry.records.get(row[0]);
      const record = encode(row);
      entry.records.set(row[0], record);
      if (before && compareNameKeys(before.key, record.key) === 0) continue;
      if (before) entry.order.splice(entry.order.indexOf(row[0]), 1);
      insertInOrder(entry.order, row[0], keyOf);
    }
    if (changed.length > 0) entry.memberships = undefined;
  }

  private evictIdle(now: number) {
    for (const [id, entry] of this.entries) {
      if (now - entry.lastUsed > IDLE_EVICT_MS && !entry.work) this.entries.delete(id);
    }
  }
}
